import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../src/lib/i18n.ts';
import { translationsOf, useTranslation } from '../src/lib/use-translation.ts';

function Words() {
  const { t, i18n } = useTranslation();
  return createElement('p', null, `${i18n.language}: ${t('view_all', { defaultValue: 'View all' })}`);
}

describe('useTranslation', () => {
  it('renders the words of the instance it is given, in its language', () => {
    const i18n = createI18n('pt-PT');
    i18n.addResource('pt-PT', 'translation', 'view_all', 'Ver tudo');
    const html = renderToString(createElement(I18nextProvider, { i18n }, createElement(Words)));
    expect(html).toBe('<p>pt-PT: Ver tudo</p>');
  });

  it('gives every component one t, and a new one (with listeners told) when records arrive or the language changes', async () => {
    const i18n = createI18n('en-US');
    const store = translationsOf(i18n);
    const first = store.current();
    expect(translationsOf(i18n).current()).toBe(first);
    let told = 0;
    const stop = store.subscribe(() => told++);

    i18n.addResource('en-US', 'translation', 'view_all', 'See everything');
    const second = store.current();
    expect(second).not.toBe(first);
    expect(second('view_all')).toBe('See everything');
    expect(told).toBe(1);

    i18n.addResource('zh-CN', 'translation', 'view_all', '查看全部');
    await i18n.changeLanguage('zh-CN');
    expect(store.current()('view_all')).toBe('查看全部');
    expect(told).toBeGreaterThanOrEqual(3);

    stop();
    const before = told;
    i18n.addResource('zh-CN', 'translation', 'profile', '企业简介');
    expect(told).toBe(before);
  });
});
