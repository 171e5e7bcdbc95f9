import { randomUUID } from 'node:crypto';
import {
  FLOOD_WARNINGS_BEFORE_CLOSE,
  FRAME_BURST,
  FRAMES_PER_SECOND,
  REALTIME_VERSION,
  type TLanguage,
  type TServerFrame,
} from '@showfloor/contracts';
import type { WebSocket } from 'ws';
import { FrameBucket } from './rate.ts';

type Body<F> = F extends unknown ? Omit<F, 'v'> : never;
export type ServerFrameBody = Body<TServerFrame>;

/** A server frame as the wire carries it. */
export const frameText = (frame: ServerFrameBody): string =>
  JSON.stringify({ v: REALTIME_VERSION, ...frame });

/** One socket of /ws: who it is (once `auth` came), its language, its flood allowance, what it belongs to. */
export class Connection {
  readonly id = randomUUID();
  accountId: string | null = null;
  floodWarnings = 0;
  /** Topics it is a member of, with its key in each (a room's seat id). */
  readonly memberships = new Map<string, string>();
  private readonly bucket: FrameBucket;

  constructor(
    readonly socket: WebSocket,
    readonly lang: TLanguage,
    /** The client's address (the rate limits of guesses key on it for a socket without an account). */
    readonly ip: string,
    now: number,
  ) {
    this.bucket = new FrameBucket(FRAMES_PER_SECOND, FRAME_BURST, now);
  }

  send(frame: ServerFrameBody): void {
    this.sendText(frameText(frame));
  }

  /** A frame already written out (one message to many sockets is serialized once: frameText). */
  sendText(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(text);
  }

  /** false when the frame is over the allowance; the caller answers "operation too fast". */
  allow(now: number): boolean {
    return this.bucket.take(now);
  }

  /** One more refusal for flooding; true when it is time to close the socket. */
  warnFlood(): boolean {
    this.floodWarnings += 1;
    return this.floodWarnings > FLOOD_WARNINGS_BEFORE_CLOSE;
  }
}
