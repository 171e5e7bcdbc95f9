import { SEARCH_TERM_MAX, SEARCH_TERM_MIN, type THighlighted, type TLanguage } from '@showfloor/contracts';

/**
 * Search terms and the text they are matched against (a term has at least 2 characters).
 *
 * PostgreSQL's full-text parser does not segment Chinese, so text is tokenized here, the same way for the
 * index and for the query: runs of CJK characters become overlapping bigrams ('智能机器' -> 智能, 能机, 机器),
 * any other run of letters/digits becomes one lower-cased word with accents folded ('Café' -> cafe). A
 * 2-character Chinese term is then exactly one lexeme, and a longer one the AND of its bigrams.
 */

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD = /[\p{L}\p{N}]/u;

export type SearchTermProblem = 'tooShort' | 'tooLong';
export type SearchTermCheck = { ok: true; term: string } | { ok: false; problem: SearchTermProblem };

/** Length in characters (code points), so an emoji or a rare Han character counts once. */
const charCount = (s: string) => [...s].length;

/** The rule both the web (no request for a short term) and the server (400) apply. */
export function checkSearchTerm(raw: string): SearchTermCheck {
  const term = raw.trim();
  const n = charCount(term);
  if (n < SEARCH_TERM_MIN) return { ok: false, problem: 'tooShort' };
  if (n > SEARCH_TERM_MAX) return { ok: false, problem: 'tooLong' };
  return { ok: true, term };
}

/** Dictionary keys of the two refusals, and their words when no dictionary answers. */
export const SEARCH_TERM_MESSAGE_KEYS: Record<SearchTermProblem, string> = {
  tooShort: 'search_term_min_length',
  tooLong: 'search_term_max_length',
};
const SEARCH_TERM_WORDS: Record<SearchTermProblem, Record<TLanguage, string>> = {
  tooShort: {
    'zh-CN': '搜索词至少2个字符',
    zh: '搜索词至少2个字符',
    'zh-HK': '搜尋詞至少2個字元',
    'en-US': 'search term minimum 2 characters',
    'pt-PT': 'o termo de pesquisa precisa de pelo menos 2 caracteres',
  },
  tooLong: {
    'zh-CN': '搜索词最多100个字符',
    zh: '搜索词最多100个字符',
    'zh-HK': '搜尋詞最多100個字元',
    'en-US': 'search term maximum 100 characters',
    'pt-PT': 'o termo de pesquisa pode ter no máximo 100 caracteres',
  },
};
export function searchTermMessage(problem: SearchTermProblem, lang: TLanguage): string {
  return SEARCH_TERM_WORDS[problem][lang];
}

/** One character as matched: compatibility form (full-width -> ASCII), accents dropped, lower case. */
function foldChar(c: string): string {
  return c.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A token: `prefix` ones match any lexeme starting with them (words being typed, a lone Han character). */
export interface SearchToken {
  text: string;
  prefix: boolean;
  cjk: boolean;
}

interface Run {
  text: string;
  cjk: boolean;
}

function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let cur: Run | null = null;
  for (const raw of text) {
    const c = foldChar(raw);
    const kind = CJK.test(raw) ? 'cjk' : WORD.test(c) ? 'word' : null;
    if (!kind) {
      cur = null;
      continue;
    }
    const cjk = kind === 'cjk';
    if (!cur || cur.cjk !== cjk) {
      cur = { text: '', cjk };
      runs.push(cur);
    }
    cur.text += c;
  }
  return runs;
}

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * A word and its leading parts of 2+ characters ('robots' -> ro, rob, robo, robot, robots): a query word
 * then matches as a prefix with an exact GIN lookup, not a partial-match scan over many index entries.
 */
const MAX_PREFIX = 20;
function wordPrefixes(word: string): string[] {
  const chars = [...word];
  if (chars.length <= 2) return [word];
  const out: string[] = [];
  for (let n = 2; n <= Math.min(chars.length, MAX_PREFIX); n++) out.push(chars.slice(0, n).join(''));
  if (chars.length > MAX_PREFIX) out.push(word);
  return out;
}

/** Lexemes of a text to index: CJK bigrams (a lone CJK character as itself) and folded words. */
export function indexLexemes(text: string): string[] {
  const out = new Set<string>();
  for (const run of runsOf(text)) {
    if (run.cjk) for (const b of bigrams(run.text)) out.add(b);
    else for (const p of wordPrefixes(run.text)) out.add(p);
  }
  return [...out];
}

