import {
  cancelMeeting,
  confirmMeeting,
  HEADERS,
  meetingCalendar,
  type TMeeting,
  type TMeetingCalendar,
} from '@showfloor/contracts';
import { beijingToEpoch } from '@showfloor/domain';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, exhibitorContacts } from '../src/db/schema/index.ts';
import { DEMO_EXHIBITOR_ORG_ID, exhibitorId, meetingSlotId } from '../src/db/seed/demo-ids.ts';
import { foldLine, icalFile, icalParam, icalText } from '../src/domains/meeting/ical-text.ts';
import { api, call } from './helpers.ts';
import { buildIdentityApp, EVENT, type IdentityTestApp } from './identity-helpers.ts';
import { reserve, reservePayload, slotTimes } from './meeting-helpers.ts';
import { TEST_FAIR } from './test-clock.ts';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildIdentityApp();
});
afterAll(() => t?.close());

const ZH = { [HEADERS.language]: 'zh-CN' };
/** 58 characters of Chinese (174 octets), with the characters TEXT escapes and one outside the BMP. */
const TOPIC =
  '关于新产品的合作洽谈，包括价格、交货期、付款方式以及售后服务等方面的详细讨论；请准时参加\\会议室见😀,谢谢合作与支持';

async function bearer() {
  return `Bearer ${await t.token('visitor')}`;
}
async function act(who: string, path: string, id: string) {
  return call<TMeeting>(t.app, {
    method: 'POST',
    url: api(path),
    payload: { bventId: EVENT, negotiationId: id },
    headers: { [HEADERS.authorization]: who, ...ZH },
  });
}
async function calendarOf(id: string): Promise<string> {
  const r = await call<TMeetingCalendar>(t.app, {
    method: 'GET',
    url: `${api(meetingCalendar.path)}?${new URLSearchParams({ bventId: EVENT, negotiationId: id })}`,
    headers: { [HEADERS.authorization]: await bearer(), ...ZH },
  });
  expect(r.status).toBe(200);
  return r.body.returnObj?.content ?? '';
}

/** What every served file must be, byte for byte: CRLF lines of at most 75 octets, folds between characters. */
function expectWellFormed(text: string): void {
  expect(text.endsWith('\r\n')).toBe(true);
  const bytes = Buffer.from(text, 'utf8');
  const lines: Buffer[] = [];
  for (let from = 0; from < bytes.length;) {
    const end = bytes.indexOf('\r\n', from);
    lines.push(bytes.subarray(from, end));
    from = end + 2;
  }
  const strict = new TextDecoder('utf-8', { fatal: true });
  for (const line of lines) {
    expect(line.length).toBeLessThanOrEqual(75);
    // A fold inside a character's UTF-8 bytes leaves a line that is not UTF-8 on its own.
    expect(() => strict.decode(line)).not.toThrow();
    const s = strict.decode(line);
    expect(s).not.toMatch(/[\r\n]/);
    expect(wellFormed(s)).toBe(true);
    // A continuation line starts with exactly one space.
    if (s.startsWith(' ')) expect(s[1]).not.toBe(' ');
    expect(s.startsWith('\t')).toBe(false);
  }
}

/** No half of a surrogate pair: UTF-8 round-trips it unchanged. */
const wellFormed = (s: string) => Buffer.from(s, 'utf8').toString('utf8') === s;

function parsed(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const event = cal.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return { cal, event };
}

