import { describe, expect, it } from 'vitest';
import type { TDictionaryRecord } from '@showfloor/contracts';
import { applyDictionary, createI18n, fillHongKong, missingHongKongEntries } from '../src/lib/i18n.ts';

const records: TDictionaryRecord[] = [
  { lang: 'zh-CN', key: 'profile', value: '企业简介' },
  { lang: 'zh-CN', key: 'view_all', value: '查看全部' },
  { lang: 'zh-HK', key: 'view_all', value: '睇晒全部' },
  { lang: 'en-US', key: 'profile', value: 'Company profile' },
  { lang: 'en-US', key: 'view_all', value: 'View all' },
  { lang: 'pt-PT', key: 'view_all', value: 'Ver tudo' },
];

describe('i18n fallbacks', () => {
  it('converts a missing zh-HK entry from zh-CN with OpenCC and keeps the zh-HK wording that exists', async () => {
    const i18n = createI18n('zh-HK');
    await applyDictionary(i18n, records, 'zh-HK');
    expect(i18n.t('profile')).toBe('企業簡介');
    expect(i18n.t('view_all')).toBe('睇晒全部');
  });

  it('falls back from pt-PT to en-US', async () => {
    const i18n = createI18n('pt-PT');
    await applyDictionary(i18n, records, 'pt-PT');
    expect(i18n.t('view_all')).toBe('Ver tudo');
    expect(i18n.t('profile')).toBe('Company profile');
  });

  it('falls back from zh to zh-CN, not to English', async () => {
    const i18n = createI18n('zh');
    await applyDictionary(i18n, records, 'zh');
    expect(i18n.t('profile')).toBe('企业简介');
  });

  it('lets a later batch (the event dictionary) override the platform wording', async () => {
    const i18n = createI18n('en-US');
    await applyDictionary(i18n, records, 'en-US');
    await applyDictionary(i18n, [{ lang: 'en-US', key: 'profile', value: 'About us' }], 'en-US');
    expect(i18n.t('profile')).toBe('About us');
  });

  it('computes only the missing zh-HK entries', () => {
    const out = missingHongKongEntries({ a: '一', b: '二' }, { a: '壹' }, (s) => `[${s}]`);
    expect(out).toEqual({ b: '[二]' });
  });

  it('does not load the converter when nothing is missing', async () => {
    const i18n = createI18n('zh-HK');
    i18n.addResourceBundle('zh-CN', 'translation', { a: '一' });
    i18n.addResourceBundle('zh-HK', 'translation', { a: '壹' });
    let loads = 0;
    await fillHongKong(i18n, async () => {
      loads += 1;
      return (s) => s;
    });
    expect(loads).toBe(0);
  });
});
