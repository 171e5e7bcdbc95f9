import { afterEach, describe, expect, it } from 'vitest';
import type { TDictionaryRecord } from '@showfloor/contracts';
import { ensureDictionary } from '../src/app/event-data.ts';
import { dictionaryOptions } from '../src/features/bvent/api/get-dictionary.ts';
import { createI18n } from '../src/lib/i18n.ts';
import { currentLanguage, getI18n, setLanguage } from '../src/lib/language.ts';
import { getQueryClient, newQueryClient } from '../src/lib/query-client.ts';
import { setRenderScopeSource, type RenderScope } from '../src/lib/render-scope.ts';

/** Renders on the server run side by side: each reads its own scope, and a shared dictionary stays as it was. */
function scopeFor(dictionary: readonly TDictionaryRecord[], shared = createI18n('en-US')): RenderScope {
  return {
    queryClient: newQueryClient(),
    i18n: shared,
    sharedDictionary: dictionary,
    language: 'en-US',
    eventId: null,
    host: 'browser',
    timeZone: 'Asia/Shanghai',
    acceptLanguages: [],
    storedLanguage: null,
    navigatedTo: null,
    api: {
      baseUrl: 'http://gateway.test/api',
      navigate: () => undefined,
      toast: () => undefined,
      t: (_k, fallback) => fallback,
      getLanguage: () => 'en-US',
      getToken: () => null,
      getCurrentOrg: () => null,
      getEventId: () => null,
      host: 'browser',
    },
  };
}

let active: RenderScope | undefined;
setRenderScopeSource(() => active);
afterEach(() => {
  active = undefined;
});

const BOOT: TDictionaryRecord[] = [{ lang: 'en-US', key: 'hello', value: 'Hello from the fair' }];
const OTHER: TDictionaryRecord[] = [{ lang: 'en-US', key: 'hello', value: 'Hello from another fair' }];

describe('the render scope', () => {
  it('gives each render its own cache and language, and the browser its own', () => {
    const a = scopeFor(BOOT);
    const b = scopeFor(BOOT);
    active = a;
    setLanguage('pt-PT');
    expect(currentLanguage()).toBe('pt-PT');
    expect(getQueryClient()).toBe(a.queryClient);
    active = b;
    expect(currentLanguage()).toBe('en-US');
    expect(getQueryClient()).toBe(b.queryClient);
    active = undefined;
    expect(getQueryClient()).not.toBe(a.queryClient);
  });

  it('fills the shared instance with its own dictionary, and forks it for another event’s', async () => {
    const shared = createI18n('en-US');
    const first = scopeFor(BOOT, shared);
    active = first;
    first.queryClient.setQueryData(dictionaryOptions('event-1', 'en-US').queryKey, BOOT);
    await ensureDictionary('event-1', 'en-US');
    expect(getI18n()).toBe(shared);
    expect(shared.t('hello')).toBe('Hello from the fair');

    const second = scopeFor(BOOT, shared);
    active = second;
    second.queryClient.setQueryData(dictionaryOptions('event-2', 'en-US').queryKey, OTHER);
    await ensureDictionary('event-2', 'en-US');
    expect(getI18n()).not.toBe(shared);
    expect(getI18n().t('hello')).toBe('Hello from another fair');
    // The other renders still read the fair's own wording.
    expect(shared.t('hello')).toBe('Hello from the fair');
  });
});
