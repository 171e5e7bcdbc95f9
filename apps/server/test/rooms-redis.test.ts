import { describe, expect, it } from 'vitest';
import { demoAccountId } from '../src/db/seed/demo-ids.ts';
import { bearerOf } from './meeting-helpers.ts';
import { postgresUnavailable } from './postgres-suite.ts';
import { confirmedMeeting, joinFrame } from './room-helpers.ts';
import { redisUnavailable, twoGateways } from './redis-suite.ts';
import { WsClient } from './ws-client.ts';

/*
 * Two gateways on one PostgreSQL database and one Redis: a participant on each meets the other in one room.
 * Their frames cross only through Redis pub/sub (each app's hub hears its own process's sockets alone), as two
 * processes behind a proxy would. The Redis at REDIS_TEST_URL (default 127.0.0.1:6379; `.ci/run` starts one).
 */
const reason =
  (await postgresUnavailable('rooms over Redis')) ?? (await redisUnavailable('rooms over Redis'));

describe.skipIf(reason !== null)('rooms across two gateways (PostgreSQL + Redis)', () => {
  const gw = twoGateways('rooms');

  async function socketOn(origin: string, accountId: string): Promise<WsClient> {
    const s = await WsClient.open(origin);
    gw.sockets.push(s);
    const token = (await bearerOf(gw.one, accountId)).slice('Bearer '.length);
    expect((await s.ask({ type: 'auth', token }, 'ok')).type).toBe('ok');
    return s;
  }

  it('the visitor on one and the exhibitor on the other see, signal and chat with each other', async () => {
    const room = await confirmedMeeting(gw.one.database.db, demoAccountId('visitor'));
    const v = await socketOn(gw.origins[0], demoAccountId('visitor'));
    const h = await socketOn(gw.origins[1], demoAccountId('exhibitor'));
    const vJoined = await v.ask(joinFrame(room), 'room.joined');
    const hJoined = await h.ask(joinFrame(room), 'room.joined');
    if (vJoined.type !== 'room.joined' || hJoined.type !== 'room.joined') throw new Error('not joined');
    expect((await v.next('room.peer-joined')).seat.seat).toBe(hJoined.seat);
    v.send({ type: 'room.signal', room, to: hJoined.seat, signal: { kind: 'offer', sdp: 'v=0 across' } });
    expect((await h.next('room.signal')).signal).toEqual({ kind: 'offer', sdp: 'v=0 across' });
    await h.ask({ type: 'room.chat', room, text: '你好 from two' }, 'ok');
    expect((await v.next('room.chat')).message.text).toBe('你好 from two');
    // Each frame arrives once, however many of the process's subscriptions its channel matches.
    await v.ask({ type: 'ping' }, 'pong');
    expect(v.frames.filter((f) => f.type === 'room.chat')).toHaveLength(1);
    expect(v.frames.filter((f) => f.type === 'room.peer-joined')).toHaveLength(1);
    // Each app's hub holds only its own socket: what reached the other, crossed through Redis.
    expect([gw.one.realtime.hub.size, gw.two.realtime.hub.size]).toEqual([1, 1]);
    // The host on the second gateway closes; the visitor on the first is told.
    h.send({ type: 'room.close', room });
    await v.next('room.closed');
  });
});
