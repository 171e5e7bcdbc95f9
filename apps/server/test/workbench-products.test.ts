import { randomUUID } from 'node:crypto';
import {
  deleteProduct,
  ErrorCode,
  getExhibitDetail,
  HEADERS,
  IDEMPOTENCY_HEADER,
  listExhibits,
  PRODUCT_IMAGE_MAX_BYTES,
  productReviewQueue,
  productShelf,
  reviewProduct,
  saveProduct,
  searchProducts,
  type TProductCard,
  type TProductDetail,
  type TProductHit,
  type TProductReviewItem,
  type TWorkbenchImage,
  type TWorkbenchProduct,
  type TWorkbenchProducts,
  workbenchProduct,
  workbenchProducts,
} from '@showfloor/contracts';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  enquiries,
  exhibitors,
  favorites,
  products,
  reviewLog,
  searchDocuments,
} from '../src/db/schema/index.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_EXHIBITOR_ORG_ID,
  DEMO_PRODUCT_ID,
  demoAccountId,
} from '../src/db/seed/demo-ids.ts';
import { api, call } from './helpers.ts';
import { bearerOf, newAttendees } from './meeting-helpers.ts';
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
 * The exhibitor's products on the workbench and the organizer's product review, end to end through the gateway:
 * pictures refused by content and size, a product of another organization not there (404), create once per
 * Idempotency-Key, the life cycle (approve, list, revisions that visitors do not see until approved, a note asking
 * for changes, ban and unban, delete), the search index and the public reads following each change at once, the
 * review log, and two organizers deciding at once. On PGlite and again on PostgreSQL, where the two really race.
 */

