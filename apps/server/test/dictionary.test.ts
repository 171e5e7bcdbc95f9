import { getDictionary, getTerms } from '@showfloor/contracts';
import { ZDictionaryRecord, ZTerm, envelopeOf } from '@showfloor/contracts/schemas';
import { BUNDLES, NAMESPACES } from '@showfloor/locales';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dictionary, meta } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID, DEMO_TOP_ORG_ID } from '../src/db/seed/demo-ids.ts';
import { syncDictionary } from '../src/db/seed/dictionary-sync.ts';
import { toHongKong } from '../src/fair-import/hong-kong.ts';
import { type TestApp, api, build, call } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const records = async (query: Record<string, string>) => {
  const res = await call(t.app, { url: api(getDictionary.path), query });
  return envelopeOf(z.array(ZDictionaryRecord)).parse(res.body).returnObj ?? [];
};
const keyCount = NAMESPACES.reduce((n, ns) => n + Object.keys(BUNDLES['zh-CN'][ns]).length, 0);

describe('getDictionary', () => {
  it('answers one language with every platform key', async () => {
    const list = await records({ language: 'en-US' });
    expect(new Set(list.map((r) => r.lang))).toEqual(new Set(['en-US']));
    expect(list).toHaveLength(keyCount);
    expect(list.find((r) => r.key === 'too_frequent')?.value).toBe('Page refresh too frequent, try later');
  });

  it('adds the fallbacks: zh-HK with zh-CN, pt-PT with en-US, zh with zh-CN', async () => {
    const hk = await records({ language: 'zh-HK' });
    expect(new Set(hk.map((r) => r.lang))).toEqual(new Set(['zh-HK', 'zh-CN']));
    // zh-HK rows not given in the zh-HK JSON files are converted to Traditional characters.
    expect(hk.find((r) => r.lang === 'zh-HK' && r.key === 'exhibitor_not_found')?.value).toBe('展商不存在');
    expect(hk.find((r) => r.lang === 'zh-HK' && r.key === 'service_abnormal')?.value).toBe('服務異常');
    const pt = await records({ language: 'pt-PT' });
    expect(new Set(pt.map((r) => r.lang))).toEqual(new Set(['pt-PT', 'en-US']));
    const zh = await records({ language: 'zh' });
    expect(zh.find((r) => r.lang === 'zh' && r.key === 'service_abnormal')?.value).toBe('服务异常');
  });

  it("includes the event's rows, which override the platform's", async () => {
    await t.db
      .insert(dictionary)
      .values({ bventId: DEMO_EVENT_ID, lang: 'en-US', key: 'too_frequent', value: 'Slow down please' });
    t.app.services.dictionary.clear();
    const withEvent = await records({ language: 'en-US', bventId: DEMO_EVENT_ID });
    expect(withEvent.filter((r) => r.key === 'too_frequent')).toEqual([
      { lang: 'en-US', key: 'too_frequent', value: 'Slow down please' },
    ]);
    expect(withEvent.find((r) => r.key === 'event_slogan')?.value).toBe('Connecting buyers worldwide');
    const platform = await records({ language: 'en-US' });
    expect(platform.find((r) => r.key === 'too_frequent')?.value).toBe(
      'Page refresh too frequent, try later',
    );
    expect(platform.some((r) => r.key === 'event_slogan')).toBe(false);
  });

  it('requires a valid language', async () => {
    const res = await call(t.app, { url: api(getDictionary.path), query: { language: 'fr-FR' } });
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe('query.language');
  });
});

describe('dictionary sync at start', () => {
  it('inserts missing keys and never overwrites an edited row', async () => {
    const edited = 'Edited by the organizer';
    await t.db
      .update(dictionary)
      .set({ value: edited })
      .where(
        and(isNull(dictionary.bventId), eq(dictionary.lang, 'en-US'), eq(dictionary.key, 'bad_request')),
      );
    await t.db
      .delete(dictionary)
      .where(and(isNull(dictionary.bventId), eq(dictionary.key, 'route_not_found')));
    await t.db.delete(meta).where(eq(meta.key, 'dictionary_hash'));
    expect(await syncDictionary(t.db)).toBe(5);
    const [row] = await t.db
      .select({ value: dictionary.value })
      .from(dictionary)
      .where(
        and(isNull(dictionary.bventId), eq(dictionary.lang, 'en-US'), eq(dictionary.key, 'bad_request')),
      );
    expect(row?.value).toBe(edited);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dictionary)
      .where(isNull(dictionary.bventId));
    expect(count?.n).toBe(keyCount * 5);
    // Unchanged source: nothing to do.
    expect(await syncDictionary(t.db)).toBe(0);
  });
});

describe('getTerms', () => {
  const url = api(getTerms.path);
  it('answers the three terms in the asked language, falling back for pt-PT only where missing', async () => {
    const res = await call(t.app, {
      url,
      query: { languageType: 'en-US', bventId: DEMO_EVENT_ID, topOrgId: DEMO_TOP_ORG_ID },
    });
    const list = envelopeOf(z.array(ZTerm)).parse(res.body).returnObj ?? [];
    expect(list.map((x) => x.termsType).sort()).toEqual([
      'privacyPolicy',
      'uploadAgreement',
      'userAgreement',
    ]);
    expect(list.find((x) => x.termsType === 'userAgreement')?.title).toBe('User Agreement');
    const hk = await call<{ title: string; termsType: string }[]>(t.app, {
      url,
      query: { appCode: 'Shop', languageType: 'zh-HK', bventId: DEMO_EVENT_ID, topOrgId: DEMO_TOP_ORG_ID },
    });
    expect(hk.body.returnObj?.find((x) => x.termsType === 'userAgreement')?.title).toBe(
      toHongKong('用户协议'),
    );
  });
  it('refuses a wrong appCode and an unknown event', async () => {
    const bad = await call(t.app, {
      url,
      query: { appCode: 'Other', languageType: 'en-US', bventId: DEMO_EVENT_ID, topOrgId: DEMO_TOP_ORG_ID },
    });
    expect(bad.status).toBe(400);
    const unknown = await call(t.app, {
      url,
      query: {
        languageType: 'en-US',
        bventId: '00000000-0000-4000-8000-000000000000',
        topOrgId: DEMO_TOP_ORG_ID,
      },
    });
    expect(unknown.body.businessCode).toBe(5001);
  });
});
