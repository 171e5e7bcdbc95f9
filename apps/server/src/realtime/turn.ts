import { createHmac } from 'node:crypto';

/** ICE servers from settings: STUN URLs, and TURN URLs with the shared secret coturn is given. */
export interface IceSettings {
  stunUrls: string[];
  turnUrls: string[];
  /** coturn's `static-auth-secret` (use-auth-secret): credentials are minted from it, never stored. */
  turnSecret: string | null;
  /** How long minted credentials work. */
  turnTtlSeconds: number;
}

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/**
 * The TURN REST API scheme (draft-uberti-behave-turn-rest, what coturn's use-auth-secret checks): the username is
 * "<expiry unix time>:<who>", the password base64(HMAC-SHA1(secret, username)). Short-lived, per participant.
 */
export function iceServersFor(settings: IceSettings, who: string, nowMs: number): IceServer[] {
  const servers: IceServer[] = [];
  if (settings.stunUrls.length > 0) servers.push({ urls: settings.stunUrls });
  if (settings.turnUrls.length > 0 && settings.turnSecret) {
    const username = `${Math.floor(nowMs / 1000) + settings.turnTtlSeconds}:${who}`;
    const credential = createHmac('sha1', settings.turnSecret).update(username).digest('base64');
    servers.push({ urls: settings.turnUrls, username, credential });
  }
  return servers;
}
