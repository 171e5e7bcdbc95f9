import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ErrorCode,
  LIVE_CHUNK_MAX_BYTES,
  type TLanguage,
  type TLiveChunkAck,
  type TSaveLiveBody,
  type TStudioLive,
  type TStudioLiveRef,
} from '@showfloor/contracts';
import { type Clock, liveAbandoned, liveState } from '@showfloor/domain';
import { BusinessError } from '../../../http/errors.ts';
import type { UploadStore } from '../../../uploads/upload-store.ts';
import { type ExhibitorCaller, callersExhibitor } from '../../shared/exhibiting-orgs.ts';
import { hashInviteCode } from '../invite-code.ts';
import { cutRecording } from './cut-recording.ts';
import { MAX_BOX_BYTES, MalformedMedia } from './fmp4.ts';
import { initName, readIngest, segmentName, writeIngest, writeMedia } from './ingest-state.ts';
import type { LivePlayback } from './playback.ts';
import type { StudioLiveRow, StudioRepository } from './studio.repository.ts';

type Say = (key: string, lang: TLanguage, bventId: string | null) => Promise<string | null>;
type SaveInput = Omit<TSaveLiveBody, 'description' | 'capacity' | 'source' | 'externalHlsUrl'> & {
  description: Record<string, string>;
  capacity: number | null;
  source: 'camera' | 'external';
  externalHlsUrl: string | null;
};

const notFound = () => new BusinessError(ErrorCode.LiveNotFound, 404);
const refused = (detail?: string) => new BusinessError(ErrorCode.LiveStateRefused, 200, detail);

/**
 * The exhibitor's live studio: its lives, going on air and off, and the camera's broadcast cut into HLS as it
 * arrives. A live of another exhibitor is not found, so its id is never confirmed.
 */
export class StudioService {
  constructor(
    private readonly repo: StudioRepository,
    private readonly uploads: UploadStore,
    private readonly playback: LivePlayback,
    private readonly clock: Clock,
    private readonly say: Say,
    /** Drops what the HLS routes keep of this live, on every gateway: its state has just changed. */
    private readonly changed: (liveId: string) => void = () => {},
  ) {}

  private exhibitor(caller: ExhibitorCaller, bventId: string, lang: TLanguage) {
    return callersExhibitor(this.repo, caller, bventId, (key) => this.say(key, lang, bventId));
  }

  private async view(row: StudioLiveRow): Promise<TStudioLive> {
    const state = liveState(row, this.clock.now());
    return {
      id: row.id,
      title: row.title,
      description: row.description ?? {},
      startTime: row.startTime,
      endTime: row.endTime,
      capacity: row.capacity,
      reservedCount: row.reservedCount,
      isPrivate: row.inviteCodeHash !== null,
      source: row.source,
      externalHlsUrl: row.externalHlsUrl,
      broadcastState: row.broadcastState,
      state,
      recordedSeconds: Math.round(row.recordedMs / 100) / 10,
      playbackUrl: await this.playback.urlFor(row, state),
    };
  }

  async lives(caller: ExhibitorCaller, bventId: string, lang: TLanguage): Promise<{ list: TStudioLive[] }> {
    const exhibitor = await this.exhibitor(caller, bventId, lang);
    const rows = await this.repo.list(exhibitor.id);
    return { list: await Promise.all(rows.map((r) => this.view(r))) };
  }

  async save(caller: ExhibitorCaller, body: SaveInput, lang: TLanguage): Promise<TStudioLive> {
    const exhibitor = await this.exhibitor(caller, body.bventId, lang);
    if (exhibitor.status === 'banned')
      throw refused((await this.say('exhibitor_is_disabled', lang, body.bventId)) ?? undefined);
    const write = {
      title: body.title,
      description: body.description,
      startTime: body.startTime,
      endTime: body.endTime,
      capacity: body.capacity,
      source: body.source,
      externalHlsUrl: body.source === 'external' ? body.externalHlsUrl : null,
      ...(body.inviteCode === undefined
        ? {}
        : { inviteCodeHash: body.inviteCode === '' ? null : await hashInviteCode(body.inviteCode) }),
    };
    const id = body.id ?? randomUUID();
    await this.repo.transaction(async (repo) => {
      if (!body.id) return repo.insert(id, body.bventId, exhibitor.id, write, new Date(this.clock.now()));
      const live = await repo.own(exhibitor.id, id, true);
      if (!live) throw notFound();
      // An ended live is its replay: what visitors reserved and watched stays as it was.
      if (live.broadcastState === 'ended') throw refused();
      if (live.broadcastState === 'live' && live.source !== write.source) throw refused();
      if (write.capacity !== null && write.capacity < live.reservedCount)
        throw refused(`${live.reservedCount} seats are reserved already`);
      await repo.update(id, write);
    });
    if (body.id) this.changed(id);
    return this.view((await this.repo.own(exhibitor.id, id))!);
  }

