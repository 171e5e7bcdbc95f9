import { describe, expect, it } from 'vitest';
import { piecesFromRanges } from '../src/components/cards/highlight.ts';
import { nextPageNo } from '../src/components/cards/paging.ts';
import { decimalPrice, minorUnitPrice } from '../src/components/cards/price.ts';
import { pairs } from '../src/components/cards/rows.ts';
import { formatDuration } from '../src/components/cards/video-card.tsx';

describe('piecesFromRanges (search highlighting without HTML)', () => {
  it('marks the ranges and keeps every character once', () => {
    expect(piecesFromRanges('智能机器人', [{ start: 0, end: 2 }])).toEqual([
      { text: '智能', hit: true },
      { text: '机器人', hit: false },
    ]);
  });
  it('keeps markup in the text as text', () => {
    const pieces = piecesFromRanges('<b>LED</b> lamp', [{ start: 3, end: 6 }]);
    expect(pieces.map((p) => p.text).join('')).toBe('<b>LED</b> lamp');
    expect(pieces.find((p) => p.hit)?.text).toBe('LED');
  });
  it('merges overlapping and adjacent ranges, clips out-of-bounds ones, ignores inverted ones', () => {
    expect(
      piecesFromRanges('abcdef', [
        { start: 1, end: 3 },
        { start: 2, end: 4 },
        { start: 4, end: 5 },
        { start: 5, end: 99 },
        { start: 3, end: 1 },
        { start: -4, end: 0 },
      ]),
    ).toEqual([
      { text: 'a', hit: false },
      { text: 'bcdef', hit: true },
    ]);
  });
  it('gives nothing for an empty text and one plain piece without ranges', () => {
    expect(piecesFromRanges('', [{ start: 0, end: 1 }])).toEqual([]);
    expect(piecesFromRanges('Feira', [])).toEqual([{ text: 'Feira', hit: false }]);
  });
});

describe('nextPageNo (infinite scroll)', () => {
  const pager = (pageNo: number, totalPages: number) => ({ pageNo, pageSize: 20, total: 99, totalPages });
  it('asks for the next page until the last', () => {
    expect(nextPageNo(pager(1, 3), 20)).toBe(2);
    expect(nextPageNo(pager(3, 3), 19)).toBeUndefined();
  });
  it('stops on a missing pager or an empty page, so a bad answer cannot loop', () => {
    expect(nextPageNo(null, 20)).toBeUndefined();
    expect(nextPageNo(pager(1, 5), 0)).toBeUndefined();
  });
});

describe('prices in the event currency: 2 decimals, 3-digit grouping', () => {
  it('formats minor units with 2 decimals and grouping', () => {
    expect(minorUnitPrice(123456, 'CNY', 'zh-CN')).toBe('¥1,234.56');
    expect(minorUnitPrice(123456, 'EUR', 'pt-PT')).toMatch(/^1\s?234,56\s€$/);
    expect(minorUnitPrice(null, 'USD', 'en-US')).toBeNull();
  });
  it('formats a decimal string, and gives null (price on request) for none or garbage', () => {
    expect(decimalPrice('99.5', 'USD', 'en-US')).toBe('$99.50');
    expect(decimalPrice(null, 'USD', 'en-US')).toBeNull();
    expect(decimalPrice(' ', 'USD', 'en-US')).toBeNull();
    expect(decimalPrice('abc', 'USD', 'en-US')).toBeNull();
  });
});

describe('pairs (two-column rows)', () => {
  it('groups two by two with a short last row', () => {
    expect(pairs([1, 2, 3])).toEqual([[1, 2], [3]]);
    expect(pairs([])).toEqual([]);
  });
});

describe('formatDuration', () => {
  it('shows m:ss, h:mm:ss past an hour, nothing for unknown', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(0)).toBe('');
  });
});
