import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The product specification and the design document are not in the repository, so a comment or a document that
 * cites one of their sections sends the reader nowhere: it must say the rule itself. The check reads every tracked file of the repository
 * (git ls-files), not only the web app's; it sits with this suite's other source checks.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
// Spelled in two pieces so this file does not find itself.
const CITATION = new RegExp(['(SPEC|DESIGN)', '\\s*\u00a7'].join(''));

/** `file:line: text` for every line of `text` that cites a section of the spec. */
function citationsIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((f) => f && existsSync(path.join(ROOT, f)));
}

describe('the repository', () => {
  it('cites no section of the product spec: comments and documents state the rule', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const bytes = readFileSync(path.join(ROOT, file));
      if (bytes.includes(0)) return []; // binary (images, fonts)
      return citationsIn(file, bytes.toString('utf8'));
    });
    expect(found).toEqual([]);
  });

  it('finds a citation and names its file and line (the check itself)', () => {
    const cite = ['// SPEC', '\u00a75: the topic is required'].join(' ');
    expect(citationsIn('a.ts', `const a = 1;\n${cite}\n`)).toEqual([`a.ts:2: ${cite}`]);
    expect(citationsIn('b.md', 'See the spec (SPEC\u00a77).')).toHaveLength(1);
    expect(citationsIn('d.ts', ['/** One door for settings (DESIGN', '\u00a76). */'].join(' '))).toHaveLength(
      1,
    );
    expect(citationsIn('c.ts', '// The topic is at most 100 characters.')).toEqual([]);
  });
});