  async remove(caller: ExhibitorCaller, ref: TStudioLiveRef, lang: TLanguage): Promise<{ id: string }> {
    const exhibitor = await this.exhibitor(caller, ref.bventId, lang);
    await this.repo.transaction(async (repo) => {
      if (!(await repo.own(exhibitor.id, ref.id, true))) throw notFound();
      await repo.remove(ref.id);
    });
    this.changed(ref.id);
    return { id: ref.id };
  }

  /**
   * On air. Again while on air changes nothing; an ended live does not come back (its replay is closed).
   * `started` says whether it went on air now (the caller then reminds those who reserved).
   */
  async start(
    caller: ExhibitorCaller,
    ref: TStudioLiveRef,
    lang: TLanguage,
  ): Promise<{ live: TStudioLive; started: boolean }> {
    const exhibitor = await this.exhibitor(caller, ref.bventId, lang);
    const started = await this.repo.transaction(async (repo) => {
      const live = await repo.own(exhibitor.id, ref.id, true);
      if (!live) throw notFound();
      if (live.broadcastState === 'ended') throw refused();
      if (live.broadcastState === 'live') return false;
      // Its scheduled time is over: visitors see it ended and can no longer reserve. A new time brings it back.
      if (liveState(live, this.clock.now()) === 'ended') throw new BusinessError(ErrorCode.LiveScheduleOver);
      await repo.setBroadcast(ref.id, 'live', new Date(this.clock.now()));
      return true;
    });
    if (started) this.changed(ref.id);
    return { live: await this.view((await this.repo.own(exhibitor.id, ref.id))!), started };
  }

  /** Off air: over for visitors, and the kept segments are the replay. Again changes nothing. */
  async end(caller: ExhibitorCaller, ref: TStudioLiveRef, lang: TLanguage): Promise<TStudioLive> {
    const exhibitor = await this.exhibitor(caller, ref.bventId, lang);
    await this.repo.transaction(async (repo) => {
      await repo.lockLive(ref.id);
      const live = await repo.own(exhibitor.id, ref.id, true);
      if (!live) throw notFound();
      if (live.broadcastState === 'idle') throw new BusinessError(ErrorCode.LiveNotOnAir);
      if (live.broadcastState === 'live')
        await repo.setBroadcast(ref.id, 'ended', new Date(this.clock.now()));
    });
    this.changed(ref.id);
    return this.view((await this.repo.own(exhibitor.id, ref.id))!);
  }

  /**
   * Ends the lives on air that were left behind (domain liveAbandoned): a camera that stopped sending, an external
   * address left on. Each is ended under the live's lock after a fresh look, so a piece arriving meanwhile keeps
   * it on air; any gateway may run it, and it ends a live once. Answers the ids it ended.
   */
  async endAbandoned(): Promise<string[]> {
    const now = this.clock.now();
    const abandoned = (l: { source: 'camera' | 'external'; endTime: string; lastActivity: Date }) =>
      liveAbandoned({ ...l, lastActivityMs: l.lastActivity.getTime() }, now);
    const ended: string[] = [];
    const failed: unknown[] = [];
    for (const live of await this.repo.onAir()) {
      if (!abandoned(live)) continue;
      // One live that cannot be ended (a lost connection) does not keep the others on air.
      try {
        const done = await this.repo.transaction(async (repo) => {
          await repo.lockLive(live.id);
          const [fresh] = await repo.onAir(live.id);
          if (!fresh || !abandoned(fresh)) return false;
          await repo.setBroadcast(live.id, 'ended', new Date(now));
          return true;
        });
        if (!done) continue;
        this.changed(live.id);
        ended.push(live.id);
      } catch (e) {
        failed.push(e);
      }
    }
    if (failed.length > 0) throw new AggregateError(failed, `${failed.length} lives could not be ended`);
    return ended;
  }

