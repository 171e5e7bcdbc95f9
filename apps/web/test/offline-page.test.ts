import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const html = readFileSync(path.resolve(import.meta.dirname, '../public/offline.html'), 'utf8');

describe('the offline page', () => {
  it('lets its one script run by the hash in its own CSP (an edit of the script must update the hash)', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain("addEventListener('online'");
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