/** Tokens of a query: all must match. Words match as prefixes of indexed words; a lone CJK character matches bigrams it starts. */
export function queryTokens(term: string): SearchToken[] {
  const seen = new Set<string>();
  const out: SearchToken[] = [];
  for (const run of runsOf(term)) {
    const single = run.cjk && [...run.text].length === 1;
    const parts = run.cjk ? bigrams(run.text) : [run.text];
    for (const text of parts) {
      if (seen.has(text)) continue;
      seen.add(text);
      // Words are indexed with their prefixes, so only a 1-letter word or a lone Han character needs a
      // prefix match in the query; a word longer than the indexed prefixes is cut to them.
      const word = run.cjk ? text : [...text].slice(0, MAX_PREFIX).join('');
      out.push({ text: word, prefix: single || (!run.cjk && [...text].length === 1), cjk: run.cjk });
    }
  }
  return out;
}

/**
 * The tokens as PostgreSQL tsquery text: quoted lexemes (the tsquery input never runs the parser on a
 * quoted lexeme, so CJK stays as given) joined with &. Null when the term has no letters or digits.
 * `weights` (letters A-D) restricts every lexeme to the parts of the document indexed with those weights;
 * none or all four means anywhere.
 */
export function toTsQuery(tokens: readonly SearchToken[], weights = ''): string | null {
  if (tokens.length === 0) return null;
  if (!/^[ABCD]*$/.test(weights)) throw new Error(`tsquery weights are letters A to D, not ${weights}`);
  const only = new Set(weights).size === 4 ? '' : [...new Set(weights)].sort().join('');
  const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  const label = (t: SearchToken) => (t.prefix || only ? `:${t.prefix ? '*' : ''}${only}` : '');
  return tokens.map((t) => quote(t.text) + label(t)).join(' & ');
}

interface Folded {
  text: string;
  /** For each UTF-16 unit of the folded text: the original offsets of the character it came from. */
  start: number[];
  end: number[];
  /** Whether the folded unit is at the start of a word (previous original character not a letter/digit). */
  wordStart: boolean[];
}

function fold(text: string): Folded {
  const f: Folded = { text: '', start: [], end: [], wordStart: [] };
  let offset = 0;
  let prevWord = false;
  for (const raw of text) {
    const c = foldChar(raw);
    const isWord = WORD.test(c) && !CJK.test(raw);
    for (let i = 0; i < c.length; i++) {
      f.start.push(offset);
      f.end.push(offset + raw.length);
      f.wordStart.push(i === 0 && isWord && !prevWord);
    }
    f.text += c;
    offset += raw.length;
    prevWord = isWord;
  }
  return f;
}

export interface TextRange {
  start: number;
  end: number;
}

/** Where the query's tokens occur in a text (original offsets, sorted, overlaps merged). */
export function highlightRanges(text: string, tokens: readonly SearchToken[]): TextRange[] {
  if (!text || tokens.length === 0) return [];
  const f = fold(text);
  const found: TextRange[] = [];
  for (const t of tokens) {
    let from = 0;
    for (;;) {
      const i = f.text.indexOf(t.text, from);
      if (i < 0) break;
      from = i + 1;
      // A word must start at a word boundary ('art' is not highlighted inside 'smart').
      if (!t.cjk && !f.wordStart[i]) continue;
      const j = i + t.text.length - 1;
      found.push({ start: f.start[i]!, end: f.end[j]! });
    }
  }
  found.sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: TextRange[] = [];
  for (const r of found) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The text HTML-escaped with each range wrapped in <em>: the only markup in the result is ours. */
export function highlightHtml(text: string, ranges: readonly TextRange[]): string {
  let out = '';
  let at = 0;
  for (const r of ranges) {
    out += escapeHtml(text.slice(at, r.start)) + '<em>' + escapeHtml(text.slice(r.start, r.end)) + '</em>';
    at = r.end;
  }
  return out + escapeHtml(text.slice(at));
}

/**
 * A highlighted text, cut to about `max` characters around the first match when longer (with '…' on the
 * cut sides), so a long description shows the part that matched.
 */
export function highlight(text: string, tokens: readonly SearchToken[], max = Infinity): THighlighted {
  let t = text;
  let ranges = highlightRanges(t, tokens);
  if (t.length > max) {
    const first = ranges[0]?.start ?? 0;
    let from = Math.max(0, first - Math.floor(max / 3));
    let to = Math.min(t.length, from + max);
    from = Math.max(0, to - max);
    if (/[\uD800-\uDBFF]/.test(t[to - 1] ?? '')) to -= 1;
    // Never cut a surrogate pair in half.
    if (/[\uDC00-\uDFFF]/.test(t[from] ?? '')) from += 1;
    const head = from > 0 ? '…' : '';
    const tail = to < t.length ? '…' : '';
    const shift = head.length - from;
    ranges = ranges
      .filter((r) => r.start >= from && r.end <= to)
      .map((r) => ({ start: r.start + shift, end: r.end + shift }));
    t = head + t.slice(from, to) + tail;
  }
  return { text: t, ranges, html: highlightHtml(t, ranges) };
}