describe('the meeting calendar file, as an iCalendar parser reads it', () => {
  let id = '';
  let exhibitorName = '';
  let contactEmail = '';

  it('a confirmed meeting: PUBLISH, organized by the exhibitor, no attendee, Chinese summary intact', async () => {
    const slot = slotTimes(TEST_FAIR.days[1] ?? '', 2);
    const slotId = meetingSlotId(1, 1, 2);
    const booked = await reserve(
      t.app,
      await bearer(),
      reservePayload({ id: slotId, ...slot }, { topic: TOPIC }),
      ZH,
    );
    expect(booked.status).toBe(200);
    id = booked.body.returnObj ?? '';
    const done = await act(`Bearer ${await t.token('exhibitor')}`, confirmMeeting.path, id);
    expect(done.body.returnObj?.status).toBe('Confirmed');
    exhibitorName = done.body.returnObj?.exhibitorName ?? '';
    expect(exhibitorName).toMatch(/\p{Script=Han}/u);
    const [contact] = await t.db
      .select({ email: exhibitorContacts.email })
      .from(exhibitorContacts)
      .where(eq(exhibitorContacts.exhibitorId, done.body.returnObj?.exhibitorId ?? ''));
    contactEmail = contact?.email ?? '';
    expect(contactEmail).toContain('@');

    const text = await calendarOf(id);
    expectWellFormed(text);
    const summaryLine = `SUMMARY:${icalText(`${TOPIC} - ${exhibitorName}`)}`;
    expect(Buffer.byteLength(summaryLine)).toBeGreaterThan(150);
    // The summary is folded (several physical lines), and unfolding gives back the content line.
    expect(text).toContain(foldLine(summaryLine));
    expect(foldLine(summaryLine).split('\r\n').length).toBeGreaterThan(2);

    const { cal, event } = parsed(text);
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.getFirstPropertyValue('summary')).toBe(`${TOPIC} - ${exhibitorName}`);
    expect(event.getFirstPropertyValue('uid')).toBe(`${id}@showfloor`);
    expect(event.getFirstPropertyValue('sequence')).toBe(1);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const organizer = event.getFirstProperty('organizer');
    expect(organizer?.getFirstValue()).toBe(`mailto:${contactEmail}`);
    expect(organizer?.getParameter('cn')).toBe(exhibitorName);
    expect(event.getAllProperties('attendee')).toEqual([]);
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().getTime()).toBe(beijingToEpoch(slot.startTime));
    expect(start.zone?.tzid).toBe('UTC');
  });

  it('a cancelled meeting: the same UID, SEQUENCE up, STATUS:CANCELLED, still PUBLISH with its organizer', async () => {
    const done = await act(await bearer(), cancelMeeting.path, id);
    expect(done.body.returnObj?.status).toBe('Cancelled');
    const text = await calendarOf(id);
    expectWellFormed(text);
    const { cal, event } = parsed(text);
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.getFirstPropertyValue('uid')).toBe(`${id}@showfloor`);
    expect(event.getFirstPropertyValue('sequence')).toBe(2);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.getFirstPropertyValue('summary')).toBe(`${TOPIC} - ${exhibitorName}`);
    expect(event.getFirstProperty('organizer')?.getFirstValue()).toBe(`mailto:${contactEmail}`);
    expect(event.getAllProperties('attendee')).toEqual([]);
  });

  it("where the event hides exhibitor contacts, the organizer is the exhibitor's organization, not an address", async () => {
    await t.db
      .update(events)
      .set({ decoration: sql`jsonb_set(${events.decoration}, '{isEnableShowExhibitorContact}', 'false')` })
      .where(eq(events.id, EVENT));
    t.app.services.bvent.invalidate(EVENT);
    try {
      const text = await calendarOf(id);
      expect(text).not.toContain(contactEmail);
      const organizer = parsed(text).event.getFirstProperty('organizer');
      expect(organizer?.getFirstValue()).toBe(`urn:uuid:${DEMO_EXHIBITOR_ORG_ID}`);
    } finally {
      await t.db
        .update(events)
        .set({ decoration: sql`jsonb_set(${events.decoration}, '{isEnableShowExhibitorContact}', 'true')` })
        .where(eq(events.id, EVENT));
      t.app.services.bvent.invalidate(EVENT);
    }
  });
});

describe('iCalendar syntax', () => {
  it('folds at 75 octets and never inside a character, whatever sits at the edge', () => {
    for (let pad = 0; pad < 8; pad++) {
      for (const ch of ['a', 'é', '会', '😀']) {
        const line = `SUMMARY:${'x'.repeat(pad)}${ch.repeat(60)}`;
        const folded = foldLine(line);
        const physical = folded.split('\r\n');
        expect(physical.every((l) => Buffer.byteLength(l) <= 75 && wellFormed(l))).toBe(true);
        expect(physical.slice(1).every((l) => l.startsWith(' '))).toBe(true);
        // A full line leaves no room for the next character: each line but the last is within 3 octets of 75.
        expect(physical.slice(0, -1).every((l) => Buffer.byteLength(l) > 71)).toBe(true);
        expect(folded.replaceAll('\r\n ', '')).toBe(line);
      }
    }
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('parameter and text values round-trip through a parser: quotes, carets, line breaks, separators', () => {
    const name = 'A "B" ^C\nD; E, F\\G';
    const text = icalFile([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      'UID:x',
      'DTSTAMP:20261208T010000Z',
      `SUMMARY:${icalText(name)}`,
      `ORGANIZER;CN=${icalParam(name)}:urn:uuid:${exhibitorId(1)}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    const { event } = parsed(text);
    expect(event.getFirstPropertyValue('summary')).toBe(name);
    expect(event.getFirstProperty('organizer')?.getParameter('cn')).toBe(name);
  });
});
