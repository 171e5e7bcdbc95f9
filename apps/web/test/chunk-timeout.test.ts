import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  withChunkTimeout,
} from '../src/lib/lazy-with-timeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('chunk timeout wrapper', () => {
  it('uses the spec timeout of 120 s', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with the module when it arrives in time', async () => {
    const load = withChunkTimeout(async () => ({ Page: 'ok' }), 1000);
    await expect(load()).resolves.toEqual({ Page: 'ok' });
  });

  it('rejects with a ChunkLoadError when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => undefined));
    const result = load().then(
      () => 'resolved',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /m/assets/x.js');
    const load = withChunkTimeout(() => Promise.reject(cause), 1000);
    const error = await load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect(isChunkLoadError(cause)).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
  });
});
