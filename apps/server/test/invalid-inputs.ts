import querystring from 'node:querystring';
import {
  type CallContract,
  type CallSchemas,
  CONTROL_CHARACTER,
  HEADERS,
  LANGUAGE_PARAM,
} from '@showfloor/contracts';
import fc from 'fast-check';
import type { z } from 'zod';

/*
 * Invalid requests generated from a call's contract and its zod schemas (zod v4's own definitions, `_zod.def`),
 * for the property-based bad-input suite (bad-input-property.test.ts). Each request says why it is invalid:
 * either its transport is broken by construction (malformed JSON, a content type the call does not take, a raw
 * body that is not a file of its kind, a broken %-escape in the address) or the value the server will parse
 * fails the call's own schema or holds a control character (the gateway's rule for every call). `isInvalid`
 * decides that on the very value the server parses (the JSON text parsed again, the query string parsed again),
 * so a generator that happens to make a valid input is caught and the input discarded.
 */

/** What a zod v4 schema says about itself; only the fields this generator reads. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  in?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  checks?: readonly { _zod: { def: CheckDef } }[];
  coerce?: boolean;
  format?: string;
  getter?: () => z.ZodType;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

interface Limits {
  min?: number;
  max?: number;
  gt?: number;
  lt?: number;
  int: boolean;
  pattern?: RegExp;
  format?: string;
}

function limitsOf(def: Def): Limits {
  const l: Limits = { int: false, format: def.format };
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'min_length') l.min = d.minimum;
    else if (d.check === 'max_length') l.max = d.maximum;
    else if (d.check === 'greater_than') l.gt = Number(d.value) + (d.inclusive ? 0 : Number.EPSILON);
    else if (d.check === 'less_than') l.lt = Number(d.value) - (d.inclusive ? 0 : Number.EPSILON);
    else if (d.check === 'number_format') l.int = true;
    else if (d.check === 'string_format') {
      if (d.pattern && d.format === 'regex') l.pattern = d.pattern;
      else l.format = d.format;
    }
  }
  return l;
}

/** Where a value travels: a JSON body keeps types, a query string or a path segment carries only text. */
export type Where = 'body' | 'query' | 'params';

/** The longest string the generator writes to cross a maximum (a larger limit is the body limit's to refuse). */
const LONGEST = 20_000;

const HOSTILE_TEXT = [
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR 1=1 --",
  '"; DROP TABLE accounts; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '%00',
  '%2e%2e%2f',
  '\u202eevil\u202c',
  '\uD83D\uDE00'.repeat(40),
  '\uD800',
  '中文字符'.repeat(30),
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e999',
  '0x10',
  '__proto__',
  'constructor',
];

const controlText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000B', '\u001F', '\u007F'),
  )
  .map(([s, c]) => `${s}${c}${s}`);

const oddText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  controlText,
);

/** Values of another JSON type than the schema's, from the tame to the absurd. */
const wrongJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, -1e308, '', 'x', [], {}, [null], { a: 1 }),
  oddText,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant('x'.repeat(LONGEST)),
);

/** In a query or a path everything is text: the wrong "types" are texts that parse as nothing expected. */
const wrongText: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>('', 'abc', '-1', '1.5', 'NaN', 'Infinity', '1e999', 'true', 'null', '[]', '{}', [
    'a',
    'b',
  ]),
  oddText,
  fc.constant('x'.repeat(LONGEST)),
);

const wrongOf = (where: Where) => (where === 'body' ? wrongJson : wrongText);

/** A text form of a query or path value (numbers and flags as the browser writes them). */
function asText(v: unknown): unknown {
  if (v === undefined) return undefined;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (v === null) return '';
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)));
  return JSON.stringify(v);
}

const lift = (where: Where, arb: fc.Arbitrary<unknown>) => (where === 'body' ? arb : arb.map(asText));

/** Numbers of a range: its bounds and a few within. */
function numberIn(l: Limits): fc.Arbitrary<number> {
  const lo = Math.max(l.gt ?? -1_000_000, -1_000_000);
  const hi = Math.min(l.lt ?? 1_000_000, 1_000_000);
  if (lo > hi) return fc.constant(lo);
  return l.int
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true });
}

