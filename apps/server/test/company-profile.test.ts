import { randomUUID } from 'node:crypto';
import {
  catalogueCsv,
  catalogueEntry,
  ErrorCode,
  getExhibitorDetail,
  getShopDecorate,
  HEADERS,
  PRODUCT_IMAGE_MAX_BYTES,
  saveCompany,
  searchCompanies,
  type TCatalogueEntry,
  type TCompany,
  type TExhibitorDetail,
  type TShopDecorate,
  workbenchCompany,
} from '@showfloor/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { exhibitorFields } from '../src/db/schema/index.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_EXHIBITOR_ORG_ID,
} from '../src/db/seed/demo-ids.ts';
import { newAttendees } from './meeting-helpers.ts';
import {
  exhibitorMember,
  gatewayCalls,
  type Headers,
  onPgliteAndPostgres,
  type Party,
  pngOf,
  type WorkbenchSubject,
} from './workbench-helpers.ts';

/*
 * The exhibitor's company info and catalogue entry, end to end through the gateway: read, save per field type
 * (text per language, gallery, video, link, the special names' stored formats), pictures refused unless uploaded
 * or already the company's, bad input refused with nothing changed, only the exhibitor's own members (another
 * organization edits its own, never this one), a banned exhibitor refused, and the public detail, decoration and
 * company search showing the change right after the save. On PGlite and again on PostgreSQL.
 */

