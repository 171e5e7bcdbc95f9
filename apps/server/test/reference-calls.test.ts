import {
  fileListInGroup,
  getDataSourceDetailByInitField,
  getDictionaryTree,
  getExhibitorContactInformation,
  getExhibitorOrgWebIms,
  getInternationalAreaCodes,
  getSearchBventDecorate,
} from '@showfloor/contracts';
import {
  ZAreaCode,
  ZAreaNode,
  ZDataSourceDetail,
  ZExhibitorContact,
  ZExhibitorOrgWebIms,
  ZMediaFile,
  ZSearchDecoration,
  envelopeOf,
} from '@showfloor/contracts/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { events } from '../src/db/schema/index.ts';
import { DEMO_MEDIA_GROUP_ID, mediaGroupId } from '../src/db/seed/demo-ids.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_EXHIBITOR_ORG_ID,
  DEMO_MISSING_EXHIBITOR_ID,
} from '../src/db/seed/demo-ids.ts';
import { type TestApp, api, build, call } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string> = {}) => call(t.app, { url: api(path), query });
const contactPath = (org: string, bvent: string, type: string) =>
  getExhibitorContactInformation.path
    .replace(':exhibitorOrgId', org)
    .replace(':bventId', bvent)
    .replace(':type', type);

describe('exhibitor web IM and contact', () => {
  it('answers the web chat of the demo exhibitor org; an org without exhibitor gets an empty url', async () => {
    const res = await get(getExhibitorOrgWebIms.path.replace(':exhibitorOrgId', DEMO_EXHIBITOR_ORG_ID), {
      lang: 'pt-PT',
    });
    const im = envelopeOf(ZExhibitorOrgWebIms).parse(res.body).returnObj!;
    expect(im).toEqual({
      url: `/m/pt-PT/exhibitor/${DEMO_EXHIBITOR_ID}/mim/friendList`,
      groupType: 'exhibitor',
    });
    const none = await get(getExhibitorOrgWebIms.path.replace(':exhibitorOrgId', DEMO_MISSING_EXHIBITOR_ID));
    expect(none.body.returnObj).toEqual({ url: '', groupType: 'exhibitor' });
    expect((await get(getExhibitorOrgWebIms.path.replace(':exhibitorOrgId', 'nope'))).status).toBe(400);
  });

  it('answers contact details where the event shows them, narrowed by type', async () => {
    const all = await get(contactPath(DEMO_EXHIBITOR_ORG_ID, DEMO_EVENT_ID, '0'), { lang: 'en-US' });
    expect(all.status).toBe(200);
    const c = envelopeOf(ZExhibitorContact).parse(all.body).returnObj!;
    expect(c.exhibitorId).toBe(DEMO_EXHIBITOR_ID);
    expect(c.telephone).toMatch(/^\+86 /);
    expect(c.email).toMatch(/@/);
    expect(c.address).toMatch(/Shanghai/);
    const mail = envelopeOf(ZExhibitorContact).parse(
      (await get(contactPath(DEMO_EXHIBITOR_ORG_ID, DEMO_EVENT_ID, '2'))).body,
    ).returnObj!;
    expect(mail.email).toBe(c.email);
    expect(mail.telephone).toBe('');
    expect(mail.mobile).toBe('');
  });

  it('an unknown org at the event is 1001; bad type or ids are 400', async () => {
    const missing = await get(contactPath(DEMO_MISSING_EXHIBITOR_ID, DEMO_EVENT_ID, '0'));
    expect(missing.body.businessCode).toBe(1001);
    expect((await get(contactPath(DEMO_EXHIBITOR_ORG_ID, DEMO_EVENT_ID, '9'))).status).toBe(400);
    expect((await get(contactPath(DEMO_EXHIBITOR_ORG_ID, 'x', '0'))).status).toBe(400);
  });

  it('refuses with 403 where the event does not show exhibitor contact', async () => {
    // A fresh app: the event row is cached per app, so the change is made before anything reads it.
    const other = await build();
    try {
      await other.db
        .update(events)
        .set({ decoration: sql`jsonb_set(${events.decoration}, '{isEnableShowExhibitorContact}', 'false')` })
        .where(eq(events.id, DEMO_EVENT_ID));
      const res = await call(other.app, {
        url: api(contactPath(DEMO_EXHIBITOR_ORG_ID, DEMO_EVENT_ID, '0')),
        query: { lang: 'en-US' },
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ isSuccess: false, businessCode: 40300, returnObj: null });
      expect(res.body.businessMessage).toMatch(/exhibitor contact is not shown/);
    } finally {
      await other.close();
    }
  });
});

