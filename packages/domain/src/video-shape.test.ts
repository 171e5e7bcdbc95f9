import { describe, expect, it } from 'vitest';
import { isSixteenNine } from './video-shape.ts';

describe('a product video’s shape', () => {
  it('is 16:9 at the usual sizes, 854x480 included', () => {
    for (const [w, h] of [
      [1920, 1080],
      [1280, 720],
      [854, 480],
      [320, 180],
    ] as const)
      expect(isSixteenNine(w, h)).toBe(true);
  });

  it('is not 4:3, 1.85:1, a portrait clip or an empty size', () => {
    for (const [w, h] of [
      [240, 180],
      [1998, 1080],
      [1080, 1920],
      [0, 0],
      [1920, 0],
    ] as const)
      expect(isSixteenNine(w, h)).toBe(false);
  });
});