function workbenchSuite(subject: () => WorkbenchSubject) {
  const app = () => subject().app;
  const db = () => subject().db;
  let planner: Party;
  let categoryId: string;

  beforeAll(async () => {
    const id = demoAccountId('planner');
    planner = { id, bearer: await bearerOf(app(), id) };
    const [child] = await db()
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.bventId, DEMO_EVENT_ID))
      .limit(1);
    categoryId = child!.id;
  });

  const { get, post, upload } = gatewayCalls(app);
  const memberOf = (exhibitorId: string) => exhibitorMember(app(), db(), exhibitorId);
  /** Acting in the demo exhibitor's organization, as the client says it. */
  const asExhibitor = { [HEADERS.currentOrg]: `${DEMO_EXHIBITOR_ORG_ID}:Exhibition` };

  const png = (background?: string) => pngOf(40, 30, background);
  async function uploaded(who: Party, background?: string): Promise<TWorkbenchImage> {
    const res = await upload(who, await png(background));
    expect(res.status).toBe(200);
    return res.body.returnObj!;
  }

  const form = (image: string, over: Record<string, unknown> = {}) => ({
    bventId: DEMO_EVENT_ID,
    name: { 'zh-CN': '钛合金潜水泵', 'en-US': 'Titanium submersible pump' },
    description: { 'zh-CN': '耐腐蚀，适用于海水。', 'en-US': 'Corrosion proof, for sea water.' },
    categoryId,
    model: 'TW-9',
    price: 1280.5,
    currency: 'USD',
    image,
    images: [] as string[],
    ...over,
  });
  const save = (who: Party, body: object, extra?: Headers) =>
    post<TWorkbenchProduct>(who, saveProduct.path, body, extra);
  const mine = (who: Party, id: string) =>
    get<TWorkbenchProduct>(who, workbenchProduct.path, { bventId: DEMO_EVENT_ID, id });
  const list = (who: Party, query: Record<string, string | number> = {}) =>
    get<TWorkbenchProducts>(who, workbenchProducts.path, {
      bventId: DEMO_EVENT_ID,
      pageNo: 1,
      pageSize: 50,
      ...query,
    });
  const shelf = (who: Party, id: string, listed: boolean) =>
    post<TWorkbenchProduct>(who, productShelf.path, { bventId: DEMO_EVENT_ID, id, listed });
  const decide = (id: string, decision: string, note?: string, who: Party = planner) =>
    post<TWorkbenchProduct>(who, reviewProduct.path, {
      bventId: DEMO_EVENT_ID,
      id,
      decision,
      ...(note === undefined ? {} : { note }),
    });
  const queue = (query: Record<string, string | number> = {}, who: Party = planner) =>
    get<{ items: TProductReviewItem[]; counts: Record<string, number> }>(who, productReviewQueue.path, {
      bventId: DEMO_EVENT_ID,
      pageNo: 1,
      pageSize: 50,
      ...query,
    });
  const detail = (id: string) =>
    call<TProductDetail>(app(), {
      url: api(getExhibitDetail.path),
      query: { id, isMobile: 'true', lang: 'zh-CN' },
    });
  const publicList = async (exhibitorId: string) =>
    (
      await call<TProductCard[]>(app(), {
        method: 'POST',
        url: api(listExhibits.path),
        payload: { bventId: DEMO_EVENT_ID, exhibitorId, pageNo: 1, pageSize: 100, lang: 'zh-CN' },
      })
    ).body.returnObj!.map((p) => p.id);
  const found = async (term: string) => {
    const res = await call<TProductHit[]>(app(), {
      method: 'POST',
      url: api(searchProducts.path),
      query: { page: '1', size: '50', type: 'm' },
      headers: { [HEADERS.language]: 'zh-CN' },
      payload: { bventId: DEMO_EVENT_ID, searchValue: term },
    });
    expect(res.status).toBe(200);
    return res.body.returnObj!.map((h) => h.id);
  };
  const listedCount = async (exhibitorId: string) =>
    (
      await db()
        .select({ n: exhibitors.listedProductCount })
        .from(exhibitors)
        .where(eq(exhibitors.id, exhibitorId))
    )[0]!.n;
  const later = () => subject().clock.advance(60_000);

  /** A new product of the demo exhibitor, created by `who`, approved and listed: its id. */
  async function listedProduct(who: Party, over: Record<string, unknown> = {}): Promise<string> {
    const image = await uploaded(who);
    const created = await save(who, form(image.image, over));
    expect(created.status).toBe(200);
    const id = created.body.returnObj!.id;
    later();
    expect((await decide(id, 'approve')).body.returnObj!.state).toBe('pendingListing');
    later();
    expect((await shelf(who, id, true)).body.returnObj!.state).toBe('listed');
    return id;
  }

  describe('pictures', () => {
    it('takes a jpg or png by its content, upright and without metadata; refuses a text file named .jpg and a file over 20 MB', async () => {
      const member = await memberOf(DEMO_EXHIBITOR_ID);
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c63' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Model' } })
        .toBuffer();
      const res = await upload(member, photo);
      expect(res.status).toBe(200);
      // Orientation 6: the picture is turned upright, so it stands 48 wide and 64 high.
      expect(res.body.returnObj).toMatchObject({ width: 48, height: 64 });
      expect(res.body.returnObj!.image).toMatch(/^[0-9a-f]{64}\.jpg$/);
      const served = await app().inject({ method: 'GET', url: res.body.returnObj!.url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('Secret Model'))).toBe(false);

      const text = await upload(member, Buffer.from('just some text, named picture.jpg'));
      expect([text.status, text.body.businessCode]).toEqual([400, ErrorCode.WorkbenchImageNotAccepted]);
      const jpg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer();
      const huge = Buffer.concat([jpg, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES + 1 - jpg.length)]);
      const big = await upload(member, huge);
      expect([big.status, big.body.businessCode]).toEqual([400, ErrorCode.WorkbenchImageNotAccepted]);
      expect(big.body.businessMessage).toContain('Only jpg or png images of at most 20 MB');
    }, 60_000);

    it('only for an exhibitor: a buyer is refused, an unaudited exhibitor hears so', async () => {
      const [buyer] = await newAttendees(app(), db(), 1);
      expect((await upload(buyer!, await png())).status).toBe(403);
      const unaudited = {
        id: demoAccountId('unaudited'),
        bearer: await bearerOf(app(), demoAccountId('unaudited')),
      };
      const res = await list(unaudited);
      expect(res.status).toBe(403);
      expect(res.body.businessMessage).toContain('Your exhibitor identity is not yet audited');
    });
  });

  describe('creating a product', () => {
    it('with its pictures, once per Idempotency-Key, pending review and not public', async () => {
      const member = await memberOf(DEMO_EXHIBITOR_ID);
      const main = await uploaded(member, '#111111');
      const second = await uploaded(member, '#222222');
      const body = form(main.image, { images: [second.image, main.image, second.url] });
      const [a, b] = await Promise.all([
        save(member, body, { [IDEMPOTENCY_HEADER]: 'create-1', ...asExhibitor }),
        save(member, body, { [IDEMPOTENCY_HEADER]: 'create-1', ...asExhibitor }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body.returnObj!.id).toBe(a.body.returnObj!.id);
      const made = a.body.returnObj!;
      expect(made).toMatchObject({
        state: 'pendingReview',
        revisionState: null,
        published: null,
        exhibitor: { id: DEMO_EXHIBITOR_ID },
        draft: {
          name: { 'zh-CN': '钛合金潜水泵' },
          model: 'TW-9',
          price: 1280.5,
          currency: 'USD',
          categoryId,
          image: main.url,
          images: [second.url],
        },
      });
      expect(made.draft.categoryName).not.toBe('');
      const [stored] = await db()
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.createdBy, member.id), eq(products.idempotencyKey, 'create-1')));
      expect(stored!.n).toBe(1);
      const [row] = await db().select().from(products).where(eq(products.id, made.id));
      expect(row).toMatchObject({ createdBy: member.id, status: 'pendingReview', price: '1280.50' });
      expect(row!.updatedAt.getTime()).toBe(subject().clock.now());
      // Not for visitors yet: 2003 (not approved), in no list and no search.
      const shown = await detail(made.id);
      expect([shown.status, shown.body.businessCode]).toEqual([404, ErrorCode.ExhibitNotApproved]);
      expect(await publicList(DEMO_EXHIBITOR_ID)).not.toContain(made.id);
      // A new key is a new product.
      const other = await save(member, body, { [IDEMPOTENCY_HEADER]: 'create-2' });
      expect(other.body.returnObj!.id).not.toBe(made.id);
    });

    it.each([
      [
        'no main image',
        (img: string) => form(img, { image: '' }),
        400,
        ErrorCode.BadRequest,
        'product main image required',
      ],
      [
        'a picture never uploaded',
        () => form(`${'a'.repeat(64)}.png`),
        400,
        ErrorCode.ProductImageUnknown,
        '',
      ],
      [
        'an address of elsewhere',
        () => form('https://evil.example/x.png'),
        400,
        ErrorCode.ProductImageUnknown,
        '',
      ],
      [
        'an unknown category',
        (img: string) => form(img, { categoryId: randomUUID() }),
        404,
        ErrorCode.CategoryNotFound,
        '',
      ],
      [
        'no name',
        (img: string) => form(img, { name: { 'zh-CN': '  ' } }),
        400,
        ErrorCode.BadRequest,
        'Please enter the product name',
      ],
      [
        'a currency out of the list',
        (img: string) => form(img, { currency: 'JPY' }),
        400,
        ErrorCode.BadRequest,
        'Currency',
      ],
      [
        '11 pictures',
        (img: string) => form(img, { images: Array.from({ length: 10 }, () => img) }),
        400,
        ErrorCode.BadRequest,
        'Up to 10 pictures',
      ],
    ] as const)('refuses %s, nothing stored', async (_, body, status, code, words) => {
      const member = await memberOf(DEMO_EXHIBITOR_ID);
      const image = await uploaded(member);
      const res = await save(member, body(image.image));
      expect([res.status, res.body.businessCode]).toEqual([status, code]);
      expect(res.body.businessMessage).toContain(words);
      const [stored] = await db()
        .select({ n: count() })
        .from(products)
        .where(eq(products.createdBy, member.id));
      expect(stored!.n).toBe(0);
    });
  });

  describe("another organization's product is not there", () => {
    it('404 2001 on detail, save, shelf and delete; it is left as it was', async () => {
      const rival = await memberOf(DEMO_EXHIBITOR_2_ID);
      const image = await uploaded(rival);
      for (const id of [DEMO_PRODUCT_ID, randomUUID()]) {
        for (const res of [
          await mine(rival, id),
          await save(rival, { ...form(image.image), id }),
          await shelf(rival, id, false),
          await post(rival, deleteProduct.path, { bventId: DEMO_EVENT_ID, id }),
        ])
          expect([res.status, res.body.businessCode]).toEqual([404, ErrorCode.ExhibitNotFound]);
      }
      expect((await list(rival)).body.returnObj!.items.map((p) => p.id)).not.toContain(DEMO_PRODUCT_ID);
      expect((await detail(DEMO_PRODUCT_ID)).status).toBe(200);
    });

    it("the fair's own products read as approved (loaded listed): what visitors see, no revision", async () => {
      const member = await memberOf(DEMO_EXHIBITOR_ID);
      const res = await mine(member, DEMO_PRODUCT_ID);
      expect(res.body.returnObj).toMatchObject({ id: DEMO_PRODUCT_ID, state: 'listed', revisionState: null });
      expect(res.body.returnObj!.approvedAt).not.toBeNull();
      expect(res.body.returnObj!.published).toEqual(res.body.returnObj!.draft);
    });

    it('a banned exhibitor reads its products and changes none', async () => {
      const member = await memberOf(DEMO_BANNED_EXHIBITOR_ID);
      expect((await list(member)).status).toBe(200);
      const image = await uploaded(member);
      const res = await save(member, form(image.image));
      expect([res.status, res.body.businessCode]).toEqual([409, ErrorCode.ProductStateRefused]);
      expect(res.body.businessMessage).toContain('The exhibitor has been banned');
    });
  });

  describe('the life cycle', () => {
    it('approve, list: public, in the list and found by a Chinese term at once; counts follow', async () => {
      const member = await memberOf(DEMO_EXHIBITOR_ID);
      const term = '磁悬浮鼓风';
      expect(await found(term)).toEqual([]);
      const before = await listedCount(DEMO_EXHIBITOR_ID);
      const image = await uploaded(member);
      const id = (await save(member, form(image.image, { name: { 'zh-CN': '磁悬浮鼓风机 MB-3' } }))).body
        .returnObj!.id;
      // Listing before the organizer approved: refused.
      const early = await shelf(member, id, true);
      expect([early.status, early.body.businessCode]).toEqual([409, ErrorCode.ProductStateRefused]);
      const waiting = (await queue()).body.returnObj!;
      expect(waiting.items.find((p) => p.id === id)).toMatchObject({ kind: 'new', state: 'pendingReview' });
      later();
      const approved = await decide(id, 'approve');
      expect(approved.body.returnObj).toMatchObject({ state: 'pendingListing', reviewNote: '' });
      expect(approved.body.returnObj!.approvedAt).toBe(new Date(subject().clock.now()).toISOString());
      expect(approved.body.returnObj!.published!.name).toEqual({ 'zh-CN': '磁悬浮鼓风机 MB-3' });
      const notYet = await detail(id);
      expect([notYet.status, notYet.body.businessCode]).toEqual([404, ErrorCode.ExhibitNotListed]);
      expect(await found(term)).toEqual([]);

      later();
      expect((await shelf(member, id, true)).body.returnObj!.state).toBe('listed');
      expect(await found(term)).toEqual([id]);
      expect(await publicList(DEMO_EXHIBITOR_ID)).toContain(id);
      const shown = await detail(id);
      expect(shown.status).toBe(200);
      expect(shown.body.returnObj).toMatchObject({ name: '磁悬浮鼓风机 MB-3', images: [image.url] });
      expect(await listedCount(DEMO_EXHIBITOR_ID)).toBe(before + 1);

      // Newest change first, each state counted.
      const mineNow = (await list(member)).body.returnObj!;
      const times = mineNow.items.map((p) => p.updatedAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(mineNow.items.map((p) => p.id)).toContain(id);
      expect(mineNow.counts.listed).toBeGreaterThan(0);
      expect(
        (await list(member, { state: 'listed' })).body.returnObj!.items.every((p) => p.state === 'listed'),
      ).toBe(true);

      later();
      expect((await shelf(member, id, false)).body.returnObj!.state).toBe('delisted');
      expect(await found(term)).toEqual([]);
      expect(await publicList(DEMO_EXHIBITOR_ID)).not.toContain(id);
      expect(await listedCount(DEMO_EXHIBITOR_ID)).toBe(before);
      const gone = await detail(id);
      expect([gone.status, gone.body.businessCode]).toEqual([404, ErrorCode.ExhibitNotListed]);
    });

    it('an edit of a listed product waits as a revision; visitors keep the approved one until it is approved', async () => {
      const member = await memberOf(DEMO_EXHIBITOR_ID);
      const id = await listedProduct(member, { name: { 'zh-CN': '深井离心泵 旧款' } });
      const approvedImage = (await mine(member, id)).body.returnObj!.published!.image;
      const newImage = await uploaded(member, '#00aa00');
      later();
      const edited = await save(member, {
        ...form(newImage.image, { name: { 'zh-CN': '深井离心泵 新款' }, images: [approvedImage] }),
        id,
      });
      expect(edited.status).toBe(200);
      expect(edited.body.returnObj).toMatchObject({
        state: 'listed',
        revisionState: 'pendingReview',
        published: { name: { 'zh-CN': '深井离心泵 旧款' }, image: approvedImage },
        draft: { name: { 'zh-CN': '深井离心泵 新款' }, image: newImage.url, images: [approvedImage] },
      });
      expect((await list(member)).body.returnObj!.revisions).toBeGreaterThan(0);
      expect((await detail(id)).body.returnObj!.name).toBe('深井离心泵 旧款');
      expect(await found('旧款')).toContain(id);
      expect(await found('新款')).not.toContain(id);
      const waiting = (await queue({ keyword: '新款' })).body.returnObj!;
      expect(waiting.items.map((p) => [p.id, p.kind])).toEqual([[id, 'revision']]);
      expect(waiting.counts.pendingReview).toBeGreaterThan(0);

      // Asking for changes needs a note; the exhibitor reads it; visitors still see the approved revision.
      const silent = await decide(id, 'needsModification', '  ');
      expect(silent.status).toBe(400);
      expect(silent.body.businessMessage).toContain('Please write a note for the exhibitor');
      later();
      const sentBack = await decide(id, 'needsModification', 'Please show the pump on a white background');
      expect(sentBack.body.returnObj).toMatchObject({ state: 'listed', revisionState: 'needsModification' });
      const read = (await mine(member, id)).body.returnObj!;
      expect(read.reviewNote).toBe('Please show the pump on a white background');
      expect(read.draft.name).toEqual({ 'zh-CN': '深井离心泵 新款' });
      expect((await detail(id)).body.returnObj!.name).toBe('深井离心泵 旧款');
      // A decision on what no longer waits: 6802.
      const stale = await decide(id, 'approve');
      expect([stale.status, stale.body.businessCode]).toEqual([409, ErrorCode.ReviewDecided]);

      later();
      const again = await save(member, {
        ...form(newImage.image, { name: { 'zh-CN': '深井离心泵 新款' }, images: [read.draft.image] }),
        id,
      });
      expect(again.body.returnObj!.revisionState).toBe('pendingReview');
      later();
      const approved = await decide(id, 'approve', 'Thank you');
      expect(approved.body.returnObj).toMatchObject({
        state: 'listed',
        revisionState: null,
        reviewNote: 'Thank you',
        published: { name: { 'zh-CN': '深井离心泵 新款' }, image: newImage.url },
      });
      expect((await detail(id)).body.returnObj!.name).toBe('深井离心泵 新款');
      expect(await found('新款')).toContain(id);
      expect(await found('旧款')).not.toContain(id);
    });

    it('a product edited before its approval goes back to the organizer; rejected with a note', async () => {
      const member = await memberOf(DEMO_EXHIBITOR_ID);
      const image = await uploaded(member);
      const id = (await save(member, form(image.image))).body.returnObj!.id;
      const rejected = await decide(id, 'reject', 'Not a product of this fair');
      expect(rejected.body.returnObj).toMatchObject({
        state: 'rejected',
        reviewNote: 'Not a product of this fair',
      });
      const edited = await save(member, { ...form(image.url, { model: 'TW-10' }), id });
      expect(edited.body.returnObj).toMatchObject({ state: 'pendingReview', draft: { model: 'TW-10' } });
      expect(edited.body.returnObj!.published).toBeNull();
    });

    it('a ban takes it out of search, lists and its page at once; unbanned it waits on the shelf', async () => {
      const member = await memberOf(DEMO_EXHIBITOR_ID);
      const id = await listedProduct(member, { name: { 'zh-CN': '海水淡化膜组件' } });
      expect(await found('淡化膜')).toEqual([id]);
      const before = await listedCount(DEMO_EXHIBITOR_ID);
      expect((await decide(id, 'ban')).status).toBe(400);
      const banned = await decide(id, 'ban', 'Counterfeit');
      expect(banned.body.returnObj).toMatchObject({ state: 'banned', reviewNote: 'Counterfeit' });
      expect(await found('淡化膜')).toEqual([]);
      expect(await publicList(DEMO_EXHIBITOR_ID)).not.toContain(id);
      const page = await detail(id);
      expect([page.status, page.body.businessCode]).toEqual([404, ErrorCode.ExhibitBanned]);
      expect(await listedCount(DEMO_EXHIBITOR_ID)).toBe(before - 1);
      // The exhibitor reads it, and may neither list, edit nor delete it.
      expect((await mine(member, id)).body.returnObj!.state).toBe('banned');
      for (const res of [
        await shelf(member, id, true),
        await save(member, { ...form((await mine(member, id)).body.returnObj!.draft.image), id }),
        await post(member, deleteProduct.path, { bventId: DEMO_EVENT_ID, id }),
      ])
        expect([res.status, res.body.businessCode]).toEqual([409, ErrorCode.ProductStateRefused]);
      const unbanned = await decide(id, 'unban');
      expect(unbanned.body.returnObj!.state).toBe('delisted');
      expect((await shelf(member, id, true)).body.returnObj!.state).toBe('listed');
      expect(await found('淡化膜')).toEqual([id]);
    });

    it('the review log holds each decision with who took it and when', async () => {
      const member = await memberOf(DEMO_EXHIBITOR_ID);
      const id = await listedProduct(member, { name: { 'en-US': 'Log pump', 'zh-CN': '日志泵' } });
      later();
      await decide(id, 'ban', 'Unsafe');
      const banAt = subject().clock.now();
      later();
      await decide(id, 'unban');
      const rows = await db()
        .select()
        .from(reviewLog)
        .where(and(eq(reviewLog.subject, 'product'), eq(reviewLog.subjectId, id)))
        .orderBy(reviewLog.id);
      expect(rows.map((r) => [r.decision, r.note, r.byAccountId, r.subjectName, r.bventId])).toEqual([
        ['approve', '', planner.id, '日志泵', DEMO_EVENT_ID],
        ['ban', 'Unsafe', planner.id, '日志泵', DEMO_EVENT_ID],
        ['unban', '', planner.id, '日志泵', DEMO_EVENT_ID],
      ]);
      expect(rows[1]!.at.getTime()).toBe(banAt);
      expect(rows[2]!.at.getTime()).toBe(banAt + 60_000);
    });

    it('the review calls are the Planner’s: an exhibitor and a buyer get 403, nothing decided', async () => {
      const member = await memberOf(DEMO_EXHIBITOR_ID);
      const [buyer] = await newAttendees(app(), db(), 1);
      const image = await uploaded(member);
      const id = (await save(member, form(image.image))).body.returnObj!.id;
      for (const who of [member, buyer!]) {
        expect((await queue({}, who)).status).toBe(403);
        expect((await decide(id, 'approve', undefined, who)).status).toBe(403);
      }
      expect((await mine(member, id)).body.returnObj!.state).toBe('pendingReview');
      const unknown = await decide(randomUUID(), 'approve');
      expect([unknown.status, unknown.body.businessCode]).toEqual([404, ErrorCode.ExhibitNotFound]);
    });

    it('two organizers approving at once: one wins, the other hears 6802; one log line', async () => {
      const member = await memberOf(DEMO_EXHIBITOR_ID);
      const image = await uploaded(member);
      const id = (await save(member, form(image.image))).body.returnObj!.id;
      const results = await Promise.all([decide(id, 'approve'), decide(id, 'approve')]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.businessCode).toBe(ErrorCode.ReviewDecided);
      const [logged] = await db()
        .select({ n: count() })
        .from(reviewLog)
        .where(and(eq(reviewLog.subjectId, id), eq(reviewLog.decision, 'approve')));
      expect(logged!.n).toBe(1);
    });
  });

  describe('deleting a product', () => {
    it('vanishes from lists, search and favorites; one that enquiries name is kept for them, out of sight', async () => {
      const member = await memberOf(DEMO_EXHIBITOR_ID);
      const [buyer] = await newAttendees(app(), db(), 1);
      const plain = await listedProduct(member, { name: { 'zh-CN': '删除测试阀门甲' } });
      const enquired = await listedProduct(member, { name: { 'zh-CN': '删除测试阀门乙' } });
      const before = await listedCount(DEMO_EXHIBITOR_ID);
      const now = new Date(subject().clock.now());
      await db()
        .insert(favorites)
        .values(
          [plain, enquired].map((targetId) => ({
            accountId: buyer!.id,
            bventId: DEMO_EVENT_ID,
            targetType: 'Product',
            targetId,
          })),
        );
      await db().insert(enquiries).values({
        id: randomUUID(),
        bventId: DEMO_EVENT_ID,
        productId: enquired,
        exhibitorId: DEMO_EXHIBITOR_ID,
        orgId: DEMO_EXHIBITOR_ORG_ID,
        buyerAccountId: buyer!.id,
        buyerName: 'Buyer 0',
        quantity: 5,
        createdAt: now,
        updatedAt: now,
      });
      expect((await found('删除测试')).sort()).toEqual([plain, enquired].sort());
      for (const id of [plain, enquired]) {
        const res = await post<{ id: string }>(member, deleteProduct.path, { bventId: DEMO_EVENT_ID, id });
        expect([res.status, res.body.returnObj]).toEqual([200, { id }]);
        expect((await mine(member, id)).status).toBe(404);
        expect((await detail(id)).status).toBe(404);
      }
      expect(await found('删除测试')).toEqual([]);
      expect(await publicList(DEMO_EXHIBITOR_ID)).not.toContain(plain);
      expect(await publicList(DEMO_EXHIBITOR_ID)).not.toContain(enquired);
      const ids = (await list(member)).body.returnObj!.items.map((p) => p.id);
      expect(ids).not.toContain(plain);
      expect(ids).not.toContain(enquired);
      expect(await listedCount(DEMO_EXHIBITOR_ID)).toBe(before - 2);
      const left = await db().select({ id: products.id, status: products.status }).from(products);
      expect(left.find((p) => p.id === plain)).toBeUndefined();
      expect(left.find((p) => p.id === enquired)?.status).toBe('deleted');
      const docs = await db()
        .select({ n: count() })
        .from(searchDocuments)
        .where(eq(searchDocuments.entityId, plain));
      expect(docs[0]!.n).toBe(0);
      const faves = await db()
        .select({ n: count() })
        .from(favorites)
        .where(eq(favorites.accountId, buyer!.id));
      expect(faves[0]!.n).toBe(0);
      // Deleted once: not there a second time.
      const twice = await post(member, deleteProduct.path, { bventId: DEMO_EVENT_ID, id: enquired });
      expect([twice.status, twice.body.businessCode]).toEqual([404, ErrorCode.ExhibitNotFound]);
    });
  });
}

await onPgliteAndPostgres('workbench products and their review', 'showfloor_workbench', workbenchSuite);
