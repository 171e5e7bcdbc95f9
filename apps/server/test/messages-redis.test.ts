import type { FastifyInstance } from 'fastify';
import {
  HEADERS,
  listMessages,
  sendMessage,
  sendMessageToExhibitor,
  type TImMessage,
} from '@showfloor/contracts';
import { describe, expect, it } from 'vitest';
import { orgMembers, roleGrants } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ORG_ID } from '../src/db/seed/demo-ids.ts';
import { api, call } from './helpers.ts';
import { newAttendees } from './meeting-helpers.ts';
import { postgresUnavailable } from './postgres-suite.ts';
import { redisUnavailable, twoGateways } from './redis-suite.ts';
import { WsClient } from './ws-client.ts';

/*
 * Two gateways on one PostgreSQL database and one Redis: a buyer on one and a member of the exhibitor on the
 * other hear each other's messages only through Redis pub/sub; messages sent at once through both gateways are
 * numbered without a gap or a double (the conversation's row lock on a real PostgreSQL).
 */
const reason =
  (await postgresUnavailable('messages over Redis')) ?? (await redisUnavailable('messages over Redis'));

describe.skipIf(reason !== null)('messages across two gateways (PostgreSQL + Redis)', () => {
  const gw = twoGateways('im');

  async function watching(origin: string, bearer: string): Promise<WsClient> {
    const s = await WsClient.open(origin);
    gw.sockets.push(s);
    expect((await s.ask({ type: 'auth', token: bearer.slice('Bearer '.length) }, 'ok')).type).toBe('ok');
    expect((await s.ask({ type: 'im.watch', bventId: DEMO_EVENT_ID }, 'ok')).type).toBe('ok');
    return s;
  }
  const post = <T>(app: FastifyInstance, bearer: string, path: string, payload: object) =>
    call<T>(app, {
      method: 'POST',
      url: api(path),
      payload,
      headers: { [HEADERS.authorization]: bearer, [HEADERS.language]: 'en-US' },
    });

  it('a buyer on one gateway and a member on the other write to each other live, in order', async () => {
    const [buyer, member] = await newAttendees(gw.one, gw.one.database.db, 2);
    await gw.one.database.db
      .insert(orgMembers)
      .values({ orgId: DEMO_EXHIBITOR_ORG_ID, accountId: member!.id });
    await gw.one.database.db.insert(roleGrants).values({
      accountId: member!.id,
      bventId: DEMO_EVENT_ID,
      orgId: DEMO_EXHIBITOR_ORG_ID,
      registerType: 'Exhibition',
    });
    const buyerSocket = await watching(gw.origins[0], buyer!.bearer);
    const memberSocket = await watching(gw.origins[1], member!.bearer);

    const left = await post<{ conversationId: string; messages: TImMessage[] }>(
      gw.one,
      buyer!.bearer,
      sendMessageToExhibitor.path,
      {
        senduserid: buyer!.id,
        leavingmessage: 'From gateway one',
        receiveexhibitororgid: DEMO_EXHIBITOR_ORG_ID,
        issendbusinesscard: false,
        bventId: DEMO_EVENT_ID,
      },
    );
    expect(left.status).toBe(200);
    const { conversationId } = left.body.returnObj!;
    expect((await memberSocket.next('im.message')).message.text).toBe('From gateway one');

    // Ten at once from each side, through both gateways: seq 2..21, each heard once by each side.
    const sends = Array.from({ length: 20 }, (_, i) =>
      post<TImMessage>(i % 2 ? gw.two : gw.one, i % 2 ? member!.bearer : buyer!.bearer, sendMessage.path, {
        bventId: DEMO_EVENT_ID,
        conversationId,
        clientId: `parallel-${i}-${gw.prefix}`,
        content: { kind: 'text', text: `n${i}` },
      }),
    );
    const answers = await Promise.all(sends);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.map((a) => a.body.returnObj!.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
    for (const s of [buyerSocket, memberSocket]) {
      for (let seq = 2; seq <= 21; seq++) await s.next('im.message', (f) => f.message.seq === seq);
      const heard = s.frames
        .filter((f) => f.type === 'im.message')
        .map((f) => (f as { message: TImMessage }).message.seq);
      expect(new Set(heard).size).toBe(heard.length);
    }
    const all = await call<TImMessage[]>(gw.two, {
      method: 'GET',
      url: `${api(listMessages.path)}?bventId=${DEMO_EVENT_ID}&conversationId=${conversationId}&after=0&limit=50`,
      headers: { [HEADERS.authorization]: member!.bearer },
    });
    expect(all.body.returnObj!.map((m) => m.seq)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });
});