function stringLike(l: Limits): fc.Arbitrary<string> {
  if (l.pattern) return fc.stringMatching(caseSensitive(l.pattern));
  switch (l.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl();
    case 'datetime':
      return fc.constant('2026-05-01T10:00:00Z');
    default: {
      const min = l.min ?? 0;
      return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(l.max ?? min + 12, min + 12)) });
    }
  }
}

/** fast-check matches no case-insensitive pattern; its case-sensitive twin matches a subset of the same texts. */
const caseSensitive = (re: RegExp) => new RegExp(re.source, re.flags.replace('i', ''));

const optionalLike = new Set(['optional', 'default', 'prefault', 'catch']);

/** A value meant to pass the schema (best effort: refinements are not read); the base that one edit breaks. */
const validMemo = new WeakMap<z.ZodType, Map<string, fc.Arbitrary<unknown>>>();
const invalidMemo = new WeakMap<z.ZodType, Map<string, fc.Arbitrary<unknown>>>();

/** Arbitraries are built once per schema and place (building one parses its patterns: too slow per sample). */
function memo(
  table: WeakMap<z.ZodType, Map<string, fc.Arbitrary<unknown>>>,
  schema: z.ZodType,
  key: string,
  make: () => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  let byKey = table.get(schema);
  if (!byKey) table.set(schema, (byKey = new Map()));
  let arb = byKey.get(key);
  if (!arb) byKey.set(key, (arb = make()));
  return arb;
}

export function validArb(schema: z.ZodType, where: Where): fc.Arbitrary<unknown> {
  return memo(validMemo, schema, where, () => makeValidArb(schema, where));
}

function makeValidArb(schema: z.ZodType, where: Where): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const l = limitsOf(def);
  switch (def.type) {
    case 'string':
      return stringLike(l);
    case 'number':
      return lift(where, numberIn(l));
    case 'int':
      return lift(where, numberIn({ ...l, int: true }));
    case 'boolean':
      return lift(where, fc.boolean());
    case 'enum':
      return fc
        .constantFrom(...Object.values(def.entries ?? { x: 'x' }))
        .map((v) => (where === 'body' ? v : asText(v)));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null])).map((v) => (where === 'body' ? v : asText(v)));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return fc.oneof(fc.constant(undefined), validArb(def.innerType!, where));
    case 'nullable':
      return fc.oneof(fc.constant(where === 'body' ? null : ''), validArb(def.innerType!, where));
    case 'pipe':
      return validArb(def.in!, where);
    case 'lazy':
      return validArb(def.getter!(), where);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => validArb(o, where)));
    case 'array':
      return fc.array(validArb(def.element!, where), {
        minLength: l.min ?? 0,
        maxLength: Math.max(l.min ?? 0, Math.min(l.max ?? 3, 3)),
      });
    case 'record':
      return fc.dictionary(validArb(def.keyType!, 'query').map(String), validArb(def.valueType!, where), {
        maxKeys: 3,
      });
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      if (keys.length === 0) return fc.constant({});
      return fc
        .tuple(...keys.map((k) => validArb(shape[k]!, where)))
        .map((vals) =>
          Object.fromEntries(keys.flatMap((k, i) => (vals[i] === undefined ? [] : [[k, vals[i]]]))),
        );
    }
    case 'never':
    case 'undefined':
      return fc.constant(undefined);
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Values just past a string's limits and beside its format: too short, too long, of another shape. */
function badString(l: Limits, where: Where): fc.Arbitrary<unknown> {
  const arbs: fc.Arbitrary<unknown>[] = [wrongOf(where), oddText];
  if (l.min !== undefined && l.min > 0) arbs.push(fc.string({ maxLength: l.min - 1 }), fc.constant(''));
  if (l.max !== undefined && l.max < LONGEST) {
    const max = l.max;
    arbs.push(
      fc.constant('x'.repeat(max + 1)),
      fc.constant('中'.repeat(max + 1)),
      fc.integer({ min: max + 1, max: Math.min(max * 2 + 2, LONGEST) }).map((n) => 'a'.repeat(n)),
    );
  }
  if (l.pattern) {
    // A matching text cut short or with a character added: invalid only at the edge of its pattern.
    const near = fc.stringMatching(caseSensitive(l.pattern));
    arbs.push(
      near.map((s) => s.slice(0, -1)),
      near.map((s) => `${s}x`),
      near.map((s) => s.toUpperCase().replace(/[A-F]/, 'G')),
      near.map((s) => ` ${s}`),
    );
  }
  if (l.format === 'email') arbs.push(fc.constantFrom('not-an-email', 'a@', '@b.c', 'a@b', 'a b@c.d'));
  if (l.format === 'uuid' || l.format === 'guid')
    arbs.push(
      fc.constantFrom(
        'not-a-uuid',
        '00000000-0000-0000-0000-00000000000',
        'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
      ),
    );
  if (l.format === 'datetime') arbs.push(fc.constantFrom('2026-13-45T99:99:99Z', 'yesterday', '2026-05-01'));
  if (l.format === 'url') arbs.push(fc.constantFrom('not a url', 'javascript:alert(1)', '://x'));
  if (where === 'body')
    arbs.push(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }));
  return fc.oneof(...arbs);
}

