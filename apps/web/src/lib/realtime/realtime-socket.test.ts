import { WS_CLOSE } from '@showfloor/contracts';
import { describe, expect, it } from 'vitest';
import { reconnectDelay, restartSpread } from './realtime-socket.ts';

describe('reconnectDelay', () => {
  it('comes back almost at once from a server going away (1001)', () => {
    expect(reconnectDelay(WS_CLOSE.goingAway, 3, 'a')).toBe(200);
  });

  it('backs off after a restart (1012): from the second step, plus the page spread, growing with each try', () => {
    const id = 'f3b1c2d4-0000-4000-8000-000000000001';
    const spread = restartSpread(id);
    expect(reconnectDelay(WS_CLOSE.serviceRestart, 0, id)).toBe(1000 + spread);
    expect(reconnectDelay(WS_CLOSE.serviceRestart, 1, id)).toBe(2000 + spread);
    expect(reconnectDelay(WS_CLOSE.serviceRestart, 9, id)).toBe(8000 + spread);
  });

  it('uses the plain backoff for a dropped line (1006)', () => {
    expect(reconnectDelay(1006, 0, null)).toBe(500);
    expect(reconnectDelay(1006, 4, null)).toBe(8000);
  });
});

describe('restartSpread', () => {
  it('is stable for a socket id and spreads different ids within the window', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `socket-${i}`);
    const spreads = ids.map((id) => restartSpread(id));
    expect(spreads.every((s) => s >= 0 && s < 1000)).toBe(true);
    expect(restartSpread('socket-7')).toBe(spreads[7]);
    // Two hundred pages do not all wait the same: at least a hundred different delays.
    expect(new Set(spreads).size).toBeGreaterThan(100);
  });
});