describe('search decoration and data sources', () => {
  it('answers banners, hot words and placeholder in the request language', async () => {
    const res = await get(getSearchBventDecorate.path, { bventId: DEMO_EVENT_ID, lang: 'pt-PT' });
    const d = envelopeOf(ZSearchDecoration).parse(res.body).returnObj!;
    expect(d.banners.length).toBeGreaterThan(0);
    expect(d.hotWords).toContain('Vinho');
    expect(d.placeholder).toBe('Pesquisar expositores e produtos');
    const missing = await get(getSearchBventDecorate.path, { bventId: DEMO_MISSING_EXHIBITOR_ID });
    expect(missing.body.businessCode).toBe(5001);
  });

  it('answers the options of a field, a tree sent flat; an unknown field is 404, a bad name 400', async () => {
    const res = await get(getDataSourceDetailByInitField.path, {
      bventId: DEMO_EVENT_ID,
      fieldName: 'ProjectCate',
      lang: 'zh-CN',
    });
    const d = envelopeOf(ZDataSourceDetail).parse(res.body).returnObj!;
    expect(d.displayName).toBe('项目类别');
    expect(d.options.find((o) => o.value === 'trade-export')).toEqual({
      value: 'trade-export',
      label: '出口',
      parentValue: 'trade',
    });
    const unknown = await get(getDataSourceDetailByInitField.path, {
      bventId: DEMO_EVENT_ID,
      fieldName: 'Nope',
    });
    expect(unknown.status).toBe(404);
    const bad = await get(getDataSourceDetailByInitField.path, {
      bventId: DEMO_EVENT_ID,
      fieldName: '<script>',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toBe('query.fieldName');
  });

  it('answers Cate (the industry) from the event’s category tree, labelled as the organizer labels the field', async () => {
    const res = await get(getDataSourceDetailByInitField.path, {
      bventId: DEMO_EVENT_ID,
      fieldName: 'Cate',
      lang: 'en-US',
    });
    expect(res.status).toBe(200);
    const d = envelopeOf(ZDataSourceDetail).parse(res.body).returnObj!;
    expect(d.displayName).toBe('Industry');
    const top = d.options.find((o) => o.label === 'Industrial Equipment');
    expect(top).toMatchObject({ parentValue: null });
    expect(d.options.find((o) => o.label === 'CNC Machine Tools')).toMatchObject({ parentValue: top!.value });
    // Parents come before their children, as a flat tree is read.
    const index = new Map(d.options.map((o, i) => [o.value, i]));
    for (const o of d.options)
      if (o.parentValue) expect(index.get(o.parentValue)!).toBeLessThan(index.get(o.value)!);
  });
});

describe('area tree and calling codes', () => {
  it('answers countries with provinces and cities in three languages', async () => {
    const tree = (lang: string, level = '0') =>
      get(getDictionaryTree.path, { groupCode: 'CountryProvinceCity', level, lang }).then(
        (r) => envelopeOf(z.array(ZAreaNode)).parse(r.body).returnObj!,
      );
    const zh = await tree('zh-CN');
    const cn = zh.find((n) => n.code === 'CN')!;
    expect(cn.name).toBe('中国');
    const gd = cn.children.find((n) => n.code === 'CN-GD')!;
    expect(gd.name).toBe('广东省');
    expect(gd.children.map((c) => c.name)).toContain('深圳市');
    expect(cn.children.length).toBe(31);
    const pt = await tree('pt-PT');
    const lisboa = pt.find((n) => n.code === 'PT')!.children.find((n) => n.code === 'PT-11')!;
    expect(lisboa.name).toBe('Distrito de Lisboa');
    expect(lisboa.children.map((c) => c.name)).toContain('Lisboa');
    expect(pt.find((n) => n.code === 'MO')!.children.map((c) => c.name)).toContain('Taipa');
    const en = await tree('en-US', '1');
    expect(en.every((n) => n.children.length === 0)).toBe(true);
    expect(en.find((n) => n.code === 'HK')?.name).toBe('Hong Kong, China');
  });

  it('refuses an unknown group or level with 400', async () => {
    expect((await get(getDictionaryTree.path, { groupCode: 'Planets', level: '0' })).status).toBe(400);
    expect(
      (await get(getDictionaryTree.path, { groupCode: 'CountryProvinceCity', level: '-1' })).status,
    ).toBe(400);
    expect(
      (await get(getDictionaryTree.path, { groupCode: 'CountryProvinceCity', level: '99' })).status,
    ).toBe(400);
  });

  it('answers real calling codes, names in the language of the path; an unknown language is 400', async () => {
    const res = await get(getInternationalAreaCodes.path.replace(':x', 'pt-PT'));
    const codes = envelopeOf(z.array(ZAreaCode)).parse(res.body).returnObj!;
    expect(codes[0]).toEqual({ countryCode: 'CN', areaCode: '+86', name: 'China' });
    expect(codes.find((c) => c.countryCode === 'PT')?.areaCode).toBe('+351');
    expect(codes.find((c) => c.countryCode === 'MO')).toMatchObject({
      areaCode: '+853',
      name: 'Macau, China',
    });
    expect(codes.find((c) => c.countryCode === 'BR')?.name).toBe('Brasil');
    expect((await get(getInternationalAreaCodes.path.replace(':x', 'klingon'))).status).toBe(400);
  });
});

describe('fileListInGroup', () => {
  it('answers the files of a group in order; an unknown group is empty; a bad id 400', async () => {
    const res = await get(fileListInGroup.path, { groupId: DEMO_MEDIA_GROUP_ID });
    const files = envelopeOf(z.array(ZMediaFile)).parse(res.body).returnObj!;
    expect(files.map((f) => f.sort)).toEqual([1, 2, 3, 4]);
    expect(files.filter((f) => f.fileType === 'video').map((f) => f.url)).toEqual(['/media/video/demo.mp4']);
    const none = await get(fileListInGroup.path, { groupId: mediaGroupId(999) });
    expect(none.body.returnObj).toEqual([]);
    expect((await get(fileListInGroup.path, { groupId: '' })).status).toBe(400);
  });
});
