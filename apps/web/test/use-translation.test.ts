import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createI18n } from '../src/lib/i18n.ts';
import { TranslatorContext, translationsOf, useTranslation } from '../src/lib/use-translation.ts';

function Words() {
  const { t } = useTranslation();
  return createElement('p', null, t('view_all', { defaultValue: 'View all' }));
}

describe('useTranslation', () => {
  it('renders the words of the instance it is given, in its language', () => {
    const i18n = createI18n('pt-PT');
    i18n.addBundle('pt-PT', { view_all: 'Ver tudo' });
    const html = renderToString(
      createElement(TranslatorContext.Provider, { value: i18n }, createElement(Words)),
    );
    expect(html).toBe('<p>Ver tudo</p>');
  });

  it('gives every component one t, and a new one (with listeners told) when records arrive or the language changes', async () => {
    const i18n = createI18n('en-US');
    const store = translationsOf(i18n);
    const first = store.current();
    expect(translationsOf(i18n).current()).toBe(first);
    let told = 0;
    const stop = store.subscribe(() => told++);

    i18n.addBundle('en-US', { view_all: 'See everything' });
    const second = store.current();
    expect(second).not.toBe(first);
    expect(second('view_all')).toBe('See everything');
    expect(told).toBe(1);

    i18n.addBundle('zh-CN', { view_all: '查看全部' });
    i18n.changeLanguage('zh-CN');
    expect(store.current()('view_all')).toBe('查看全部');
    expect(told).toBe(3);

    stop();
    const before = told;
    i18n.addBundle('zh-CN', { profile: '企业简介' });
    expect(told).toBe(before);
  });
});