function badNumber(l: Limits, where: Where, coerce: boolean): fc.Arbitrary<unknown> {
  const edges: number[] = [];
  if (l.gt !== undefined) edges.push(l.int ? Math.ceil(l.gt) - 1 : l.gt - 0.5, l.gt - 1e-9);
  if (l.lt !== undefined) edges.push(l.int ? Math.floor(l.lt) + 1 : l.lt + 0.5, l.lt + 1e-9);
  if (l.int) edges.push(0.5, 1.5, -2.5, 2 ** 53 + 2, -(2 ** 53) - 2);
  edges.push(1e308, -1e308);
  const arbs: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...edges).map((n) => (where === 'body' ? n : String(n))),
  ];
  if (l.int)
    arbs.push(fc.double({ noNaN: true, noInteger: true }).map((n) => (where === 'body' ? n : String(n))));
  if (l.gt !== undefined)
    arbs.push(
      fc
        .integer({ min: -1_000_000_000, max: Math.ceil(l.gt) - 1 })
        .map((n) => (where === 'body' ? n : String(n))),
    );
  if (l.lt !== undefined && l.lt < 1_000_000_000)
    arbs.push(
      fc
        .integer({ min: Math.floor(l.lt) + 1, max: 1_000_000_000 })
        .map((n) => (where === 'body' ? n : String(n))),
    );
  // Text where a number is wanted; a coerced number refuses text that is no number ('abc', '1,5').
  arbs.push(
    where === 'body' && !coerce
      ? wrongJson
      : fc.constantFrom('abc', '1,5', '1.2.3', '--1', 'Infinity', 'NaN', '0x1g'),
  );
  if (where !== 'body') arbs.push(wrongText);
  return fc.oneof(...arbs);
}

/** A value the schema refuses (most of the time: `isInvalid` has the last word and the rest are discarded). */
export function invalidArb(schema: z.ZodType, where: Where, depth = 0): fc.Arbitrary<unknown> {
  return memo(invalidMemo, schema, `${where}:${depth}`, () => makeInvalidArb(schema, where, depth));
}