function companySuite(subject: () => WorkbenchSubject) {
  const app = () => subject().app;
  const db = () => subject().db;
  const { get, post, upload } = gatewayCalls(app);
  const memberOf = (exhibitorId: string) => exhibitorMember(app(), db(), exhibitorId);

  const read = (who: Party, extra?: Headers) =>
    get<TCompany>(who, workbenchCompany.path, { bventId: DEMO_EVENT_ID }, extra);
  const save = (who: Party, body: object, extra?: Headers) =>
    post<TCompany>(who, saveCompany.path, body, extra);
  const detail = (id: string) =>
    get<TExhibitorDetail>(null, getExhibitorDetail.path, { id, mSiteId: DEMO_EVENT_ID });
  const png = (background?: string) => pngOf(96, 40, background);

  /** The form as the page sends it back: the company as read, with changes. */
  const formOf = (c: TCompany, over: Record<string, unknown> = {}) => ({
    bventId: c.bventId,
    name: c.name,
    logo: c.logo,
    boothNumber: c.boothNumber,
    banners: c.banners,
    contact: c.contact,
    fields: c.fields.map((f) => ({ fieldName: f.fieldName, text: f.text, value: f.value, images: f.images })),
    ...over,
  });
  const withField = (c: TCompany, name: string, change: Record<string, unknown>) =>
    formOf(c).fields.map((f) => (f.fieldName === name ? { ...f, ...change } : f));

  let member: Party;
  beforeAll(async () => {
    member = await memberOf(DEMO_EXHIBITOR_ID);
  });

  it("reads the exhibitor's content and the event's profile fields with their types", async () => {
    const res = await read(member);
    expect(res.status).toBe(200);
    const c = res.body.returnObj!;
    expect(c.exhibitorId).toBe(DEMO_EXHIBITOR_ID);
    expect(c.banned).toBe(false);
    expect(c.languages[0]).toBe('zh-CN');
    expect(c.name['zh-CN']).toBeTruthy();
    expect(c.banners.length).toBeGreaterThan(0);
    expect(c.contact.email).toContain('@');
    const byName = new Map(c.fields.map((f) => [f.fieldName, f]));
    // The event's fields: those its exhibitors have, the ones this exhibitor lacks included (empty).
    for (const name of ['CompanyProfile', 'Cate', 'MainProducts', 'BoothType', 'Telephone', 'CompanyVideo'])
      expect(byName.has(name)).toBe(true);
    expect(byName.get('CompanyProfile')).toMatchObject({ fieldType: 'textarea', localized: true });
    expect(byName.get('Telephone')).toMatchObject({ localized: false });
    expect(byName.get('CompanyImages')!.images.length).toBeGreaterThan(0);
  });

  it('saves every type, goes live at once: the detail, the decoration and a company search show it', async () => {
    const before = (await read(member)).body.returnObj!;
    const banner = (await upload(member, await png('#aa3311'))).body.returnObj!;
    const photo = (await upload(member, await png('#11aa33'))).body.returnObj!;
    const word = `Zephyrquartz${randomUUID().slice(0, 6)}`;
    const intro = { 'zh-CN': `我们制造${word}精密机床。`, 'en-US': `We make ${word} precision machines.` };
    let fields = withField(before, 'CompanyProfile', { text: intro });
    fields = fields.map((f) =>
      f.fieldName === 'Telephone'
        ? { ...f, value: '86-21-66668888-' }
        : f.fieldName === 'BoothType'
          ? { ...f, value: 'StandardBooth' }
          : f.fieldName === 'CompanyImages'
            ? { ...f, images: [f.images[0]!, photo.image] }
            : f.fieldName === 'CompanyVideo'
              ? { ...f, value: 'https://video.example.com/company.mp4' }
              : f.fieldName === 'CorporateWebsite'
                ? { ...f, value: 'https://www.example.com/new' }
                : f.fieldName === 'EstablishedYear'
                  ? { ...f, value: '1999' }
                  : f,
    );
    const res = await save(
      member,
      formOf(before, {
        name: { ...before.name, 'en-US': 'Zhongcheng Renamed Ltd.' },
        banners: [banner.url, ...before.banners.slice(0, 2)],
        boothNumber: '1B099',
        contact: { ...before.contact, telephone: '+86 21 5555 0000' },
        fields,
      }),
    );
    expect(res.status).toBe(200);
    const after = res.body.returnObj!;
    expect(after.boothNumber).toBe('1B099');
    expect(after.banners).toEqual([banner.url, ...before.banners.slice(0, 2)]);
    const f = new Map(after.fields.map((x) => [x.fieldName, x]));
    expect(f.get('CompanyProfile')!.text).toEqual(intro);
    expect(f.get('CompanyImages')!.images).toEqual([
      before.fields.find((x) => x.fieldName === 'CompanyImages')!.images[0],
      photo.url,
    ]);
    expect(f.get('CompanyVideo')!.value).toBe('https://video.example.com/company.mp4');
    expect(f.get('EstablishedYear')!.value).toBe('1999');
    // Stored as the display rules read them.
    const rows = await db()
      .select()
      .from(exhibitorFields)
      .where(eq(exhibitorFields.exhibitorId, DEMO_EXHIBITOR_ID));
    const stored = new Map(rows.map((r) => [r.fieldName, r]));
    expect(stored.get('Telephone')!.fieldValue).toBe('86-21-66668888-');
    expect(JSON.parse(stored.get('CompanyVideo')!.fieldValue)).toEqual([
      { absoluteUrl: 'https://video.example.com/company.mp4' },
    ]);
    expect(JSON.parse(stored.get('CompanyImages')!.fieldValue)[1].absoluteUrl).toBe(photo.url);

    // The public detail right after the answer (its cache dropped, the profile kept by the triggers).
    const d = (await detail(DEMO_EXHIBITOR_ID)).body.returnObj!;
    expect(d.name).toBe('Zhongcheng Renamed Ltd.');
    expect(d.boothNumber).toBe('1B099');
    expect(d.fields.find((x) => x.fieldName === 'CompanyProfile')!.fieldValue).toContain(word);
    expect(d.fields.find((x) => x.fieldName === 'BoothType')!.fieldValue).toBe('StandardBooth');
    const shop = await get<TShopDecorate>(null, getShopDecorate.path, { id: DEMO_EXHIBITOR_ID });
    expect(shop.body.returnObj!.bannerImages[0]).toBe(banner.url);
    // A company search finds the new word at once.
    const found = await post<unknown>(null, searchCompanies.path, {
      bventId: DEMO_EVENT_ID,
      searchValue: word,
    });
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).toContain(DEMO_EXHIBITOR_ID);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = (await read(member)).body.returnObj!;
    const cases: [object, string][] = [
      [formOf(before, { name: {} }), 'Please enter the company name'],
      [formOf(before, { banners: Array(6).fill(before.logo) }), 'Up to 5 banners'],
      [
        formOf(before, { fields: withField(before, 'CorporateWebsite', { value: 'javascript:alert(1)' }) }),
        'web address',
      ],
      [formOf(before, { fields: withField(before, 'BoothType', { value: 'Huge' }) }), 'SpecialBooth'],
      [formOf(before, { fields: withField(before, 'Telephone', { value: 'call me' }) }), 'Only digits'],
      [formOf(before, { fields: withField(before, 'EstablishedYear', { value: 'old' }) }), 'number'],
      [formOf(before, { fields: withField(before, 'RegisteredDate', { value: '2002-02-30' }) }), 'date'],
      [
        formOf(before, {
          fields: withField(before, 'CompanyProfile', { text: { 'zh-CN': '长'.repeat(5001) } }),
        }),
        '5000',
      ],
      [formOf(before, { fields: [{ fieldName: 'Invented', value: 'x' }] }), 'not a profile field'],
      [formOf(before, { contact: { ...before.contact, email: 'not-an-address' } }), 'e-mail'],
    ];
    for (const [body, message] of cases) {
      const res = await save(member, body);
      expect([res.status, res.body.businessCode], message).toEqual([400, ErrorCode.BadRequest]);
      expect(res.body.businessMessage).toContain(message);
    }
    expect((await read(member)).body.returnObj).toEqual(before);
  });

  it('takes only pictures uploaded through the workbench or already the company’s', async () => {
    const before = (await read(member)).body.returnObj!;
    for (const ref of [`${'a'.repeat(64)}.png`, 'https://evil.example/x.png', '/media/logo/other.svg']) {
      for (const body of [
        formOf(before, { logo: ref }),
        formOf(before, { banners: [ref] }),
        formOf(before, { fields: withField(before, 'CompanyImages', { images: [ref] }) }),
      ]) {
        const res = await save(member, body);
        expect([res.status, res.body.businessCode]).toEqual([400, ErrorCode.ProductImageUnknown]);
      }
    }
    expect((await read(member)).body.returnObj).toEqual(before);
    // The upload call refuses by content and by size (20 MB).
    const text = await upload(member, Buffer.from('only text, named logo.png'));
    expect([text.status, text.body.businessCode]).toEqual([400, ErrorCode.WorkbenchImageNotAccepted]);
    const jpg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const huge = await upload(
      member,
      Buffer.concat([jpg, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES + 1 - jpg.length)]),
    );
    expect([huge.status, huge.body.businessCode]).toEqual([400, ErrorCode.WorkbenchImageNotAccepted]);
    // An uploaded logo by its key is kept as its address.
    const logo = (await upload(member, await png('#222288'))).body.returnObj!;
    const res = await save(member, formOf(before, { logo: logo.image }));
    expect(res.body.returnObj!.logo).toBe(logo.url);
    expect((await detail(DEMO_EXHIBITOR_ID)).body.returnObj!.logo).toBe(logo.url);
  }, 60_000);

  it('only for the exhibitor’s members: a buyer is refused, another organization edits its own only', async () => {
    const [buyer] = await newAttendees(app(), db(), 1);
    expect((await read(buyer!)).status).toBe(403);
    expect((await save(buyer!, { bventId: DEMO_EVENT_ID, name: { 'en-US': 'x' }, logo: 'x' })).status).toBe(
      403,
    );
    expect((await get(null, workbenchCompany.path, { bventId: DEMO_EVENT_ID })).status).toBe(401);

    const other = await memberOf(DEMO_EXHIBITOR_2_ID);
    const mineBefore = (await read(member)).body.returnObj!;
    // Naming the first exhibitor's organization as the acting one does not make it theirs.
    const asFirst = { [HEADERS.currentOrg]: `${DEMO_EXHIBITOR_ORG_ID}:Exhibition` };
    const theirs = (await read(other, asFirst)).body.returnObj!;
    expect(theirs.exhibitorId).toBe(DEMO_EXHIBITOR_2_ID);
    const res = await save(other, formOf(mineBefore, { name: { 'en-US': 'Taken over' } }), asFirst);
    // The first exhibitor's pictures are not the second's: refused, and nothing of either changed.
    expect(res.body.businessCode).toBe(ErrorCode.ProductImageUnknown);
    const ok = await save(
      other,
      formOf(theirs, { name: { ...theirs.name, 'en-US': 'Second Renamed' } }),
      asFirst,
    );
    expect(ok.body.returnObj!.exhibitorId).toBe(DEMO_EXHIBITOR_2_ID);
    expect((await read(member)).body.returnObj).toEqual(mineBefore);
    expect((await detail(DEMO_EXHIBITOR_2_ID)).body.returnObj!.name).toBe('Second Renamed');
  });

  it('a banned exhibitor reads its content and saves nothing', async () => {
    const banned = await memberOf(DEMO_BANNED_EXHIBITOR_ID);
    const c = await read(banned);
    expect(c.status).toBe(200);
    expect(c.body.returnObj!.banned).toBe(true);
    const res = await save(banned, formOf(c.body.returnObj!, { boothNumber: 'Z9' }));
    expect([res.status, res.body.businessCode]).toEqual([409, ErrorCode.ExhibitorBanned]);
    expect((await read(banned)).body.returnObj).toEqual(c.body.returnObj);
  });

  it('the catalogue entry and its CSV: names per language, booth, booth type, categories joined with " > "', async () => {
    const entry = (await get<TCatalogueEntry>(member, catalogueEntry.path, { bventId: DEMO_EVENT_ID })).body
      .returnObj!;
    const cell = (key: string, lang: string | null = null) =>
      entry.cells.find((c) => c.key === key && c.lang === lang)?.value;
    expect(cell('name', 'en-US')).toBe('Zhongcheng Renamed Ltd.');
    expect(cell('booth')).toBe('1B099');
    expect(cell('boothType', 'en-US')).toBeTruthy();
    expect(cell('categories', 'zh-CN')).toContain(' > ');
    expect(cell('telephone')).toBe('+86 21 5555 0000');
    expect(cell('website')).toBe('https://www.example.com/new');
    const csv = await get<{ fileName: string; content: string }>(member, catalogueCsv.path, {
      bventId: DEMO_EVENT_ID,
    });
    expect(csv.body.returnObj!.fileName).toMatch(/\.csv$/);
    const [head, row] = csv.body.returnObj!.content.replace(/^\uFEFF/, '').split('\r\n');
    expect(head).toContain('Name (zh-CN)');
    expect(head).toContain('Booth type (en-US)');
    expect(row).toContain('Zhongcheng Renamed Ltd.');
    expect(row).toContain('1B099');
  });
}

await onPgliteAndPostgres('company info and catalogue entry', 'showfloor_company', companySuite);
