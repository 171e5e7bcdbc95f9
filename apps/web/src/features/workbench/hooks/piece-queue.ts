/** One piece of a broadcast: the recorder's session and its place in it. */
export interface Piece {
  session: string;
  seq: number;
  blob: Blob;
}

/**
 * What became of a piece: kept; try it again later (the network or the gateway is away); the gateway misses an
 * earlier piece (the recorder must start a new session); or the live is no longer on air.
 */
export type SendOutcome = 'ok' | 'retry' | 'gap' | 'stop';

/** The longest a broadcast waits between tries; a phone on a fair's network comes back within seconds. */
const MAX_BACKOFF_MS = 4000;
/**
 * Pieces kept while the network is away (about a second each). Past this the phone stops holding them: the
 * broadcaster's recorder starts a new session and viewers skip the gap, rather than the phone running out of
 * memory.
 */
export const MAX_WAITING_PIECES = 90;

/**
 * Sends a recorder's pieces to the gateway one at a time, in order, each until it is kept: a piece that could not
 * be sent is tried again after a growing pause and nothing after it goes first (the gateway takes a session's
 * pieces only in order). A gap or too many waiting pieces ask for a new session; 'stop' drops the rest.
 */
export class PieceQueue {
  private readonly waiting: Piece[] = [];
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly send: (piece: Piece) => Promise<SendOutcome>,
    private readonly pause: (ms: number) => Promise<void>,
    private readonly events: {
      sent: (piece: Piece) => void;
      newSession: () => void;
      stopped: () => void;
      retrying: (attempt: number) => void;
    },
  ) {}

  get length(): number {
    return this.waiting.length;
  }

  push(piece: Piece): void {
    if (this.stopped) return;
    if (this.waiting.length >= MAX_WAITING_PIECES) {
      this.waiting.length = 0;
      this.events.newSession();
      return;
    }
    this.waiting.push(piece);
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once every piece pushed so far was sent (or dropped). */
  async drained(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    let attempt = 0;
    while (this.waiting.length > 0 && !this.stopped) {
      const piece = this.waiting[0]!;
      const outcome = await this.send(piece);
      if (outcome === 'ok') {
        this.waiting.shift();
        attempt = 0;
        this.events.sent(piece);
      } else if (outcome === 'retry') {
        attempt++;
        this.events.retrying(attempt);
        await this.pause(Math.min(MAX_BACKOFF_MS, 250 * 2 ** attempt));
      } else if (outcome === 'gap') {
        // Everything after the missing piece belongs to the session the gateway gave up on.
        this.waiting.length = 0;
        this.events.newSession();
      } else {
        this.stopped = true;
        this.waiting.length = 0;
        this.events.stopped();
      }
    }
  }
}