function makeInvalidArb(schema: z.ZodType, where: Where, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const l = limitsOf(def);
  const wrong = wrongOf(where);
  switch (def.type) {
    case 'string':
      return badString(l, where);
    case 'number':
      return badNumber(l, where, def.coerce === true);
    case 'int':
      return badNumber({ ...l, int: true }, where, def.coerce === true);
    case 'boolean':
      return where === 'body'
        ? fc.oneof(fc.constantFrom('true', 1, 0, null, 'yes', [], {}), wrong)
        : fc.oneof(fc.constantFrom('yes', 'no', '2', 'TRUE', 'on', ''), wrong);
    case 'enum':
    case 'literal': {
      const known = def.type === 'enum' ? Object.values(def.entries ?? {}) : [...(def.values ?? [])];
      const near = known.flatMap((v) =>
        typeof v === 'string'
          ? [v.toUpperCase(), v.toLowerCase(), `${v} `, `${v}x`, v.slice(1)]
          : [Number(v) + 1, `${String(v)}a`],
      );
      return fc.oneof(near.length > 0 ? fc.constantFrom(...near) : wrong, wrong, oddText);
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'nullable':
      return invalidArb(def.innerType!, where, depth);
    case 'pipe':
      return invalidArb(def.in!, where, depth);
    case 'lazy':
      return invalidArb(def.getter!(), where, depth);
    case 'union': {
      const options = def.options ?? [];
      return options.length > 0
        ? fc.oneof(wrong, ...options.map((o) => invalidArb(o, where, depth + 1)))
        : wrong;
    }
    case 'array': {
      const element = def.element!;
      const arbs: fc.Arbitrary<unknown>[] = [
        where === 'body' ? fc.constantFrom<unknown>('x', 1, null, {}, { 0: 'a' }) : wrong,
        fc
          .tuple(fc.array(validArb(element, where), { maxLength: 2 }), invalidArb(element, where, depth + 1))
          .map(([ok, bad]) => [...ok, bad]),
      ];
      if (l.max !== undefined && l.max < 2_000)
        arbs.push(validArb(element, where).map((v) => Array.from({ length: l.max! + 1 }, () => v)));
      if (l.min !== undefined && l.min > 0)
        arbs.push(fc.array(validArb(element, where), { maxLength: l.min - 1 }));
      return fc.oneof(...arbs);
    }
    case 'record':
      return fc.oneof(
        where === 'body' ? fc.constantFrom<unknown>('x', 1, null, [], [1]) : wrong,
        fc
          .tuple(validArb(def.keyType!, 'query'), invalidArb(def.valueType!, where, depth + 1))
          .map(([k, v]) => ({ [String(k)]: v })),
        oddText.map((k) => ({ [k]: 1 })),
      );
    case 'object':
      return badObject(schema, where, depth);
    case 'never':
    case 'undefined':
      return fc.oneof(fc.constantFrom<unknown>('x', 1, true, {}), oddText);
    case 'null':
      return fc.oneof(fc.constantFrom<unknown>('x', 0, false, {}), oddText);
    default:
      return wrong;
  }
}

/** A field the object cannot do without. */
const required = (s: z.ZodType) => !optionalLike.has(defOf(s).type) && !s.safeParse(undefined).success;

function badObject(schema: z.ZodType, where: Where, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const shape = def.shape ?? {};
  const keys = Object.keys(shape);
  const base = validArb(schema, where) as fc.Arbitrary<Record<string, unknown>>;
  const arbs: fc.Arbitrary<unknown>[] = [
    where === 'body'
      ? fc.oneof(wrongJson.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)))
      : fc.constant('x'),
  ];
  if (keys.length > 0 && depth < 4) {
    // One field broken in an otherwise valid object: the edge cases (max + 1, min - 1, a near-miss of a pattern).
    arbs.push(
      fc
        .tuple(base, fc.constantFrom(...keys))
        .chain(([obj, k]) => invalidArb(shape[k]!, where, depth + 1).map((bad) => ({ ...obj, [k]: bad }))),
    );
    // Two broken at once (every problem is reported together).
    if (keys.length > 1)
      arbs.push(
        fc
          .tuple(base, fc.shuffledSubarray(keys, { minLength: 2, maxLength: 2 }))
          .chain(([obj, [a, b]]) =>
            fc
              .tuple(invalidArb(shape[a!]!, where, depth + 1), invalidArb(shape[b!]!, where, depth + 1))
              .map(([x, y]) => ({ ...obj, [a!]: x, [b!]: y })),
          ),
      );
    const needed = keys.filter((k) => required(shape[k]!));
    if (needed.length > 0)
      arbs.push(
        fc.tuple(base, fc.constantFrom(...needed)).map(([obj, k]) => {
          const { [k]: _gone, ...rest } = obj;
          return rest;
        }),
      );
  }
  if (where === 'body') arbs.push(fc.constant([]), fc.constant([{}]));
  return fc.oneof(...arbs);
}

