import type { z } from 'zod';
import { FIELD_TYPES, SPECIAL_FIELD_NAMES, getExhibitorDetail, getShopDecorate } from '@showfloor/contracts';
import { ZExhibitorDetail, ZShopDecorate, envelopeOf } from '@showfloor/contracts/schemas';
import { parseMedia } from '@showfloor/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitorFields } from '../src/db/schema/index.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_MISSING_EXHIBITOR_ID,
  DEMO_NOT_PASSED_EXHIBITOR_ID,
  DEMO_UPLOADING_EXHIBITOR_ID,
} from '../src/db/seed/demo-ids.ts';
import { type TestApp, api, build, call } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const detail = (id: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  call(t.app, { url: api(getExhibitorDetail.path), query: { id, ...extra }, headers });

describe('getExhibitorDetail', () => {
  it('answers the demo exhibitor with raw counters and every field type and special field', async () => {
    const res = await detail(DEMO_EXHIBITOR_ID, { mSiteId: DEMO_EVENT_ID, isMobile: 'true' });
    expect(res.status).toBe(200);
    const d = envelopeOf(ZExhibitorDetail).parse(res.body).returnObj;
    if (!d) throw new Error('no detail');
    expect(d.id).toBe(DEMO_EXHIBITOR_ID);
    expect(d.bventId).toBe(DEMO_EVENT_ID);
    expect(d.name).toMatch(/有限公司$/);
    expect(d.pavilion?.name).toBe('智能制造馆');
    expect(d.productCount).toBe(8); // 12 products, 8 of them listed
    expect(d.projectCount).toBe(2); // 3 projects, one delisted
    const types = new Set(d.fields.map((f) => f.fieldType));
    for (const type of FIELD_TYPES) expect(types, type).toContain(type);
    const names = d.fields.map((f) => f.fieldName);
    for (const name of SPECIAL_FIELD_NAMES) expect(names, name).toContain(name);
    const byName = Object.fromEntries(d.fields.map((f) => [f.fieldName, f.fieldValue]));
    expect(byName.Telephone).toMatch(/^86--21-\d+-$/);
    expect(byName.Cate?.split(',')).toHaveLength(3);
    expect(byName.ProjectCate?.split('/')).toHaveLength(3);
    expect(byName.MainProducts).toMatch(/^[^/,]+\/[^/,]+(,[^/,]+\/[^/,]+)+$/);
    expect(['SpecialBooth', 'StandardBooth']).toContain(byName.BoothType);
    expect(parseMedia(byName.CompanyImages ?? '')).toHaveLength(3);
    expect(parseMedia(byName.CompanyVideo ?? '')).toHaveLength(1);
  });

  it('keeps the fields in their stored order', async () => {
    const rows = await t.db
      .select({ name: exhibitorFields.fieldName, sort: exhibitorFields.sort })
      .from(exhibitorFields)
      .where(eq(exhibitorFields.exhibitorId, DEMO_EXHIBITOR_ID));
    const expected = [...rows].sort((a, b) => a.sort - b.sort).map((r) => r.name);
    const d = (await detail(DEMO_EXHIBITOR_ID)).body.returnObj as { fields: { fieldName: string }[] };
    expect(d.fields.map((f) => f.fieldName)).toEqual(expected);
  });

  it('localizes names, labels and values, with pt-PT content falling back to English', async () => {
    const en = (await detail(DEMO_EXHIBITOR_ID, { lang: 'en-US' })).body.returnObj as z.infer<
      typeof ZExhibitorDetail
    >;
    expect(en.name).toMatch(/Co\., Ltd\.$/);
    expect(en.fields.find((f) => f.fieldName === 'Telephone')?.displayName).toBe('Telephone');
    const pt = (await detail(DEMO_EXHIBITOR_ID, {}, { Language: 'pt-PT' })).body.returnObj as z.infer<
      typeof ZExhibitorDetail
    >;
    expect(pt.name).toBe(en.name); // no Portuguese company names: English is pt-PT's fallback
    expect(pt.fields.find((f) => f.fieldName === 'Telephone')?.displayName).toBe('Telefone');
    expect(pt.pavilion?.name).toBe('Pavilhão de Fabrico Inteligente');
    const hk = (await detail(DEMO_EXHIBITOR_ID, { lang: 'zh-HK' })).body.returnObj as z.infer<
      typeof ZExhibitorDetail
    >;
    expect(hk.pavilion?.name).toBe('智能製造館');
  });

  it.each([
    [DEMO_MISSING_EXHIBITOR_ID, 1001, '展商不存在', 'The exhibitor does not exist'],
    [DEMO_BANNED_EXHIBITOR_ID, 1002, '展商已被禁用', 'The exhibitor has been banned'],
    [DEMO_NOT_PASSED_EXHIBITOR_ID, 1003, '展商未通过审核', 'The exhibitor has not been approved'],
    [
      DEMO_UPLOADING_EXHIBITOR_ID,
      1004,
      '展商正在上传数据，请稍候',
      'The exhibitor is uploading data, please wait',
    ],
  ])('%s answers %i with a localized message', async (id, code, zh, en) => {
    const inZh = await detail(id);
    expect(inZh.status).toBe(404);
    expect(inZh.body).toMatchObject({
      isSuccess: false,
      businessCode: code,
      businessMessage: zh,
      returnObj: null,
    });
    const inEn = await detail(id, { lang: 'en-US' });
    expect(inEn.body.businessMessage).toBe(en);
    const shop = await call(t.app, { url: api(getShopDecorate.path), query: { id } });
    expect(shop.body.businessCode).toBe(code);
  });

  it('answers 1001 when the exhibitor belongs to another micro-site', async () => {
    const res = await detail(DEMO_EXHIBITOR_ID, { mSiteId: '00000000-0000-4000-8000-000000000000' });
    expect(res.body.businessCode).toBe(1001);
  });

  it('refuses a bad id with 400', async () => {
    const res = await detail('1234');
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe('query.id');
    const noId = await call(t.app, { url: api(getExhibitorDetail.path) });
    expect(noId.status).toBe(400);
  });
});

describe('getShopDecorate', () => {
  it('answers banners, theme colour and a localized slogan', async () => {
    const res = await call(t.app, {
      url: api(getShopDecorate.path),
      query: { id: DEMO_EXHIBITOR_ID, lang: 'en-US' },
    });
    const shop = envelopeOf(ZShopDecorate).parse(res.body).returnObj;
    expect(shop?.exhibitorId).toBe(DEMO_EXHIBITOR_ID);
    expect(shop?.bannerImages).toHaveLength(3);
    expect(shop?.slogan).toMatch(/quality you can trust$/);
  });
});
