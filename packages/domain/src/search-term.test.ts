import { SEARCH_TERM_PATTERN } from '@showfloor/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkSearchTerm,
  highlight,
  highlightHtml,
  highlightRanges,
  indexLexemes,
  queryTokens,
  searchTermMessage,
  toTsQuery,
} from './search-term.ts';

describe('search term: minimum 2 characters', () => {
  it('the OpenAPI document states the same rule as the check (its pattern, read with the u flag)', () => {
    const pattern = new RegExp(SEARCH_TERM_PATTERN, 'u');
    const samples = [
      '',
      ' ',
      'a',
      ' a ',
      'ab',
      '  ab  ',
      '\tab\n',
      '机',
      '机器',
      '𠀀',
      '𠀀𠀀',
      'a b',
      'x'.repeat(100),
      'x'.repeat(101),
      ` ${'x'.repeat(100)} `,
      '𠀀'.repeat(100),
      '𠀀'.repeat(101),
      `a${' '.repeat(98)}b`,
      `a${' '.repeat(99)}b`,
      '\u3000机器\u3000',
      'a\u3000',
    ];
    for (const s of samples) expect([s, pattern.test(s)]).toEqual([s, checkSearchTerm(s).ok]);
  });

  it('counts characters, not bytes or UTF-16 units, after trimming', () => {
    expect(checkSearchTerm('机器')).toEqual({ ok: true, term: '机器' });
    expect(checkSearchTerm('  ab ')).toEqual({ ok: true, term: 'ab' });
    expect(checkSearchTerm('机')).toEqual({ ok: false, problem: 'tooShort' });
    expect(checkSearchTerm(' a  ')).toEqual({ ok: false, problem: 'tooShort' });
    expect(checkSearchTerm('𠀀')).toEqual({ ok: false, problem: 'tooShort' });
    expect(checkSearchTerm('x'.repeat(100)).ok).toBe(true);
    expect(checkSearchTerm('x'.repeat(101))).toEqual({ ok: false, problem: 'tooLong' });
  });

  it("has the spec's message in every language", () => {
    expect(searchTermMessage('tooShort', 'en-US')).toBe('search term minimum 2 characters');
    expect(searchTermMessage('tooShort', 'zh-CN')).toContain('2');
    expect(searchTermMessage('tooShort', 'pt-PT')).toContain('2');
  });
});

describe('tokenization', () => {
  it('indexes CJK runs as overlapping bigrams and other runs as folded words with their prefixes', () => {
    expect(indexLexemes('上海智能机器人 Robotics Café')).toEqual([
      '上海',
      '海智',
      '智能',
      '能机',
      '机器',
      '器人',
      'ro',
      'rob',
      'robo',
      'robot',
      'roboti',
      'robotic',
      'robotics',
      'ca',
      'caf',
      'cafe',
    ]);
    expect(indexLexemes('宁 ＡＢＣ1 go')).toEqual(['宁', 'ab', 'abc', 'abc1', 'go']);
  });

  it('queries words exactly (their prefixes are indexed), a 2-char Chinese term as one bigram, a lone Han character as a prefix', () => {
    expect(queryTokens('机器')).toEqual([{ text: '机器', prefix: false, cjk: true }]);
    expect(queryTokens('机器人 Robo')).toEqual([
      { text: '机器', prefix: false, cjk: true },
      { text: '器人', prefix: false, cjk: true },
      { text: 'robo', prefix: false, cjk: false },
    ]);
    expect(queryTokens('机 ab c').map((t) => t.prefix)).toEqual([true, false, true]);
    expect(queryTokens('!! ??')).toEqual([]);
  });

  it('builds tsquery text with quoted lexemes', () => {
    expect(toTsQuery(queryTokens('机器 robot'))).toBe("'机器' & 'robot'");
    expect(toTsQuery([])).toBeNull();
  });

  it('restricts the lexemes to the weights of the searched parts', () => {
    expect(toTsQuery(queryTokens('机器 r'), 'BA')).toBe("'机器':AB & 'r':*AB");
    expect(toTsQuery(queryTokens('robot'), 'D')).toBe("'robot':D");
    // All four weights are the whole document: no restriction.
    expect(toTsQuery(queryTokens('机 robot'), 'DCBA')).toBe("'机':* & 'robot'");
    expect(() => toTsQuery(queryTokens('robot'), 'E')).toThrow();
  });
});

describe('highlighting', () => {
  it('finds bigrams anywhere and words at word starts, in original offsets', () => {
    expect(highlightRanges('上海机器人', queryTokens('机器人'))).toEqual([{ start: 2, end: 5 }]);
    expect(highlightRanges('Smart art Café', queryTokens('art cafe'))).toEqual([
      { start: 6, end: 9 },
      { start: 10, end: 14 },
    ]);
  });

  it('escapes everything but its own <em> marks', () => {
    const text = '<script>alert("机器")</script> & co';
    const h = highlight(text, queryTokens('机器'));
    expect(h.html).toBe('&lt;script&gt;alert(&quot;<em>机器</em>&quot;)&lt;/script&gt; &amp; co');
    expect(h.html).not.toMatch(/<(?!\/?em>)/);
    expect(highlightHtml('a<b', [])).toBe('a&lt;b');
  });

  it('cuts a long text around the first match and keeps the ranges on it', () => {
    const text = 'x'.repeat(100) + ' robot ' + 'y'.repeat(100);
    const h = highlight(text, queryTokens('robot'), 40);
    expect(h.text.startsWith('…')).toBe(true);
    expect(h.text.endsWith('…')).toBe(true);
    const r = h.ranges[0]!;
    expect(h.text.slice(r.start, r.end)).toBe('robot');
  });
});
