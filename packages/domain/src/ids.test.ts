import { describe, expect, it } from 'vitest';
import { isGuid } from './ids.ts';

describe('isGuid', () => {
  it('accepts 8-4-4-4-12 hex only', () => {
    expect(isGuid('3f2a1c9e-0b7d-4e5f-8a6b-1c2d3e4f5a6b')).toBe(true);
    expect(isGuid('3F2A1C9E-0B7D-4E5F-8A6B-1C2D3E4F5A6B')).toBe(true);
    expect(isGuid('3f2a1c9e0b7d4e5f8a6b1c2d3e4f5a6b')).toBe(false);
    expect(isGuid('3f2a1c9e-0b7d-4e5f-8a6b-1c2d3e4f5a6g')).toBe(false);
    expect(isGuid('123')).toBe(false);
    expect(isGuid(undefined)).toBe(false);
  });
});
