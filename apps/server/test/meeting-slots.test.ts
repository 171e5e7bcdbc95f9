import {
  businessCardDetail,
  clearMySlots,
  getMySlots,
  HEADERS,
  setMySlots,
  type TBusinessCard,
  type TMySlots,
} from '@showfloor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EXHIBITOR_ID, DEMO_EXHIBITOR_ORG_ID, demoAccountId } from '../src/db/seed/demo-ids.ts';
import { api, call } from './helpers.ts';
import { buildIdentityApp, EVENT, type IdentityTestApp } from './identity-helpers.ts';
import { idleOf, newAttendees, reserve, reservePayload } from './meeting-helpers.ts';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildIdentityApp();
});
afterAll(() => t?.close());

type Day = {
  oneDay: string;
  slots: {
    id: string;
    timeSlot: string;
    capacity: number;
    idleCount: number;
    startTime: string;
    endTime: string;
  }[];
};

async function as(key: 'exhibitor' | 'visitor' | 'purchaser') {
  return `Bearer ${await t.token(key)}`;
}
const send = <T>(who: string, method: 'GET' | 'POST', path: string, data: Record<string, unknown>) =>
  call<T>(t.app, {
    method,
    url: api(path) + (method === 'GET' ? `?${new URLSearchParams(data as Record<string, string>)}` : ''),
    ...(method === 'POST' ? { payload: data } : {}),
    headers: { [HEADERS.authorization]: who, [HEADERS.language]: 'en-US' },
  });
const setDay = async (over: object) =>
  send<Day>(await as('exhibitor'), 'POST', setMySlots.path, {
    bventId: EVENT,
    oneDay: '2026-12-11',
    startTime: '10:00',
    endTime: '12:00',
    slotMinutes: 60,
    capacity: 2,
    ...over,
  });

describe("the exhibitor's meeting slots", () => {
  it('GetMySlots lists every fair day with its seeded slots; a visitor is refused', async () => {
    const r = await send<TMySlots>(await as('exhibitor'), 'GET', getMySlots.path, { bventId: EVENT });
    expect(r.body.returnObj).toMatchObject({
      exhibitorId: DEMO_EXHIBITOR_ID,
      exhibitorOrgId: DEMO_EXHIBITOR_ORG_ID,
    });
    expect(r.body.returnObj?.days.map((d) => [d.oneDay, d.slots.length])).toEqual([
      ['2026-12-08', 13],
      ['2026-12-09', 13],
      ['2026-12-10', 13],
      ['2026-12-11', 13],
    ]);
    const visitor = await send(await as('visitor'), 'GET', getMySlots.path, { bventId: EVENT });
    expect(visitor.status).toBe(403);
  });

  it('setting a day replaces its free slots; a day off the fair or an empty cut is 6013', async () => {
    const r = await setDay({});
    expect(r.body.returnObj?.slots.map((s) => [s.timeSlot, s.capacity, s.idleCount])).toEqual([
      ['10:00-11:00', 2, 2],
      ['11:00-12:00', 2, 2],
    ]);
    const off = await setDay({ oneDay: '2026-12-12' });
    expect([off.status, off.body.businessCode]).toEqual([400, 6013]);
    const empty = await setDay({ startTime: '12:00', endTime: '12:00' });
    expect([empty.status, empty.body.businessCode]).toEqual([400, 6013]);
    const badLength = await setDay({ slotMinutes: 7 });
    expect([badLength.status, badLength.body.businessCode]).toEqual([400, 40000]);
  });

  it('booked slots are kept, their seats follow a new capacity but never drop below the seats held', async () => {
    const day = (await setDay({})).body.returnObj;
    const ten = day?.slots[0];
    if (!ten) throw new Error('no slot');
    const buyers = await newAttendees(t.app, t.db, 2);
    for (const b of buyers) expect((await reserve(t.app, b.bearer, reservePayload(ten))).status).toBe(200);
    expect(await idleOf(t.db, ten.id)).toBe(0);

    const more = await setDay({ capacity: 5 });
    const kept = more.body.returnObj?.slots.find((s) => s.id === ten.id);
    expect(kept).toMatchObject({ capacity: 5, idleCount: 3 });
    const fewer = await setDay({ capacity: 1 });
    expect([fewer.status, fewer.body.businessCode]).toEqual([400, 6012]);
    expect(await idleOf(t.db, ten.id)).toBe(3);

    // Half-hour cuts: the booked 10:00-11:00 stays, the cuts overlapping it are left out.
    const halves = await setDay({ slotMinutes: 30, capacity: 5 });
    expect(halves.body.returnObj?.slots.map((s) => s.timeSlot)).toEqual([
      '10:00-11:00',
      '11:00-11:30',
      '11:30-12:00',
    ]);

    const cleared = await send<Day>(await as('exhibitor'), 'POST', clearMySlots.path, {
      bventId: EVENT,
      oneDay: '2026-12-11',
    });
    expect(cleared.body.returnObj?.slots.map((s) => s.id)).toEqual([ten.id]);
  });
});

describe('business cards', () => {
  it('the own card, a card sent to the caller, and no other', async () => {
    const own = await send<TBusinessCard>(await as('visitor'), 'GET', businessCardDetail.path, {
      userId: demoAccountId('visitor'),
    });
    expect(own.body.returnObj).toMatchObject({
      userId: demoAccountId('visitor'),
      fullName: 'Vivian Visitor',
    });

    const [buyer] = await newAttendees(t.app, t.db, 1);
    const slots = await send<TMySlots>(await as('exhibitor'), 'GET', getMySlots.path, { bventId: EVENT });
    const slot = slots.body.returnObj?.days[0]?.slots[4];
    if (!slot || !buyer) throw new Error('no slot');
    await reserve(t.app, buyer.bearer, reservePayload(slot, { SendBusinessCard: 1 }));
    const sent = await send<TBusinessCard>(await as('exhibitor'), 'GET', businessCardDetail.path, {
      userId: buyer.id,
    });
    expect(sent.body.returnObj).toMatchObject({
      userId: buyer.id,
      company: 'Buyers Ltd',
      jobTitle: 'Purchasing',
    });
    const other = await send(await as('purchaser'), 'GET', businessCardDetail.path, { userId: buyer.id });
    expect(other.status).toBe(403);
    const notSent = await send(await as('exhibitor'), 'GET', businessCardDetail.path, {
      userId: demoAccountId('purchaser'),
    });
    expect(notSent.status).toBe(403);
  });
});
