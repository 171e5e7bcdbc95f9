import { describe, expect, it } from 'vitest';
import { isLanguage, languageFallbacks, preferredLanguage, replaceInvalidLanguage } from './languages.ts';

describe('languages', () => {
  it('knows the five languages and nothing else', () => {
    for (const l of ['zh-CN', 'zh', 'en-US', 'zh-HK', 'pt-PT']) expect(isLanguage(l)).toBe(true);
    for (const l of ['en', 'zh-cn', 'fr-FR', '', null, 42]) expect(isLanguage(l)).toBe(false);
  });

  it('prefers the stored choice, then the browser list, then zh-CN', () => {
    expect(preferredLanguage('pt-PT', ['en-US'])).toBe('pt-PT');
    expect(preferredLanguage('xx', ['fr-FR', 'en-GB'])).toBe('en-US');
    expect(preferredLanguage(null, ['zh-TW'])).toBe('zh-HK');
    expect(preferredLanguage(null, ['zh-SG'])).toBe('zh-CN');
    expect(preferredLanguage(null, ['pt-BR'])).toBe('pt-PT');
    expect(preferredLanguage(undefined, ['de-DE'])).toBe('zh-CN');
    expect(preferredLanguage(undefined)).toBe('zh-CN');
  });

  it('falls back zh -> zh-CN, zh-HK -> zh-CN, pt-PT -> en-US', () => {
    expect(languageFallbacks('zh')).toEqual(['zh', 'zh-CN']);
    expect(languageFallbacks('zh-HK')).toEqual(['zh-HK', 'zh-CN']);
    expect(languageFallbacks('pt-PT')).toEqual(['pt-PT', 'en-US']);
    expect(languageFallbacks('en-US')).toEqual(['en-US']);
  });

  it('replaces an invalid language and keeps the rest of the path', () => {
    const id = '3f2a1c9e-0b7d-4e5f-8a6b-1c2d3e4f5a6b';
    expect(replaceInvalidLanguage(`/fr-FR/exhibitor/${id}`, 'en-US')).toBe(`/en-US/exhibitor/${id}`);
    expect(replaceInvalidLanguage(`/xx/exhibitor/${id}/products`, 'zh-CN')).toBe(
      `/zh-CN/exhibitor/${id}/products`,
    );
    // A first segment that is no language at all is kept, with the language put in front.
    expect(replaceInvalidLanguage(`/exhibitor/${id}`, 'pt-PT')).toBe(`/pt-PT/exhibitor/${id}`);
    expect(replaceInvalidLanguage(`/en-US/exhibitor/${id}`, 'zh-CN')).toBeNull();
    expect(replaceInvalidLanguage('/zh', 'en-US')).toBeNull();
  });

  it('tells a missing language (the path starts with a page) from a wrong one (anything else)', () => {
    const id = '3f2a1c9e-0b7d-4e5f-8a6b-1c2d3e4f5a6b';
    expect(replaceInvalidLanguage(`/english/exhibitor/${id}`, 'zh-CN')).toBe(`/zh-CN/exhibitor/${id}`);
    expect(replaceInvalidLanguage(`/EN/exhibit/${id}`, 'en-US')).toBe(`/en-US/exhibit/${id}`);
    expect(replaceInvalidLanguage(`/EN-us/exhibitor/${id}/products`, 'zh-CN')).toBe(
      `/en-US/exhibitor/${id}/products`,
    );
    expect(replaceInvalidLanguage('/zh-hk', 'en-US')).toBe('/zh-HK');
    expect(replaceInvalidLanguage('/search', 'pt-PT')).toBe('/pt-PT/search');
    expect(replaceInvalidLanguage(`/Exhibitor/${id}`, 'zh-HK')).toBe(`/zh-HK/Exhibitor/${id}`);
    expect(replaceInvalidLanguage('/', 'zh-HK')).toBe('/zh-HK');
    expect(replaceInvalidLanguage('', 'en-US')).toBe('/en-US');
  });
});