  /**
   * One piece of a camera live's recording. Pieces of a session are taken in order, one at a time under the
   * live's lock: a piece sent again is acknowledged and not kept twice; a gap is refused (409) and the phone
   * starts a new session. A piece that is not a recorder's fragmented MP4 is refused and changes nothing.
   */
  async chunk(
    caller: ExhibitorCaller,
    query: { bventId: string; id: string; session: string; seq: number },
    body: unknown,
    declaredBytes: number | null,
    lang: TLanguage,
  ): Promise<TLiveChunkAck> {
    const exhibitor = await this.exhibitor(caller, query.bventId, lang);
    // Another exhibitor's live (or none) is refused before a byte of the media is read.
    if (!(await this.repo.own(exhibitor.id, query.id))) {
      (body as Readable | undefined)?.resume?.();
      throw notFound();
    }
    const bytes = await readLimited(body, declaredBytes);
    const dir = await this.uploads.liveDir(query.id);
    return this.repo.transaction(async (repo) => {
      await repo.lockLive(query.id);
      const live = await repo.own(exhibitor.id, query.id);
      if (!live) throw notFound();
      if (live.source !== 'camera') throw refused();
      if (live.broadcastState !== 'live') throw new BusinessError(ErrorCode.LiveNotOnAir);
      let { state, tail } = await readIngest(dir);
      if (query.session !== state.session) {
        if (query.seq !== 0) throw gap(0);
        state = { session: query.session, nextSeq: 0, init: null, tracks: null };
        tail = Buffer.alloc(0);
      } else if (query.seq < state.nextSeq) {
        return { nextSeq: state.nextSeq, segments: await repo.nextSegmentSeq(query.id) };
      } else if (query.seq > state.nextSeq) throw gap(state.nextSeq);
      const data = tail.length ? Buffer.concat([tail, bytes]) : bytes;
      let cut: ReturnType<typeof cutRecording>;
      try {
        cut = cutRecording(data, state.tracks);
        if (data.length - cut.consumed > MAX_BOX_BYTES)
          throw new MalformedMedia('a box larger than a fragment');
      } catch (e) {
        if (e instanceof MalformedMedia)
          throw new BusinessError(ErrorCode.LiveMediaNotAccepted, 200, e.message);
        throw e;
      }
      let seq = await repo.nextSegmentSeq(query.id);
      const rows = [];
      for (const piece of cut.pieces) {
        if (piece.kind === 'init') {
          state.init = initName(piece.bytes);
          state.tracks = piece.tracks;
          await writeMedia(dir, state.init, piece.bytes);
          continue;
        }
        const file = segmentName(seq);
        await writeMedia(dir, file, piece.bytes);
        rows.push({ seq, init: state.init!, file, durationMs: piece.durationMs, bytes: piece.bytes.length });
        seq++;
      }
      await repo.addSegments(query.id, rows, new Date(this.clock.now()));
      state.nextSeq = query.seq + 1;
      await writeIngest(dir, state, Buffer.from(data.subarray(cut.consumed)));
      return { nextSeq: state.nextSeq, segments: seq };
    });
  }
}

const gap = (expected: number) =>
  new BusinessError(ErrorCode.LiveChunkGap, 409, `expected piece ${expected}`);

/** The request's body, at most LIVE_CHUNK_MAX_BYTES (a larger one is refused before it is read, or cut off). */
async function readLimited(body: unknown, declared: number | null): Promise<Buffer> {
  const stream = body as Readable | undefined;
  const tooLarge = () => new BusinessError(ErrorCode.PayloadTooLarge, 413);
  if (!stream || typeof stream.pipe !== 'function')
    throw new BusinessError(ErrorCode.LiveMediaNotAccepted, 200, 'no body');
  if (declared !== null && declared > LIVE_CHUNK_MAX_BYTES) {
    stream.resume();
    throw tooLarge();
  }
  // Read by events, not for-await: leaving a for-await destroys the request, and the refusal would not reach
  // the phone. Past the limit the rest is drained and dropped.
  const parts: Buffer[] = [];
  let size = 0;
  await new Promise<void>((resolve, reject) => {
    stream.on('data', (part: Buffer) => {
      size += part.length;
      if (size <= LIVE_CHUNK_MAX_BYTES) parts.push(part);
    });
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  if (size > LIVE_CHUNK_MAX_BYTES) throw tooLarge();
  if (size === 0) throw new BusinessError(ErrorCode.LiveMediaNotAccepted, 200, 'an empty piece');
  return Buffer.concat(parts);
}
