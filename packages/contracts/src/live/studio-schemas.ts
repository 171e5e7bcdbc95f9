import { z } from 'zod';
import { ZGuid, ZLanguage } from '../common/primitives.ts';
import { textLength } from '../common/text.ts';
import { LIVE_CODE_PATTERN, LIVE_DESCRIPTION_MAX, LIVE_TITLE_MAX } from './studio-constants.ts';

const within = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((s) => textLength(s) <= max, message);
const localized = (max: number, message: string) => z.partialRecord(ZLanguage, within(max, message));
/** Beijing wall clock as the fair's other times: 'YYYY-MM-DD HH:mm[:ss]'. */
const ZWallTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'A time is YYYY-MM-DD HH:mm (Beijing time)');

export const ZStudioLivesQuery = z.object({ bventId: ZGuid });

/** Create (no id) or edit (id) one of the exhibitor's lives. */
export const ZSaveLiveBody = z
  .object({
    bventId: ZGuid,
    id: ZGuid.optional(),
    title: localized(LIVE_TITLE_MAX, `The title has at most ${LIVE_TITLE_MAX} characters`).refine(
      (m) => Object.values(m).some((v) => v && v.length > 0),
      'Please enter the title',
    ),
    description: localized(
      LIVE_DESCRIPTION_MAX,
      `The description has at most ${LIVE_DESCRIPTION_MAX} characters`,
    ).default({}),
    startTime: ZWallTime,
    endTime: ZWallTime,
    /** Seats; null for unlimited. */
    capacity: z.number().int().min(1, 'At least 1 seat').max(100000).nullable().default(null),
    /**
     * The invitation code of a private live: a new code, '' to make it public, or absent to keep what it has
     * (the stored code is never shown again).
     */
    inviteCode: z
      .string()
      .trim()
      .refine(
        (s) => s === '' || LIVE_CODE_PATTERN.test(s),
        'The invitation code is 4 to 16 letters or digits',
      )
      .optional(),
    source: z.enum(['camera', 'external']).default('camera'),
    /** Studio gear's HLS address (https, .m3u8), for source 'external'. */
    externalHlsUrl: z
      .string()
      .trim()
      .max(2048)
      .regex(
        /^https:\/\/[^\s/?#]+\/[^\s?#]*\.m3u8(\?[^\s#]*)?$/i,
        'An https address of an HLS playlist (.m3u8)',
      )
      .nullable()
      .default(null),
  })
  .refine((b) => b.startTime < b.endTime, { message: 'The end is after the start', path: ['endTime'] })
  .refine((b) => b.source === 'camera' || b.externalHlsUrl !== null, {
    message: 'An external live needs its HLS address',
    path: ['externalHlsUrl'],
  });
export type TSaveLiveBody = z.input<typeof ZSaveLiveBody>;

export const ZStudioLiveRef = z.object({ bventId: ZGuid, id: ZGuid });
export type TStudioLiveRef = z.infer<typeof ZStudioLiveRef>;

/** One of the exhibitor's lives as the workbench shows it. */
export const ZStudioLive = z.object({
  id: ZGuid,
  title: z.partialRecord(ZLanguage, z.string()),
  description: z.partialRecord(ZLanguage, z.string()),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int().nullable(),
  reservedCount: z.number().int(),
  isPrivate: z.boolean(),
  source: z.enum(['camera', 'external']),
  externalHlsUrl: z.string().nullable(),
  broadcastState: z.enum(['idle', 'live', 'ended']),
  state: z.enum(['upcoming', 'live', 'ended']),
  /** Seconds of picture the gateway has kept (camera lives). */
  recordedSeconds: z.number(),
  /** Where it plays (the team may always watch its own live), null when nothing plays. */
  playbackUrl: z.string().nullable(),
});
export type TStudioLive = z.infer<typeof ZStudioLive>;
export const ZStudioLives = z.object({ list: z.array(ZStudioLive) });

/** A piece of the broadcast: which recording session (a new one each time the recorder starts) and its place. */
export const ZLiveChunkQuery = z.object({
  bventId: ZGuid,
  id: ZGuid,
  session: ZGuid,
  seq: z.coerce.number().int().min(0).max(1_000_000),
});
/** What the gateway has of this session: the next piece it expects, and the segments it kept. */
export const ZLiveChunkAck = z.object({ nextSeq: z.number().int(), segments: z.number().int() });
export type TLiveChunkAck = z.infer<typeof ZLiveChunkAck>;
