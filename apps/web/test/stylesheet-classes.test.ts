import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return cssFiles(full);
    return e.name.endsWith('.css') ? [full] : [];
  });
}

/**
 * The classes a stylesheet styles on their own (a rule whose whole selector is `.name`): the web build joins
 * every stylesheet into one (cssCodeSplit off), so two such rules of one name in two files are one class whose
 * look depends on the order of the files (the exhibitor's field gallery once turned into the product's strip).
 * A shared rule that lists several classes (global.css's header bars) and variants (`.a.b`, `.a[data-x]`) are fine.
 */
function ownClasses(css: string): string[] {
  const body = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const names: string[] = [];
  let depth = 0;
  let selector = '';
  for (const ch of body) {
    if (ch === '{') {
      const plain = /^\.([\w-]+)$/.exec(selector.trim());
      if (depth === 0 && plain?.[1]) names.push(plain[1]);
      depth += 1;
      selector = '';
    } else if (ch === '}') {
      depth -= 1;
      selector = '';
    } else if (ch === ';') {
      selector = '';
    } else {
      selector += ch;
    }
  }
  return names;
}

describe('stylesheets', () => {
  it('style each class in one file', () => {
    const files = new Map<string, string[]>();
    for (const file of cssFiles(SRC)) {
      for (const name of new Set(ownClasses(readFileSync(file, 'utf8')))) {
        files.set(name, [...(files.get(name) ?? []), path.relative(SRC, file)]);
      }
    }
    const twice = [...files].filter(([, where]) => where.length > 1);
    expect(twice).toEqual([]);
  });

  it('find a class styled in two files (the check itself)', () => {
    expect(
      ownClasses('.a { color: red; }\n@media (min-width: 1px) { .b { x: y; } }\n.c, .d { x: y }\n.e.f {}'),
    ).toEqual(['a']);
  });
});
