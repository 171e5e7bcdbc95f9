import { describe, expect, it } from 'vitest';
import type { TBootData } from '@showfloor/contracts';
import { bootJson } from '../src/web/document.ts';

const dictionary = [
  { lang: 'en-US', key: 'view_all', value: 'View all </script><script>alert(1)</script>' },
  { lang: 'en-US', key: 'profile', value: 'Profile & more\u2028' },
] as TBootData['dictionary'];

function boot(now: number): TBootData {
  return {
    language: 'en-US',
    bvent: null,
    setting: null,
    logo: null,
    decoration: null,
    benefits: [],
    dictionary,
    now,
  } as unknown as TBootData;
}

describe('bootJson', () => {
  it('writes the whole boot data, script-safe, whatever changed since the dictionary was first written', () => {
    for (const now of [1, 2]) {
      const text = bootJson(boot(now));
      expect(JSON.parse(text)).toEqual(boot(now));
      expect(text).not.toMatch(/[<>&\u2028]/);
    }
  });

  it('writes a boot data holding only its dictionary as an object', () => {
    const only = { dictionary } as unknown as TBootData;
    expect(JSON.parse(bootJson(only))).toEqual(only);
  });
});
