/**
 * The one clock that logic reads "now" from (server and web). What day the fair is on, whether a slot has
 * started, an activity's state and the demo fair's dates all follow it, so a test or a demo can put the whole
 * product at any instant. Code that formats a time receives the instant it shows; it never asks the clock.
 *
 * Lifetimes that a third party checks against the real time (access tokens, cookies, the database's now() for
 * expiry) are not fair time and stay on the real clock; elapsed-time measures (cache TTLs, rate-limit windows)
 * use a monotonic timer, which a moved clock must not stretch or shrink.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock standing still at `at` (tests). */
export function fixedClock(at: number): Clock {
  return { now: () => at };
}

/**
 * A clock that reads `at` now and runs on in real time from there (a demo shown "as of" a day, an end-to-end
 * run at a chosen instant, the web following the server's clock). `real` is the clock it runs beside.
 */
export function clockFrom(at: number, real: Clock = systemClock): Clock {
  const offset = at - real.now();
  return { now: () => real.now() + offset };
}

/**
 * A clock a test moves by hand: `set` jumps to an instant, `advance` moves it on. Starts at `at`.
 */
export class ManualClock implements Clock {
  constructor(private at: number) {}
  now(): number {
    return this.at;
  }
  set(at: number): void {
    this.at = at;
  }
  advance(ms: number): void {
    this.at += ms;
  }
}
