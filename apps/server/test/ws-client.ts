import { REALTIME_PATH, type TClientFrameBody, type TServerFrame } from '@showfloor/contracts';
import WebSocket from 'ws';

type Frame = TServerFrame;

/**
 * A /ws client for tests: every frame it receives is kept, `next` waits for the first one (not taken yet) that
 * matches. Never a sleep: a test waits for what it expects, or fails after `timeoutMs` saying what it saw.
 */
export class WsClient {
  readonly frames: Frame[] = [];
  private taken = new Set<number>();
  private waiters: (() => void)[] = [];
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      for (const w of this.waiters.splice(0)) w();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async open(origin: string, lang = 'en-US'): Promise<WsClient> {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${REALTIME_PATH}?lang=${lang}`);
    const client = new WsClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    await client.next('hello');
    return client;
  }

  send(frame: TClientFrameBody | Record<string, unknown>): void {
    this.socket.send(JSON.stringify({ v: 1, ...frame }));
  }

  sendRaw(text: string | Buffer): void {
    this.socket.send(text);
  }

  async next<T extends Frame['type']>(
    type: T,
    match: (f: Extract<Frame, { type: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<Frame, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.frames.findIndex(
        (f, k) => !this.taken.has(k) && f.type === type && match(f as Extract<Frame, { type: T }>),
      );
      if (i >= 0) {
        this.taken.add(i);
        return this.frames[i] as Extract<Frame, { type: T }>;
      }
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) waiting for ${type}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no ${type} frame; got ${JSON.stringify(this.frames.map((f) => f.type))}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** Sends a frame with a ref and waits for the answer to it (ok, error, or the frame that answers it). */
  async ask<T extends Frame['type']>(
    frame: Record<string, unknown>,
    answer: T,
  ): Promise<Extract<Frame, { type: T }> | Extract<Frame, { type: 'error' }>> {
    const ref = Math.random().toString(36).slice(2);
    this.send({ ...frame, ref });
    const deadline = Date.now() + 5000;
    for (;;) {
      const i = this.frames.findIndex(
        (f, k) =>
          !this.taken.has(k) && 'ref' in f && f.ref === ref && (f.type === answer || f.type === 'error'),
      );
      if (i >= 0) {
        this.taken.add(i);
        return this.frames[i] as Extract<Frame, { type: T }> | Extract<Frame, { type: 'error' }>;
      }
      if (this.closed)
        throw new Error(
          `socket closed (${this.closed.code}) waiting for the answer to ${String(frame.type)}`,
        );
      if (Date.now() > deadline)
        throw new Error(`no answer to ${String(frame.type)}; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }

  /** Resolves when the socket has closed (the server closed it, or close() was called). */
  async whenClosed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('the socket did not close');
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.closed;
  }
}
