import {
  getBventByExhibitorIdOrExhibitId,
  getBventById,
  getBventSetting,
  getDecorationData,
  getExhibitionLogo,
  querySponsorBenefitPackageNoGroup,
} from '@showfloor/contracts';
import {
  ZBenefit,
  ZBvent,
  ZBventSetting,
  ZDecoration,
  ZExhibitionLogo,
  envelopeOf,
} from '@showfloor/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_MISSING_EXHIBITOR_ID,
  DEMO_PRODUCT_ID,
  DEMO_TOP_ORG_ID,
} from '../src/db/seed/demo-ids.ts';
import { FUNCTION_KEYS } from '@showfloor/contracts';
import { type TestApp, api, build, call } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('getBventById', () => {
  it('answers the event in the envelope, shaped as the contract says', async () => {
    const res = await call(t.app, { url: api(getBventById.path), query: { bventId: DEMO_EVENT_ID } });
    expect(res.status).toBe(200);
    const env = envelopeOf(ZBvent).parse(res.body);
    expect(env).toMatchObject({ isSuccess: true, businessCode: 0, businessMessage: '', pager: null });
    expect(env.returnObj?.bventId).toBe(DEMO_EVENT_ID);
    expect(env.returnObj?.title).toBe('中国国际工业博览会');
    expect(env.returnObj?.days.map((d) => d.date)).toEqual([
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
  });

  it('matches the path whatever its case (the spec writes both spellings)', async () => {
    for (const url of [
      '/api/ExpoAggregator/NoToken/getBventById',
      '/API/EXPOAGGREGATOR/NOTOKEN/GETBVENTBYID',
    ]) {
      const res = await call(t.app, { url, query: { bventId: DEMO_EVENT_ID } });
      expect(res.status, url).toBe(200);
      expect(res.body.isSuccess).toBe(true);
    }
  });

  it('localizes by lang query, then Language header, with fallbacks', async () => {
    const url = api(getBventById.path);
    const en = await call<{ title: string }>(t.app, {
      url,
      query: { bventId: DEMO_EVENT_ID, lang: 'en-US' },
    });
    expect(en.body.returnObj?.title).toBe('China International Industry Fair');
    const hk = await call<{ title: string }>(t.app, {
      url,
      query: { bventId: DEMO_EVENT_ID },
      headers: { Language: 'zh-HK' },
    });
    expect(hk.body.returnObj?.title).toBe('中國國際工業博覽會');
    const pt = await call<{ title: string }>(t.app, {
      url,
      query: { bventId: DEMO_EVENT_ID, lang: 'pt-PT' },
    });
    expect(pt.body.returnObj?.title).toBe('Feira Internacional da Indústria da China');
    // The query wins over the header; an unknown language is skipped, not refused.
    const both = await call<{ title: string }>(t.app, {
      url,
      query: { bventId: DEMO_EVENT_ID, lang: 'en-US' },
      headers: { Language: 'zh-HK' },
    });
    expect(both.body.returnObj?.title).toBe('China International Industry Fair');
    const odd = await call<{ title: string }>(t.app, {
      url,
      query: { bventId: DEMO_EVENT_ID, lang: 'xx-YY' },
    });
    expect(odd.body.returnObj?.title).toBe('中国国际工业博览会');
  });

  it('answers 5001 in the request language for an unknown event', async () => {
    const res = await call(t.app, {
      url: api(getBventById.path),
      query: { bventId: UNKNOWN, lang: 'en-US' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      isSuccess: false,
      businessCode: 5001,
      businessMessage: 'The exhibition does not exist',
    });
  });

  it('refuses a malformed or missing id with 400 and says which field', async () => {
    const bad = await call(t.app, { url: api(getBventById.path), query: { bventId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.businessCode).toBe(40000);
    expect(bad.body.details).toEqual([{ path: 'query.bventId', message: 'must be a guid (8-4-4-4-12 hex)' }]);
    expect(bad.body.businessMessage).toContain('query.bventId');
    const missing = await call(t.app, { url: api(getBventById.path) });
    expect(missing.status).toBe(400);
    expect(missing.body.details?.[0]?.path).toBe('query.bventId');
  });

  it('tolerates query keys it does not know', async () => {
    const res = await call(t.app, {
      url: api(getBventById.path),
      query: { bventId: DEMO_EVENT_ID, t: '123', utm: 'x' },
    });
    expect(res.status).toBe(200);
    expect(res.body.isSuccess).toBe(true);
  });
});

describe('getBventByExhibitorIdOrExhibitId', () => {
  const url = api(getBventByExhibitorIdOrExhibitId.path);
  it('finds the event of an exhibitor and of a product', async () => {
    const queries: Record<string, string>[] = [
      { exhibitorId: DEMO_EXHIBITOR_ID },
      { exhibitId: DEMO_PRODUCT_ID },
    ];
    for (const query of queries) {
      const res = await call(t.app, { url, query });
      const env = envelopeOf(ZBvent).parse(res.body);
      expect(env.returnObj?.bventId).toBe(DEMO_EVENT_ID);
    }
  });
  it('answers 1001 / 2001 for unknown ids and 400 without either', async () => {
    expect(
      (await call(t.app, { url, query: { exhibitorId: DEMO_MISSING_EXHIBITOR_ID } })).body.businessCode,
    ).toBe(1001);
    expect((await call(t.app, { url, query: { exhibitId: UNKNOWN } })).body.businessCode).toBe(2001);
    const none = await call(t.app, { url });
    expect(none.status).toBe(400);
    expect(none.body.businessMessage).toContain('exhibitorId or exhibitId is required');
  });
});

describe('event setting, logo, decoration, benefits', () => {
  it('getBventSetting takes the id from the path', async () => {
    const res = await call(t.app, { url: api(getBventSetting.path.replace(':bventId', DEMO_EVENT_ID)) });
    const setting = envelopeOf(ZBventSetting).parse(res.body).returnObj;
    expect(setting?.defaultLanguage).toBe('zh-CN');
    expect(setting?.languageCollection).toEqual(['zh-CN', 'en-US', 'zh-HK', 'pt-PT']);
    expect(Object.keys(setting?.functionKeys ?? {}).sort()).toEqual([...FUNCTION_KEYS].sort());
    const bad = await call(t.app, { url: api(getBventSetting.path.replace(':bventId', 'x')) });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toBe('params.bventId');
  });

  it('getExhibitionLogo answers the logo and localized title', async () => {
    const res = await call(t.app, {
      url: api(getExhibitionLogo.path),
      query: { bventId: DEMO_EVENT_ID, lang: 'en-US' },
    });
    const logo = envelopeOf(ZExhibitionLogo).parse(res.body).returnObj;
    expect(logo?.title).toBe('China International Industry Fair');
    expect(logo?.logo).toMatch(/^\/media\/logo\//);
  });

  it('getDecorationData answers the decoration with both increment rules and an empty script', async () => {
    const res = await call(t.app, { url: api(getDecorationData.path), query: { bventId: DEMO_EVENT_ID } });
    const deco = envelopeOf(ZDecoration).parse(res.body).returnObj;
    expect(deco?.displayIncrementRules.map((r) => r.ruleType)).toEqual(['multiplier', 'baseNumber']);
    expect(deco?.customScript).toBe('');
    expect(deco?.globalDecorate.backgroundImg).toMatch(/^\/media\/background\//);
  });

  it('querySponsorBenefitPackageNoGroup lists every function key of the organizer', async () => {
    const res = await call(t.app, {
      url: api(querySponsorBenefitPackageNoGroup.path),
      query: { topOrgId: DEMO_TOP_ORG_ID },
    });
    const list = envelopeOf(z.array(ZBenefit)).parse(res.body).returnObj ?? [];
    expect(list.map((b) => b.functionKey)).toEqual([...FUNCTION_KEYS]);
    expect(list.every((b) => b.enable)).toBe(true);
    const none = await call(t.app, {
      url: api(querySponsorBenefitPackageNoGroup.path),
      query: { topOrgId: UNKNOWN },
    });
    expect(none.body.returnObj).toEqual([]);
  });
});
