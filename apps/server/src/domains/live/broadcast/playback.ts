import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock, LiveState } from '@showfloor/domain';

/** How long a private live's watch address works: a whole fair day, so a phone left open keeps playing. */
const WATCH_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** The base of the gateway's own HLS for camera lives: /live/hls/<liveId>/index.m3u8 and its files beside it. */
export const LIVE_HLS_BASE = '/live/hls/';

export interface PlaybackLive {
  id: string;
  source: 'camera' | 'external';
  externalHlsUrl: string | null;
  hasReplay: boolean;
  /** Set for a private live: its media needs a watch token too. */
  inviteCodeHash: string | null;
}

/**
 * Where a live plays. A camera live plays from the gateway's HLS while on air and as the replay after (when a
 * recording was kept); an external one from the studio's own address while on air. A private live's gateway
 * address carries a watch token (an HMAC over the live and an expiry with a key kept in the database, so every
 * gateway accepts it), because a phone's native HLS player cannot send the access token; the caller decides
 * who may watch (reserved, or the exhibitor's team) before asking for the address.
 */
export class LivePlayback {
  constructor(
    private readonly key: () => Promise<string>,
    private readonly clock: Clock,
  ) {}

  private async mac(liveId: string, expires: number): Promise<string> {
    return createHmac('sha256', await this.key())
      .update(`live:${liveId.toLowerCase()}:${expires}`)
      .digest('base64url');
  }

  /** The address to play in this state, or null when there is nothing to play. */
  async urlFor(live: PlaybackLive, state: LiveState): Promise<string | null> {
    if (live.source === 'external') return state === 'live' ? live.externalHlsUrl : null;
    if (state === 'upcoming' || (state === 'ended' && !live.hasReplay)) return null;
    const url = `${LIVE_HLS_BASE}${live.id}/index.m3u8`;
    if (!live.inviteCodeHash) return url;
    const expires = Math.floor(this.clock.now() / 1000) + WATCH_TOKEN_TTL_SECONDS;
    return `${url}?t=${expires}.${await this.mac(live.id, expires)}`;
  }

  /** Whether a watch token is ours, for this live, and not expired. */
  async verify(token: unknown, liveId: string): Promise<boolean> {
    if (typeof token !== 'string' || token.length > 100) return false;
    const [exp, mac] = token.split('.');
    const expires = Number(exp);
    if (!mac || !Number.isInteger(expires) || expires * 1000 < this.clock.now()) return false;
    const want = Buffer.from(await this.mac(liveId, expires));
    const got = Buffer.from(mac);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}
