import {
  REALTIME_PATH,
  REALTIME_VERSION,
  WS_CLOSE,
  type TClientFrameBody,
  type TLanguage,
  type TServerFrame,
} from '@showfloor/contracts';
import { getAccessToken } from '../auth-session.ts';

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';
type FrameOfType<T extends TServerFrame['type']> = Extract<TServerFrame, { type: T }>;
type ErrorFrame = FrameOfType<'error'>;

/** A refusal the server sent for a frame (its business code and message, in the socket's language). */
export class RealtimeError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RealtimeError';
  }
}

const BACKOFF_MS = [500, 1000, 2000, 4000, 8000];
/**
 * A gateway restarting (close 1012) is gone for a moment and every page it served is told at once: each page waits
 * the backoff plus its own share of this spread, taken from the socket's id, so they do not all knock together.
 */
const RESTART_SPREAD_MS = 1000;

/** A stable number in [0, spread) from the socket id the server gave (no randomness: the same page waits the same). */
export function restartSpread(socketId: string | null, spread = RESTART_SPREAD_MS): number {
  let h = 0;
  for (const ch of socketId ?? '') h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % spread;
}

/**
 * How long to wait before reconnecting after a close: at once-ish for a server going away (1001), the backoff for
 * anything else, and for a restart (1012) the backoff from its second step plus the page's spread, since the
 * process that answers next may still be starting.
 */
export function reconnectDelay(code: number, attempt: number, socketId: string | null): number {
  if (code === WS_CLOSE.goingAway) return 200;
  const step = (n: number) => BACKOFF_MS[Math.min(n, BACKOFF_MS.length - 1)]!;
  if (code === WS_CLOSE.serviceRestart) return step(attempt + 1) + restartSpread(socketId);
  return step(attempt);
}
const ASK_TIMEOUT_MS = 15_000;
/**
 * A socket whose network went away can look open for minutes (TCP notices late): a ping this often that gets no
 * pong within PONG_WAIT_MS is taken as a dead line, closed, and replaced.
 */
const PING_EVERY_MS = 25_000;
const PONG_WAIT_MS = 10_000;

/**
 * The page's one connection to /ws (DESIGN.md §3): signs in with the page's access token when it has one,
 * reconnects by itself with backoff (and at once when the network comes back), and tells who listens. Features
 * send frames, `ask` for the answer to one, and re-send their state after a reconnect (`onOpen`).
 */
export class RealtimeSocket {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private stopped = false;
  private seq = 0;
  private readonly listeners = new Set<(frame: TServerFrame) => void>();
  private readonly openListeners = new Set<() => void>();
  private readonly statusListeners = new Set<(s: SocketStatus) => void>();
  private readonly pending = new Map<
    string,
    { resolve: (f: TServerFrame) => void; reject: (e: Error) => void }
  >();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The id the server gave this socket in its hello (spreads reconnects after a restart). */
  private socketId: string | null = null;
  status: SocketStatus = 'connecting';

