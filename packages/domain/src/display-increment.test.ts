import { describe, expect, it } from 'vitest';
import { compactCount, displayedCount } from './display-increment.ts';

describe('display-increment rules', () => {
  it('defaults to multiplier 1 and base 0', () => {
    expect(displayedCount(37, [], 'visit')).toBe(37);
  });

  it('applies multiplier then base, per counter', () => {
    const rules = [
      { ruleType: 'multiplier' as const, visit: 3, favorites: 2, like: 1.5 },
      { ruleType: 'baseNumber' as const, visit: 1000, favorites: 50, like: 0 },
    ];
    expect(displayedCount(10, rules, 'visit')).toBe(1030);
    expect(displayedCount(10, rules, 'favorites')).toBe(70);
    expect(displayedCount(3, rules, 'like')).toBe(5); // 4.5 rounds to 5
  });

  it('lets the last rule of a type win and never shows a negative number', () => {
    const rules = [
      { ruleType: 'baseNumber' as const, visit: 100, favorites: 0, like: 0 },
      { ruleType: 'baseNumber' as const, visit: -500, favorites: 0, like: 0 },
    ];
    expect(displayedCount(10, rules, 'visit')).toBe(0);
  });

  it('shortens large numbers per language', () => {
    expect(compactCount(999, 'en-US')).toBe('999');
    expect(compactCount(12_345, 'en-US')).toBe('12.3K');
    expect(compactCount(12_345, 'zh-CN')).toBe('1.2万');
    expect(compactCount(12_345, 'zh-HK')).toBe('1.2萬');
    expect(compactCount(2_000_000, 'pt-PT')).toBe('2M');
    expect(compactCount(300_000_000, 'zh-CN')).toBe('3亿');
  });
});
