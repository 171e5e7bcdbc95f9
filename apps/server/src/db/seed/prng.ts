/** mulberry32: a tiny seeded PRNG, so every seed run writes the same data (no Math.random). */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p: number): boolean => next() < p,
  };
}
export type Rng = ReturnType<typeof createRng>;

/**
 * Deterministic guids: an 8-hex prefix names the kind of row, the last 12 hex digits count. Easy to read in
 * logs and URLs, and stable across runs (SPEC §2 ids are 8-4-4-4-12 hex).
 */
export function guid(prefix: string, n: number): string {
  return `${prefix}-2026-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export const ID_PREFIX = {
  exhibitor: 'e1000000',
  org: 'd1000000',
  product: 'a1000000',
  project: 'f1000000',
  pavilion: 'c1000000',
  category: 'ca000000',
  scaleExhibitor: 'e2000000',
  scaleOrg: 'd2000000',
  scaleProduct: 'a2000000',
  account: 'ac000000',
  identityOrg: 'd9000000',
  attendee: 'a7000000',
  order: '0d000000',
} as const;