/** One generated request, and why it must be refused. */
export interface BadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Broken by construction, whatever the schemas say (malformed JSON, foreign content type, raw garbage). */
  transport?: string;
  /** What the server should parse (for the schema check). */
  view: {
    params: Record<string, unknown>;
    query: Record<string, unknown>;
    body: unknown;
    bodyIsJson: boolean;
  };
  /** Which kind of damage, for the failure message. */
  kind: string;
}

const PARAM = /:([A-Za-z]+)/g;

/** Extra headers that a hostile or broken client sends beside its bad input. */
const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  fc.record(
    {
      [HEADERS.language]: fc.constantFrom('xx-XX', '', 'en-US;q=abc', '中文'),
      [HEADERS.currentOrg]: fc.constantFrom('garbage', ':', 'x:y:z', `${'a'.repeat(300)}:exhibitor`),
      [HEADERS.event]: fc.constantFrom('not-a-guid', '../', ''),
      [HEADERS.tenant]: fc.constantFrom('-1', 'x'.repeat(200)),
    },
    { requiredKeys: [] },
  ),
);

/** Keys that try to reach an object's prototype, put in as own properties (JSON.parse does the same). */
function withPollution(obj: unknown, key: '__proto__' | 'constructor' | 'prototype'): unknown {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return obj;
  const out: Record<string, unknown> = { ...(obj as Record<string, unknown>) };
  const value = key === 'constructor' ? { prototype: { polluted: true } } : { polluted: true };
  Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
  return out;
}

/** Nesting deep enough to test every recursive walk of a body (JSON.parse itself does not recurse). */
const deepJson = fc.constantFrom(500, 5_000, 20_000).map((n) => ({
  text: `${'['.repeat(n)}${']'.repeat(n)}`,
  kind: `nested ${n} deep`,
}));

const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":1,}',
    "{'a':1}",
    '{"a":}',
    'NaN',
    '[1,2',
    '{"a":1}}',
    '\u0000',
    '{"a":"\\x"}',
    'tru',
  ),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v).slice(0, -1) || '{'),
);

const rawGarbage = fc.oneof(
  fc.uint8Array({ maxLength: 256 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.alloc(0)),
  // Box headers that claim more than they hold, or an absurd size.
  fc.constantFrom(
    Buffer.from('00000018667479706d703432', 'hex'),
    Buffer.from('ffffffff6d6f6f76', 'hex'),
    Buffer.from('000000016d6f6f660000000000000000', 'hex'),
    Buffer.from('0000000066747970', 'hex'),
  ),
);

/** A lone surrogate has no UTF-8 form to %-escape: sent as U+FFFD, as a browser would. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const queryString = (q: Record<string, unknown>) =>
  querystring.stringify(q as querystring.ParsedUrlQueryInput, undefined, undefined, {
    encodeURIComponent: (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD')),
  });

function pathOf(call: CallContract, params: Record<string, unknown>, raw: boolean): string {
  return (
    '/api' +
    call.path.replace(PARAM, (_m, name: string) => {
      const v = String(params[name] ?? '');
      return raw ? v : encodeURIComponent(v.replace(LONE_SURROGATE, '\uFFFD'));
    })
  );
}

/** The text parts of a path or query only: drops undefined, turns everything else into text. */
function texts(obj: unknown): Record<string, unknown> {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) out[k] = asText(v);
  return out;
}

/**
 * Every way a request to this call can be wrong, as one arbitrary: its path params, its query, its JSON body
 * (or its raw file body), the body's text and content type, and a few odd headers.
 */
