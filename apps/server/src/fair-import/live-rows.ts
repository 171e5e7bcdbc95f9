import { z } from 'zod';
import type { livestreams } from '../db/schema/index.ts';
import { type Upsert, stored, wallClock } from './fair-rows.ts';
import { ZLocalizedLong, ZLocalizedText, code, count, fairDay, hhmm, url } from './text-schema.ts';

/*
 * lives.json, optional: an exhibitor's live streams as a fair brings them (the demo fair's show each state a
 * visitor meets). Times are a fair day and Beijing times of day like activities; a private live's invitation code
 * is given as its argon2 hash (domains/live/invite-code.ts makes one): a file never holds a password.
 */

export const ZLiveRow = z
  .object({
    exhibitor: code,
    /** The organizer's name for the live, unique in the fair: loading again updates the same live. */
    code,
    id: z.uuid().optional(),
    title: ZLocalizedText,
    description: ZLocalizedLong.optional(),
    cover: url.default(''),
    day: fairDay,
    from: hhmm,
    to: hhmm,
    /** Seats; null (or left out) is unlimited. */
    capacity: count.nullable().default(null),
    /** Seats reserved elsewhere (the file's own reservations in meetings.json included); left out, the count stays. */
    reserved: count.optional(),
    inviteCodeHash: z
      .string()
      .regex(/^\$argon2(id|i|d)\$/, 'must be an argon2 hash')
      .optional(),
    source: z.enum(['camera', 'external']).default('camera'),
    externalHlsUrl: url.optional(),
    /** What the broadcaster did: a demo's past live may be over already. */
    broadcastState: z.enum(['idle', 'live', 'ended']).default('idle'),
    hasReplay: z.boolean().default(false),
  })
  .strict()
  .refine((l) => l.from < l.to, { message: 'from must be before to', path: ['to'] });
export type TLiveRow = z.infer<typeof ZLiveRow>;

export function liveRow(
  bventId: string,
  id: string,
  l: TLiveRow,
  date: string,
  exhibitorId: string,
  createdAt: Date,
): Upsert<typeof livestreams.$inferInsert> {
  const row = {
    id,
    bventId,
    exhibitorId,
    title: stored(l.title),
    description: l.description ? stored(l.description) : null,
    cover: l.cover,
    startTime: wallClock(date, l.from),
    endTime: wallClock(date, l.to),
    capacity: l.capacity,
    reservedCount: l.reserved ?? 0,
    inviteCodeHash: l.inviteCodeHash ?? null,
    source: l.source,
    externalHlsUrl: l.externalHlsUrl ?? null,
    broadcastState: l.broadcastState,
    hasReplay: l.hasReplay,
    createdAt,
  };
  const update: Upsert<typeof row>['update'] = [
    'exhibitorId',
    'title',
    'description',
    'cover',
    'startTime',
    'endTime',
    'capacity',
    'inviteCodeHash',
    'source',
    'externalHlsUrl',
  ];
  if (l.reserved !== undefined) update.push('reservedCount');
  return { row, update };
}
