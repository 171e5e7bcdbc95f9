import { type Clock, clockFrom, systemClock } from '@showfloor/domain';

/**
 * The web's one clock: logic asks `now()`, never Date.now(). It follows the server's clock from the moment the
 * document was made (boot data `now`), so "today" and "has this slot started" agree with the server that decides
 * them even on a phone whose clock is off, and a server whose clock is set (CLOCK_AT, tests) moves the page too.
 * Token lifetimes stay on the browser's own clock: the browser checks those, not the fair.
 */
let clock: Clock = systemClock;

export function now(): number {
  return clock.now();
}

/** Runs the clock on from the server's reading (the document's boot data). */
export function followServerClock(serverNow: number): void {
  if (Number.isFinite(serverNow)) clock = clockFrom(serverNow);
}

/** Tests: put the clock at an instant (or back on the machine's clock with no argument). */
export function setClock(next: Clock = systemClock): void {
  clock = next;
}