export function badRequestArb(call: CallContract, schemas: CallSchemas): fc.Arbitrary<BadRequest> {
  const names = [...call.path.matchAll(PARAM)].map((m) => m[1]!);
  const takesBody = call.method !== 'GET';
  const part = (s: z.ZodType | undefined, where: Where) => ({
    ok: s ? validArb(s, where) : fc.constant({}),
    bad: s ? invalidArb(s, where) : fc.constant({}),
  });
  const params = part(schemas.params, 'params');
  const query = part(schemas.query, 'query');
  const body = part(schemas.body, 'body');
  // Which parts are broken: at least one of those with a schema, sometimes several.
  const breakable = [
    ...(schemas.params ? ['params'] : []),
    ...(schemas.query ? ['query'] : []),
    ...(schemas.body && !call.rawBody ? ['body'] : []),
  ];
  const broken = breakable.length ? fc.subarray(breakable, { minLength: 1 }) : fc.constant<string[]>([]);
  const damage = fc.constantFrom(
    ...([
      'schema',
      'schema',
      'schema',
      'schema',
      'control',
      ...(takesBody ? ['malformed', 'contentType', 'pollution', 'deep'] : []),
      ...(names.length ? ['rawPath', 'badEscape'] : []),
    ] as const),
  );
  const contentType = fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'image/png',
  );
  const pollution = fc.constantFrom('__proto__' as const, 'constructor' as const, 'prototype' as const);
  const rawType = fc.constantFrom(
    call.rawBody ?? 'application/octet-stream',
    'application/json',
    'text/plain',
  );
  const none = fc.constant(null);
  // The damage is chosen first and only what it needs is generated (a sample costs a fraction of a millisecond).
  return fc
    .record({ broken, damage, headers: oddHeaders })
    .chain(({ broken: parts, damage: d, headers }) =>
      fc.record({
        broken: fc.constant(parts),
        damage: fc.constant(d),
        headers: fc.constant(headers),
        params: parts.includes('params')
          ? params.bad.map((v) => [v, v] as [unknown, unknown])
          : params.ok.map((v) => [v, v] as [unknown, unknown]),
        query: parts.includes('query')
          ? query.bad.map((v) => [v, v] as [unknown, unknown])
          : query.ok.map((v) => [v, v] as [unknown, unknown]),
        body: parts.includes('body')
          ? body.bad.map((v) => [v, v] as [unknown, unknown])
          : body.ok.map((v) => [v, v] as [unknown, unknown]),
        control: d === 'control' ? controlText : fc.constant(''),
        malformed: d === 'malformed' ? malformedJson : fc.constant(''),
        deep: d === 'deep' ? deepJson : fc.constant({ text: '', kind: '' }),
        contentType: d === 'contentType' ? contentType : fc.constant('text/plain'),
        pollution: d === 'pollution' ? pollution : fc.constant('__proto__' as const),
        raw: call.rawBody ? rawGarbage : fc.constant(Buffer.alloc(0)),
        rawType: call.rawBody ? rawType : fc.constant('application/octet-stream'),
        unused: none,
      }),
    )
    .map((g): BadRequest => {
      const pick = <T>(name: string, pair: [T, T]) => (g.broken.includes(name) ? pair[1] : pair[0]);
      let p = texts(pick('params', g.params));
      let q = texts(pick('query', g.query));
      let b: unknown = pick('body', g.body);
      let kind = `schema(${g.broken.join('+') || 'none'})`;
      let transport: string | undefined;
      let rawPath = false;
      let escape = false;
      if (g.damage === 'control') {
        // A control character in a key or a value of whichever part the call reads.
        kind = 'control character';
        if (takesBody && !call.rawBody)
          b = { ...(b && typeof b === 'object' && !Array.isArray(b) ? b : {}), note: g.control };
        else if (names.length) p = { ...p, [names[0]!]: g.control };
        else q = { ...q, [g.control]: 'x' };
      } else if (g.damage === 'rawPath') {
        kind = 'unencoded path';
        rawPath = true;
        p = { ...p, [names[0]!]: '../..' };
        transport = 'path';
      } else if (g.damage === 'badEscape') {
        kind = 'broken %-escape';
        escape = true;
        transport = 'escape';
      }
      for (const name of names) if (p[name] === undefined) p[name] = '';
      let url = pathOf(call, p, rawPath);
      if (escape) url += '%E0%A4%A';
      const qs = queryString(q);
      if (qs) url += `?${qs}`;
      const headers: Record<string, string> = { ...g.headers };
      let payload: string | Buffer | undefined;
      let bodyIsJson = false;
      if (call.rawBody) {
        kind += ', raw body not a file of its kind';
        transport ??= 'raw';
        payload = g.raw;
        headers['content-type'] = g.rawType;
        if (g.rawType === 'application/json') {
          payload = JSON.stringify(b ?? {});
          bodyIsJson = true;
        }
      } else if (takesBody) {
        bodyIsJson = true;
        headers['content-type'] = 'application/json';
        if (g.damage === 'malformed') {
          kind = 'malformed JSON';
          transport = 'json';
          payload = g.malformed;
        } else if (g.damage === 'contentType') {
          kind = `content type ${g.contentType}`;
          transport = 'content-type';
          headers['content-type'] = g.contentType;
          payload = g.contentType.startsWith('application/json')
            ? JSON.stringify(b)
            : String(JSON.stringify(b ?? {}));
          bodyIsJson = false;
        } else if (g.damage === 'deep') {
          kind = g.deep.kind;
          transport = 'deep';
          payload = g.deep.text;
        } else {
          if (g.damage === 'pollution') {
            kind += `, ${g.pollution} key`;
            b = withPollution(b, g.pollution);
          }
          payload = b === undefined ? undefined : JSON.stringify(b);
          if (payload === undefined) delete headers['content-type'];
        }
      }
      const request: BadRequest = {
        method: call.method,
        url,
        headers,
        payload,
        transport,
        view: {
          params: p,
          query: querystring.parse(qs) as Record<string, unknown>,
          body: bodyIsJson && !transport && typeof payload === 'string' ? JSON.parse(payload) : undefined,
          bodyIsJson,
        },
        kind,
      };
      // fast-check prints a counterexample with this: the gist, not a 64 KB body.
      return Object.assign(request, { [fc.toStringMethod]: () => summary(request) });
    });
}

