import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BUNDLES, EN_US_ENTRIES, LOCALE_LANGUAGES, NAMESPACES, type Bundle } from './index.ts';

const root = new URL('../', import.meta.url);

/**
 * One file: a flat object of strings. Keys are identifiers without dots, which the table could not hold as one
 * row; a value must say something (an empty one would show nothing). A placeholder is a bare name, {{count}}:
 * the web's translator (apps/web/src/lib/translator.ts) fills names, it has no formatters.
 */
const ZFile = z.record(
  z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'a flat key: letters, digits and _'),
  z
    .string()
    .trim()
    .min(1, 'a non-empty value')
    .refine(
      (v) => [...v.matchAll(/\{\{([^}]*)\}\}/g)].every((m) => /^\s*[A-Za-z_][A-Za-z0-9_]*\s*$/.test(m[1]!)),
      'placeholders are bare names: {{name}}',
    ),
);

/** What is on disk, read apart from the index so a file the index forgets is still checked. */
const files = new Map<string, unknown>();
for (const lng of LOCALE_LANGUAGES) {
  for (const name of readdirSync(new URL(`${lng}/`, root))) {
    files.set(`${lng}/${name}`, JSON.parse(readFileSync(new URL(`${lng}/${name}`, root), 'utf8')));
  }
}

const keys = (b: Bundle) => Object.keys(b).sort();
/** Placeholder names: {{count}} -> count. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^\s,}]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('the dictionary files', () => {
  it('are one file per language and namespace, all of them in the index', () => {
    const dirs = readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !['src', 'node_modules'].includes(d.name))
      .map((d) => d.name)
      .sort();
    expect(dirs).toEqual([...LOCALE_LANGUAGES].sort());
    const expected = LOCALE_LANGUAGES.flatMap((lng) => NAMESPACES.map((ns) => `${lng}/${ns}.json`));
    expect([...files.keys()].sort()).toEqual(expected.sort());
    for (const lng of LOCALE_LANGUAGES) {
      for (const ns of NAMESPACES)
        expect(BUNDLES[lng][ns], `${lng}/${ns}`).toEqual(files.get(`${lng}/${ns}.json`));
    }
  });

  it.each([...files.keys()])('%s is a flat object of non-empty strings', (name) => {
    const parsed = ZFile.safeParse(files.get(name));
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it.each(NAMESPACES)('%s has the same keys in zh-CN, en-US and pt-PT', (ns) => {
    const cn = keys(BUNDLES['zh-CN'][ns]);
    expect(keys(BUNDLES['en-US'][ns])).toEqual(cn);
    expect(keys(BUNDLES['pt-PT'][ns])).toEqual(cn);
  });

  it.each(NAMESPACES)('%s: zh-HK only words keys that zh-CN has', (ns) => {
    const cn = BUNDLES['zh-CN'][ns];
    expect(keys(BUNDLES['zh-HK'][ns]).filter((k) => !(k in cn))).toEqual([]);
  });

  it('puts no key in two namespaces', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const ns of NAMESPACES) {
      for (const key of Object.keys(BUNDLES['zh-CN'][ns])) {
        if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${ns}`);
        seen.set(key, ns);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(EN_US_ENTRIES)).toHaveLength(seen.size);
  });

  it('names the same {{placeholders}} in every language of a key', () => {
    const differ: string[] = [];
    for (const ns of NAMESPACES) {
      for (const [key, cn] of Object.entries(BUNDLES['zh-CN'][ns])) {
        const want = placeholders(cn);
        for (const lng of LOCALE_LANGUAGES) {
          const value = BUNDLES[lng][ns][key];
          if (value !== undefined && placeholders(value).join() !== want.join()) {
            differ.push(`${lng}/${ns} ${key}: ${value}`);
          }
        }
      }
    }
    expect(differ).toEqual([]);
  });

  // One name per concept per language (a glossary): keys of different screens that name the same thing.
  const SAME_THING: [string, string][][] = [
    [
      ['booking', 'booking_my_meetings'],
      ['meetings', 'my_meetings'],
    ],
  ];
  it('calls one thing by one name in every language', () => {
    const differ: string[] = [];
    for (const group of SAME_THING) {
      for (const lng of LOCALE_LANGUAGES) {
        const values = group.map(
          ([ns, key]) => (BUNDLES[lng] as Record<string, Record<string, string>>)[ns]?.[key],
        );
        if (new Set(values.filter((v) => v !== undefined)).size > 1)
          differ.push(`${lng}: ${values.join(' / ')}`);
      }
    }
    expect(differ).toEqual([]);
  });
});
