import { TtlCache } from '../../../lib/ttl-cache.ts';
import type { PlaylistSegment } from './playlist.ts';
import type { StudioRepository } from './studio.repository.ts';

export type LiveMedia = NonNullable<Awaited<ReturnType<StudioRepository['forMedia']>>>;

/**
 * What the HLS routes need of a camera live, kept briefly in each gateway's memory. Every viewer asks for the
 * playlist about once a segment and for each segment once: with hundreds of viewers that would be a database
 * read per request. The live's state is kept for a second and its segment list for half a second (a segment
 * lasts one), so the reads stay one per live per half second whatever the audience.
 *
 * A studio write (on air, off air, saved, removed) drops the live's entry on every gateway (`invalidate`,
 * through the shared invalidation), so a player asking right after "end" already gets the closed replay.
 */
export class LiveMediaState {
  private readonly lives = new TtlCache<LiveMedia | null>(1000, 5_000, 'live_media');
  private readonly onAir = new TtlCache<PlaylistSegment[]>(500, 5_000, 'live_segments');

  constructor(private readonly repo: StudioRepository) {}

  live(liveId: string): Promise<LiveMedia | null> {
    const id = liveId.toLowerCase();
    return this.lives.getOrLoad(id, () => this.repo.forMedia(id));
  }

  /**
   * The replay's list is read from the rows every time: it is cached for minutes by whoever reads it, so it is
   * never a list read before the last pieces came in (a replay is read once per viewer, not once a second).
   */
  segments(liveId: string, ended: boolean): Promise<PlaylistSegment[]> {
    const id = liveId.toLowerCase();
    return ended ? this.repo.segments(id) : this.onAir.getOrLoad(id, () => this.repo.segments(id));
  }

  invalidate(liveId: string): void {
    this.lives.delete(liveId.toLowerCase());
    this.onAir.delete(liveId.toLowerCase());
  }
}
