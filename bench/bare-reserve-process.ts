// The floor for bench/workers.ts's reserve burst: a Fastify + pg process that takes a seat the way the meeting
// repository does (apps/server/src/domains/meeting/meeting.repository.ts, reserve): in one transaction the guarded
// decrement `idle_count = idle_count - 1 where id = $slot and idle_count > 0`, then the meeting row when a seat was
// taken. No token, no access gate, no idempotency look-up, no overlap check, no rate limit: one request is one
// guarded UPDATE (+ INSERT). The pool has the gateway's size (10, apps/server/src/db/client.ts). Run in a process of
// its own, like the gateway; DATABASE_URL names the database. Prints its address on its first line.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

interface BareReserve {
  slotId: string;
  accountId: string;
  bventId: string;
  exhibitorId: string;
  receiveOrgId: string;
  receiveAccountId: string;
  topOrgId: string;
  startTime: string;
  endTime: string;
  topic: string;
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();

app.post('/reserve', async (request) => {
  const b = request.body as BareReserve;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const taken = await client.query(
      'UPDATE meeting_slots SET idle_count = idle_count - 1 WHERE id = $1 AND idle_count > 0 RETURNING id',
      [b.slotId],
    );
    if (taken.rowCount === 0) {
      await client.query('ROLLBACK');
      return { isSuccess: false, businessCode: 'engaged' };
    }
    const id = randomUUID();
    await client.query(
      `INSERT INTO meetings (id, bvent_id, slot_id, exhibitor_id, receive_org_id, receive_account_id,
         send_account_id, send_account_name, attendee_organization_role, top_org_id, src_biz_type, topic,
         chat_type, address_type, send_business_card, status, start_time, end_time, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, '', 'Attendee', $8, 'Shop', $9, 'OnLine', 'Customize', false,
         'Waiting', $10, $11, $12)`,
      [
        id,
        b.bventId,
        b.slotId,
        b.exhibitorId,
        b.receiveOrgId,
        b.receiveAccountId,
        b.accountId,
        b.topOrgId,
        b.topic,
        b.startTime,
        b.endTime,
        randomUUID(),
      ],
    );
    await client.query('COMMIT');
    return { isSuccess: true, returnObj: id };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
});

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
