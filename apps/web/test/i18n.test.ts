import { describe, expect, it } from 'vitest';
import type { TDictionaryRecord } from '@showfloor/contracts';
import {
  addDefaults,
  applyDictionary,
  createI18n,
  DEFAULTS_LNG,
  fillHongKong,
  missingHongKongEntries,
} from '../src/lib/i18n.ts';

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
    i18n.addBundle('zh-CN', { a: '一' });
    i18n.addBundle('zh-HK', { a: '壹' });
    let loads = 0;
    await fillHongKong(i18n, async () => {
      loads += 1;
      return (s) => s;
    });
    expect(loads).toBe(0);
  });
});

describe('the English defaults (en-US JSON of @showfloor/locales)', () => {
  it('keep the chain and come after it: zh -> zh-CN, zh-HK -> zh-CN, pt-PT -> en-US', () => {
    expect(createI18n('zh').languages).toEqual(['zh', 'zh-CN', DEFAULTS_LNG]);
    expect(createI18n('zh-HK').languages).toEqual(['zh-HK', 'zh-CN', DEFAULTS_LNG]);
    expect(createI18n('pt-PT').languages).toEqual(['pt-PT', 'en-US', DEFAULTS_LNG]);
    expect(createI18n('en-US').languages).toEqual(['en-US', DEFAULTS_LNG]);
  });

  it('answer a key no dictionary record has, in every language, with interpolation', async () => {
    for (const lang of ['zh-CN', 'zh', 'zh-HK', 'en-US', 'pt-PT'] as const) {
      const i18n = createI18n(lang);
      await applyDictionary(i18n, records, lang);
      await addDefaults(i18n);
      expect(i18n.t('load_failed'), lang).toBe('Could not load');
      expect(i18n.t('exhibitor_count', { count: 3 }), lang).toBe('3 exhibitors');
    }
  });

  it("never cover the server's records or the event's wording, whichever arrives first", async () => {
    const i18n = createI18n('pt-PT');
    await addDefaults(i18n);
    await applyDictionary(
      i18n,
      [
        { lang: 'en-US', key: 'load_failed', value: 'Server wording' },
        { lang: 'pt-PT', key: 'retry', value: 'Tentar outra vez' },
      ],
      'pt-PT',
    );
    await applyDictionary(i18n, [{ lang: 'pt-PT', key: 'retry', value: 'De novo' }], 'pt-PT');
    expect(i18n.t('load_failed')).toBe('Server wording');
    expect(i18n.t('retry')).toBe('De novo');
    expect(i18n.t('go_back')).toBe('Go back');
  });

  it('give zh-HK converted zh-CN wording before English', async () => {
    const i18n = createI18n('zh-HK');
    await addDefaults(i18n);
    await applyDictionary(i18n, [{ lang: 'zh-CN', key: 'load_failed', value: '加载失败' }], 'zh-HK');
    expect(i18n.t('load_failed')).toBe('加載失敗');
    expect(i18n.t('retry')).toBe('Try again');
  });

  it('load once, and again after a failure', async () => {
    const i18n = createI18n('en-US');
    let loads = 0;
    const failing = async () => {
      loads += 1;
      throw new Error('offline');
    };
    await expect(addDefaults(i18n, failing)).rejects.toThrow('offline');
    const working = async () => {
      loads += 1;
      return { only_here: 'Only here' };
    };
    await addDefaults(i18n, working);
    await addDefaults(i18n, working);
    expect(loads).toBe(2);
    expect(i18n.t('only_here')).toBe('Only here');
  });

  it('arrive quietly when every key asked was answered, and tell the page when one was not', async () => {
    const heard = async (ask: string) => {
      const i18n = createI18n('en-US');
      await applyDictionary(i18n, [{ lang: 'en-US', key: 'profile', value: 'Profile' }], 'en-US');
      let added = 0;
      i18n.subscribe(() => added++);
      i18n.t(ask, { defaultValue: 'Shown meanwhile' });
      await addDefaults(i18n, async () => ({ extra: 'Extra words' }));
      expect(i18n.t('extra')).toBe('Extra words');
      return added;
    };
    expect(await heard('profile')).toBe(0);
    expect(await heard('extra')).toBe(1);
  });
});

describe('the translator', () => {
  const translator = (lang: 'en-US' | 'pt-PT' | 'zh-CN', entries: Record<string, string>) => {
    const i18n = createI18n(lang);
    i18n.addBundle(lang, entries);
    return i18n;
  };

  it('fills {{name}} placeholders, and leaves one without a value as written', () => {
    const i18n = translator('en-US', { hello: 'Hello {{name}}, {{ n }} new' });
    expect(i18n.t('hello', { name: 'Ana', n: 0 })).toBe('Hello Ana, 0 new');
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Hello Ana, {{ n }} new');
  });

  it("chooses the plural form by the language's rules, _zero for 0, and the bare key when no form is there", () => {
    const en = translator('en-US', {
      r_one: '{{count}} reply',
      r_other: '{{count}} replies',
      z_zero: 'none',
      z: '{{count}}',
    });
    expect(en.t('r', { count: 1 })).toBe('1 reply');
    expect(en.t('r', { count: 2 })).toBe('2 replies');
    expect(en.t('r', { count: 0 })).toBe('0 replies');
    expect(en.t('z', { count: 0 })).toBe('none');
    expect(en.t('z', { count: 5 })).toBe('5');
    // Portuguese (Portugal) says 0 in the plural; Chinese has one form.
    const pt = translator('pt-PT', { r_one: '{{count}} resposta', r_other: '{{count}} respostas' });
    expect(pt.t('r', { count: 0 })).toBe('0 respostas');
    expect(pt.t('r', { count: 1 })).toBe('1 resposta');
    const zh = translator('zh-CN', { r_other: '{{count}} 条回复' });
    expect(zh.t('r', { count: 1 })).toBe('1 条回复');
  });

  it('answers a missing key with its default (interpolated) or the key, and remembers it missed', () => {
    const i18n = translator('en-US', { a: '' });
    expect(i18n.missed).toBe(false);
    expect(i18n.t('a', { defaultValue: 'Hi {{who}}', who: 'you' })).toBe('Hi you');
    expect(i18n.t('nothing_here')).toBe('nothing_here');
    expect(i18n.t('constructor')).toBe('constructor');
    expect(i18n.missed).toBe(true);
  });

  it('forks: what the copy adds is its own', () => {
    const shared = translator('en-US', { a: 'A' });
    const copy = shared.fork();
    copy.addBundle('en-US', { a: 'Other A', b: 'B' });
    expect(copy.t('a')).toBe('Other A');
    expect(shared.t('a')).toBe('A');
    expect(shared.t('b')).toBe('b');
  });
});
