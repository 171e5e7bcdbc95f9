import { describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths.ts';
import { languageRedirect } from '../src/lib/language.ts';
import { buildQueryString } from '../src/lib/query-string.ts';
import { verificationUrl } from '../src/app/routes/status-pages.tsx';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('paths', () => {
  it('builds every mobile link under /m/:lang', () => {
    expect(paths.exhibitor('en-US', ID)).toBe(`/m/en-US/exhibitor/${ID}`);
    expect(paths.switchLanguage('zh-HK', ID)).toBe(`/m/zh-HK/switchLanguage/${ID}`);
    expect(paths.notFound('pt-PT')).toBe('/m/pt-PT/notfound');
    expect(paths.forbidden('zh')).toBe('/m/zh/forbidden');
    expect(paths.home('zh-CN')).toBe('/m/zh-CN');
  });

  it('builds noContent and authTip queries, leaving out empty parts', () => {
    expect(paths.noContent('en-US', { code: 1001, routeName: 'client.exhibitor.home', id: ID })).toBe(
      `/m/en-US/noContent?code=1001&routeName=client.exhibitor.home&id=${ID}`,
    );
    expect(paths.noContent('en-US', { code: 1001, routeName: '', id: undefined })).toBe(
      '/m/en-US/noContent?code=1001',
    );
    expect(paths.authTip('en-US', 'https://v.example.com/a?b=1&c=2')).toBe(
      '/m/en-US/authTip?type=auth&url=https%3A%2F%2Fv.example.com%2Fa%3Fb%3D1%26c%3D2',
    );
  });

  it('encodes an id that is not a guid rather than breaking the path', () => {
    expect(paths.exhibitor('en-US', 'a/b?c')).toBe('/m/en-US/exhibitor/a%2Fb%3Fc');
  });

  it('maps between the mobile address and its desktop frame, keeping the query', () => {
    expect(paths.pcOf(`/m/en-US/exhibitor/${ID}?uid=1`)).toBe(`/pc/en-US/exhibitor/${ID}?uid=1`);
    expect(paths.mobileOf(`/pc/en-US/exhibitor/${ID}?uid=1`)).toBe(`/m/en-US/exhibitor/${ID}?uid=1`);
    expect(paths.pcOf('/m')).toBe('/pc/');
  });

  it('skips empty strings, null, undefined and empty arrays in query strings; arrays repeat the key', () => {
    expect(buildQueryString({ a: '', b: undefined, c: null, d: [], e: ['x', 'y'], f: 0, g: false })).toBe(
      '?e=x&e=y&f=0&g=false',
    );
    expect(buildQueryString({ a: '' })).toBe('');
  });
});

describe('language redirect of /m/:lang', () => {
  it('leaves a valid language alone', () => {
    expect(languageRedirect(`/m/en-US/exhibitor/${ID}`, '', 'zh-CN')).toBeNull();
    expect(languageRedirect('/m/zh', '', 'en-US')).toBeNull();
  });

  it('replaces an invalid language with the preferred one, keeping the rest of the path and the query', () => {
    expect(languageRedirect(`/m/fr-FR/exhibitor/${ID}`, '?uid=3', 'pt-PT')).toBe(
      `/m/pt-PT/exhibitor/${ID}?uid=3`,
    );
    expect(languageRedirect(`/m/en/exhibitor/${ID}`, '', 'en-US')).toBe(`/m/en-US/exhibitor/${ID}`);
  });

  it('puts the language in front of a path that has none', () => {
    expect(languageRedirect(`/m/exhibitor/${ID}`, '', 'zh-HK')).toBe(`/m/zh-HK/exhibitor/${ID}`);
  });
});

describe('authTip target', () => {
  it('follows only web addresses', () => {
    expect(verificationUrl('https://verify.example.com/x', 'https://app.example.com')).toBe(
      'https://verify.example.com/x',
    );
    expect(verificationUrl('/api/Auth/verify', 'https://app.example.com')).toBe(
      'https://app.example.com/api/Auth/verify',
    );
    expect(verificationUrl('javascript:alert(1)', 'https://app.example.com')).toBeNull();
    expect(verificationUrl('data:text/html,hi', 'https://app.example.com')).toBeNull();
    expect(verificationUrl(null, 'https://app.example.com')).toBeNull();
  });
});
