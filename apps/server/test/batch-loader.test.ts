import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BatchLoader } from '../src/lib/batch-loader.ts';

/** A loader over a fixed table that records every batch it was asked for. */
function recording(table: Record<string, number>, fail?: (keys: string[]) => boolean) {
  const batches: string[][] = [];
  const loader = new BatchLoader<number>(async (keys) => {
    batches.push(keys);
    if (fail?.(keys)) throw new Error('database down');
    return new Map(keys.filter((k) => k in table).map((k) => [k, table[k]!]));
  });
  return { loader, batches };
}

describe('BatchLoader', () => {
  it('asks once for the distinct keys of one turn; every caller gets its own value, a missing key undefined', async () => {
    const { loader, batches } = recording({ a: 1, b: 2, c: 3 });
    const got = await Promise.all(['a', 'b', 'a', 'x', 'c'].map((k) => loader.load(k)));
    expect(got).toEqual([1, 2, 1, undefined, 3]);
    expect(batches).toEqual([['a', 'b', 'x', 'c']]);
  });

  it('keys asked for in a later turn go in a batch of their own, read after they were asked for', async () => {
    const table: Record<string, number> = { a: 1 };
    const { loader, batches } = recording(table);
    expect(await loader.load('a')).toBe(1);
    table.a = 10;
    await nextTurn();
    expect(await Promise.all([loader.load('a'), loader.load('b')])).toEqual([10, undefined]);
    expect(batches).toEqual([['a'], ['a', 'b']]);
  });

  it('a failed read fails every caller of its batch and no later one', async () => {
    const { loader } = recording({ a: 1, b: 2 }, (keys) => keys.includes('a'));
    const first = await Promise.allSettled([loader.load('a'), loader.load('b')]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await loader.load('b')).toBe(2);
  });
});