/** One line about a request, its body cut short: for failure messages. */
export function summary(r: BadRequest): string {
  const payload =
    r.payload === undefined
      ? ''
      : Buffer.isBuffer(r.payload)
        ? `<${r.payload.length} bytes>`
        : r.payload.length > 300
          ? `${r.payload.slice(0, 300)}... (${r.payload.length} chars)`
          : r.payload;
  return `[${r.kind}] ${r.method} ${r.url.slice(0, 300)} ${JSON.stringify(r.headers)} ${payload}`;
}

function withoutLang(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v ?? {};
  const { [LANGUAGE_PARAM]: _lang, ...rest } = v as Record<string, unknown>;
  return rest;
}

function hasControl(v: unknown): boolean {
  if (typeof v === 'string') return CONTROL_CHARACTER.test(v);
  if (Array.isArray(v)) return v.some(hasControl);
  if (v && typeof v === 'object')
    return Object.entries(v).some(([k, x]) => CONTROL_CHARACTER.test(k) || hasControl(x));
  return false;
}

/**
 * Whether the server must refuse this request: broken transport, or a part its schema refuses, or a control
 * character anywhere (checked on the values the server parses, as register-call.ts checks them).
 */
export function isInvalid(r: BadRequest, schemas: CallSchemas): boolean {
  if (r.transport) return true;
  return viewInvalid(r.view, schemas);
}

/** Whether a parsed request (ours, or the server's own as its handler saw it) breaks the call's rules. */
export function viewInvalid(view: BadRequest['view'], schemas: CallSchemas): boolean {
  const { params, query, body, bodyIsJson } = view;
  if (hasControl(params) || hasControl(query) || (bodyIsJson && hasControl(body))) return true;
  if (schemas.params && !schemas.params.safeParse(params).success) return true;
  if (schemas.query && !schemas.query.safeParse(withoutLang(query)).success) return true;
  if (schemas.body && bodyIsJson && !schemas.body.safeParse(body === null ? null : withoutLang(body)).success)
    return true;
  return false;
}