  private heartbeat: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly lang: TLanguage) {
    window.addEventListener('online', this.reconnectNow);
    window.addEventListener('offline', this.dropLine);
    this.connect();
  }

  /** The browser says the network is gone: the line is dead, say so now (and catch up when it is back). */
  private readonly dropLine = () => {
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) this.socket.close(4000, 'offline');
  };

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      const socket = this.socket;
      if (socket?.readyState !== WebSocket.OPEN) return;
      const late = setTimeout(() => {
        if (this.socket === socket) socket.close(4001, 'no pong');
      }, PONG_WAIT_MS);
      this.ask({ type: 'ping' }).then(
        () => clearTimeout(late),
        () => clearTimeout(late),
      );
    }, PING_EVERY_MS);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private readonly reconnectNow = () => {
    if (this.stopped || this.socket?.readyState === WebSocket.OPEN) return;
    if (this.timer) clearTimeout(this.timer);
    this.connect();
  };

  private setStatus(s: SocketStatus): void {
    this.status = s;
    for (const l of this.statusListeners) l(s);
  }

  private connect(): void {
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${scheme}//${window.location.host}${REALTIME_PATH}?lang=${this.lang}`);
    this.socket = socket;
    socket.onmessage = (ev) => {
      let frame: TServerFrame;
      try {
        frame = JSON.parse(String(ev.data)) as TServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'hello') {
        this.socketId = frame.socket;
        void this.opened();
        return;
      }
      const ref = 'ref' in frame ? frame.ref : undefined;
      const waiting = ref ? this.pending.get(ref) : undefined;
      if (ref && waiting) {
        this.pending.delete(ref);
        if (frame.type === 'error') waiting.reject(new RealtimeError(frame.code, frame.message));
        else waiting.resolve(frame);
      }
      for (const l of this.listeners) l(frame);
    };
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.stopHeartbeat();
      for (const [, p] of this.pending) p.reject(new RealtimeError(0, 'connection lost'));
      this.pending.clear();
      // A policy close (flooding, an old client) is not retried blindly; anything else, a gateway restart (1012)
      // included, comes back: the page shows "reconnecting", never an error.
      if (this.stopped || ev.code === WS_CLOSE.policy) {
        this.setStatus('closed');
        return;
      }
      this.setStatus('reconnecting');
      const wait = reconnectDelay(ev.code, this.attempt, this.socketId);
      this.attempt += 1;
      this.timer = setTimeout(() => this.connect(), wait);
    };
  }

  private async opened(): Promise<void> {
    this.attempt = 0;
    this.startHeartbeat();
    const token = getAccessToken();
    if (token) {
      try {
        await this.ask({ type: 'auth', token });
      } catch {
        // An expired token: the socket stays a guest's; what needs the account says so when asked.
      }
    }
    this.setStatus('open');
    for (const l of this.openListeners) l();
  }

  send(frame: TClientFrameBody): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    this.socket.send(JSON.stringify({ v: REALTIME_VERSION, ...frame }));
  }

  /** Sends a frame and resolves with the server's answer to it; an error frame rejects with RealtimeError. */
  ask(frame: TClientFrameBody): Promise<TServerFrame> {
    const ref = `r${++this.seq}`;
    return new Promise((resolve, reject) => {
      if (this.socket?.readyState !== WebSocket.OPEN) {
        reject(new RealtimeError(0, 'not connected'));
        return;
      }
      const timer = setTimeout(() => {
        this.pending.delete(ref);
        reject(new RealtimeError(0, 'no answer'));
      }, ASK_TIMEOUT_MS);
      this.pending.set(ref, {
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.socket.send(JSON.stringify({ v: REALTIME_VERSION, ...frame, ref }));
    });
  }

  on(listener: (frame: TServerFrame) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called each time the socket is (again) open and signed in: re-join, catch up. */
  onOpen(listener: () => void): () => void {
    this.openListeners.add(listener);
    if (this.status === 'open') listener();
    return () => this.openListeners.delete(listener);
  }

  onStatus(listener: (s: SocketStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  close(): void {
    this.stopped = true;
    this.stopHeartbeat();
    window.removeEventListener('online', this.reconnectNow);
    window.removeEventListener('offline', this.dropLine);
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
    this.setStatus('closed');
  }
}

export type { ErrorFrame };

let shared: RealtimeSocket | null = null;
let users = 0;

/**
 * The page's socket, opened on first use and closed when the last user lets go: one connection per page,
 * however many components listen (setting the event starts messaging once, never per component).
 */
export function acquireRealtime(lang: TLanguage): { socket: RealtimeSocket; release: () => void } {
  if (!shared) shared = new RealtimeSocket(lang);
  users += 1;
  const socket = shared;
  let released = false;
  return {
    socket,
    release: () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0 && shared === socket) {
        shared.close();
        shared = null;
      }
    },
  };
}
