import { IDEMPOTENCY_HEADER } from '@showfloor/contracts';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '../src/db/schema/index.ts';
import { meetingContactId } from '../src/db/seed/demo-ids.ts';
import { ID_PREFIX, guid } from '../src/db/seed/demo-ids.ts';
import { idleOf, insertSlot, newAttendees, reserve, reservePayload } from './meeting-helpers.ts';
import { postgresUnavailable, usePostgresApp } from './postgres-suite.ts';

/*
 * The contention and idempotency tests again, on PostgreSQL: PGlite runs one statement at a time, so only here
 * do the reserves really race for the last seats (the row lock of the guarded decrement) and for one key (the
 * sender's advisory lock and the idempotency index), over a pool of connections.
 */
const reason = await postgresUnavailable('meetings');

describe.skipIf(reason !== null)('meeting booking on PostgreSQL', () => {
  let app: FastifyInstance;

  const appOf = usePostgresApp('showfloor_meet');
  beforeAll(async () => {
    app = appOf();
  });

  it('200 parallel reserves on 3 seats: exactly 3 succeed, the rest 409 6001', async () => {
    const db = app.database.db;
    const start = '2026-12-10 18:00:00';
    const end = '2026-12-10 18:30:00';
    const slotId = await insertSlot(db, start, end, 3);
    const buyers = await newAttendees(app, db, 200);
    const results = await Promise.all(
      buyers.map((b) =>
        reserve(app, b.bearer, reservePayload({ id: slotId, startTime: start, endTime: end })),
      ),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && r.body.businessCode === 6001)).toBe(true);
    expect(await idleOf(db, slotId)).toBe(0);
    const [rows] = await db.select({ n: count() }).from(meetings).where(eq(meetings.slotId, slotId));
    expect(rows?.n).toBe(3);
  }, 120_000);

  it('20 concurrent retries with one key book once and answer one id', async () => {
    const db = app.database.db;
    const start = '2026-12-10 19:00:00';
    const end = '2026-12-10 19:30:00';
    const slotId = await insertSlot(db, start, end, 3);
    const [buyer] = await newAttendees(app, db, 1);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        reserve(app, buyer?.bearer ?? '', reservePayload({ id: slotId, startTime: start, endTime: end }), {
          [IDEMPOTENCY_HEADER]: 'pg-retry',
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(results.map((r) => r.body.returnObj)).size).toBe(1);
    expect(await idleOf(db, slotId)).toBe(2);
  }, 60_000);

  it('concurrent retries with one key on a slot of one seat answer the booking that took it, not 6001', async () => {
    const db = app.database.db;
    const start = '2026-12-10 21:00:00';
    const end = '2026-12-10 21:30:00';
    const slotId = await insertSlot(db, start, end, 1);
    const [buyer] = await newAttendees(app, db, 1);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        reserve(app, buyer?.bearer ?? '', reservePayload({ id: slotId, startTime: start, endTime: end }), {
          [IDEMPOTENCY_HEADER]: 'pg-last-seat',
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(results.map((r) => r.body.returnObj)).size).toBe(1);
    expect(await idleOf(db, slotId)).toBe(0);
  }, 60_000);

  it('one visitor firing at two exhibitors at the same time gets one meeting', async () => {
    const db = app.database.db;
    const start = '2026-12-10 20:00:00';
    const end = '2026-12-10 20:30:00';
    const a = await insertSlot(db, start, end, 3);
    const b = await insertSlot(db, start, end, 3, 5, guid(ID_PREFIX.org, 5));
    const [buyer] = await newAttendees(app, db, 1);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reserve(
          app,
          buyer?.bearer ?? '',
          i % 2
            ? reservePayload({ id: a, startTime: start, endTime: end })
            : reservePayload(
                { id: b, startTime: start, endTime: end },
                { receiveOrgId: guid(ID_PREFIX.org, 5), receiveAccountId: meetingContactId(5) },
              ),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.businessCode === 6002)).toBe(true);
    expect(((await idleOf(db, a)) ?? 0) + ((await idleOf(db, b)) ?? 0)).toBe(5);
  }, 60_000);
});
