import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  accounts,
  activities,
  agencies,
  attendees,
  benefitOverrides,
  benefits,
  categories,
  dataSourceFields,
  dictionary,
  events,
  exhibitorContacts,
  exhibitorFields,
  exhibitors,
  liveReservations,
  livestreams,
  mediaFiles,
  meetingSlots,
  orders,
  orgMembers,
  organizations,
  pavilions,
  products,
  projects,
  roleGrants,
  searchDecorations,
  terms,
  videos,
} from '../db/schema/index.ts';
import { indexExhibitors, indexVideos } from '../db/seed/search-index.ts';
import { duplicates, located, referenceProblems, referencedEmails, storedAccounts } from './check-fair.ts';
import {
  type Kind,
  activityRow,
  eventRow,
  exhibitorFieldRows,
  exhibitorRow,
  fairDate,
  idOf,
  productRow,
  projectRow,
  stored,
  wallClock,
} from './fair-rows.ts';
import { type FairFolder, type ImportProblem, readFairFolder } from './read-fair.ts';
import { insertMissing, upsertRows } from './write-rows.ts';
import { liveRow } from './live-rows.ts';

export { idOf } from './fair-rows.ts';

/** Thrown when the files hold problems: nothing was written. */
export class ImportRefused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(
      `the fair was not loaded: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the files`,
    );
  }
}

/** The product states a fair file may load that mean the organizer approved the product. */
const APPROVED_ON_LOAD = ['pendingListing', 'listed', 'delisted', 'banned'];

export interface LoadOptions {
  /**
   * Where a fair whose days have no dates opens ('YYYY-MM-DD', Beijing): the demo fair is placed by the day it is
   * seeded. A fair with dates keeps its own.
   */
  openingDay?: string;
}

export interface ImportCounts {
  event: 'created' | 'updated';
  pavilions: number;
  categories: number;
  exhibitors: number;
  products: number;
  projects: number;
  activities: number;
  videos: number;
  slots: number;
  accounts: number;
}

/** Everything wrong in the folder, in reading order; empty when it can be loaded. */
async function problemsOf(db: Db, read: FairFolder, opts: LoadOptions): Promise<ImportProblem[]> {
  const fair = read.fair;
  const problems = [
    ...read.problems,
    ...duplicates(read.exhibitors, (e) => e.code, 'exhibitor'),
    ...duplicates(read.products, (p) => p.code, 'product'),
    ...duplicates(read.projects, (p) => p.code, 'project'),
    ...duplicates(read.activities, (a) => a.code, 'activity'),
    ...duplicates(read.lives, (l) => l.code, 'live'),
    ...duplicates(located('media.json', read.media.agencies), (a) => a.code, 'agency', 'agencies.code'),
    ...duplicates(
      located('meetings.json', read.meetings.slots),
      (s) => `${s.exhibitor} day ${s.day} ${s.from}`,
      'slot',
      'slots.from',
    ),
    ...duplicates(
      located('accounts.json', read.accounts.accounts),
      (a) => a.email,
      'account',
      'accounts.email',
    ),
  ];
  if (fair) {
    for (const [what, list] of [
      ['pavilion', fair.pavilions],
      ['category', fair.categories],
    ] as const) {
      const seen = new Set<string>();
      for (const [i, item] of list.entries()) {
        if (seen.has(item.code))
          problems.push({
            file: 'fair.json',
            row: null,
            column: `${what === 'pavilion' ? 'pavilions' : 'categories'}.${i}.code`,
            message: `${what} ${item.code} is given twice`,
          });
        seen.add(item.code);
      }
    }
    if (!fair.event.days[0]?.date && !opts.openingDay)
      problems.push({
        file: 'fair.json',
        row: null,
        column: 'event.days.0.date',
        message: 'is required: give every day of the fair its date',
      });
    problems.push(...(await referenceProblems(db, read, fair)));
    // One event id in two organizers' files would merge their fairs: an existing event must be the same organizer's.
    const [existingEvent] = await db
      .select({ topOrgId: events.topOrgId })
      .from(events)
      .where(eq(events.id, fair.event.id));
    if (existingEvent && existingEvent.topOrgId !== fair.event.topOrgId)
      problems.push({
        file: 'fair.json',
        row: null,
        column: 'event.topOrgId',
        message: `event ${fair.event.id} exists and belongs to another organizer (${existingEvent.topOrgId})`,
      });
  }
  const FILES = [
    'fair.json',
    'exhibitors',
    'products',
    'projects',
    'media',
    'activities',
    'lives',
    'meetings',
    'accounts',
  ];
  const order = (f: string) => FILES.findIndex((name) => f.startsWith(name));
  return problems.sort((a, b) => order(a.file) - order(b.file) || (a.row ?? 0) - (b.row ?? 0));
}

/**
 * Loads a fair from a folder (fair-schema.ts): the demo fair at start-up and an organizer's with
 * `npm run seed -- --from`. Every file is read and every row checked first, and any problem refuses the whole load
 * (ImportRefused lists each at its file, row and column); then one transaction writes the event (created when new;
 * an existing one changes only in what fair.json says of it), pavilions, categories, exhibitors, products and the
 * optional files, and indexes the exhibitors for search. Loading the same or a corrected folder again updates the
 * rows its codes name and adds what is new; what people did meanwhile (bookings, registrations, counters the file
 * leaves out, accounts) stays.
 */
export async function loadFair(db: Db, folder: string, opts: LoadOptions = {}): Promise<ImportCounts> {
  const read = readFairFolder(folder);
  const fair = read.fair;
  const problems = await problemsOf(db, read, opts);
  if (!fair || problems.length > 0) throw new ImportRefused(problems);

  const bventId = fair.event.id;
  const openingDay = opts.openingDay ?? null;
  const derived = (kind: Kind, code: string) => idOf(bventId, kind, code);
  const exhibitorIds = new Map(
    read.exhibitors.map((e) => [e.value.code, e.value.id ?? derived('exhibitor', e.value.code)]),
  );
  const exhibitorId = (code: string) => exhibitorIds.get(code) ?? derived('exhibitor', code);
  const pavilionIds = new Map(fair.pavilions.map((p) => [p.code, p.id ?? derived('pavilion', p.code)]));
  const categoryIds = new Map(fair.categories.map((c) => [c.code, c.id ?? derived('category', c.code)]));
  const agencyIds = new Map(read.media.agencies.map((a) => [a.code, a.id ?? derived('agency', a.code)]));
  const accountIds = await storedAccounts(db, referencedEmails(read));
  for (const a of read.accounts.accounts) accountIds.set(a.email, a.id);
  const accountId = (email: string) => accountIds.get(email) ?? '';
  const date = (day: number) => fairDate(fair, openingDay, day);

  let created = false;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const event = eventRow(fair, openingDay);
    const inserted = await t
      .insert(events)
      .values(event.row)
      .onConflictDoNothing()
      .returning({ id: events.id });
    created = inserted.length > 0;
    if (!created)
      await t
        .update(events)
        .set(Object.fromEntries(event.update.map((k) => [k, event.row[k]])))
        .where(eq(events.id, bventId));
    if (fair.benefits)
      await upsertRows(
        t,
        benefits,
        [benefits.topOrgId, benefits.functionKey],
        fair.benefits.map((b, sort) => ({
          row: { topOrgId: fair.event.topOrgId, functionKey: b.functionKey, enable: b.enable, sort },
          update: ['enable', 'sort'],
        })),
      );
    await upsertRows(
      t,
      pavilions,
      pavilions.id,
      fair.pavilions.map((p, i) => ({
        row: {
          id: pavilionIds.get(p.code) ?? '',
          bventId,
          name: stored(p.name),
          status: p.status,
          cover: p.cover ?? '',
          description: p.description ? stored(p.description) : null,
          sort: i + 1,
        },
        update: [
          'name',
          'status',
          'sort',
          ...(p.cover ? (['cover'] as const) : []),
          ...(p.description ? (['description'] as const) : []),
        ],
      })),
    );
    // Parents first: a child refers to its parent.
    for (const parents of [true, false])
      await upsertRows(
        t,
        categories,
        categories.id,
        fair.categories.flatMap((c, i) =>
          (c.parent === undefined) === parents
            ? [
                {
                  row: {
                    id: categoryIds.get(c.code) ?? '',
                    bventId,
                    parentId:
                      c.parent === undefined
                        ? null
                        : (categoryIds.get(c.parent) ?? derived('category', c.parent)),
                    name: stored(c.name),
                    sort: i + 1,
                  },
                  update: ['parentId', 'name', 'sort'],
                },
              ]
            : [],
        ),
      );
    await writeEventTexts(t, bventId, fair);

    await upsertRows(
      t,
      exhibitors,
      exhibitors.id,
      read.exhibitors.map(({ value: e }, i) =>
        exhibitorRow(
          bventId,
          exhibitorId(e.code),
          e,
          i,
          e.pavilion ? (pavilionIds.get(e.pavilion) ?? derived('pavilion', e.pavilion)) : null,
          e.org ?? derived('org', e.code),
        ),
      ),
    );
    // The profile fields a file gives replace the same fields; fields entered any other way stay.
    for (const { value: e } of read.exhibitors) {
      const id = exhibitorId(e.code);
      const rows = exhibitorFieldRows(id, e);
      if (e.fields) await t.delete(exhibitorFields).where(eq(exhibitorFields.exhibitorId, id));
      else
        await t
          .delete(exhibitorFields)
          .where(
            and(
              eq(exhibitorFields.exhibitorId, id),
              inArray(exhibitorFields.fieldName, ['CompanyProfile', 'CorporateWebsite']),
            ),
          );
      if (rows.length > 0) await t.insert(exhibitorFields).values(rows);
    }
    await upsertRows(
      t,
      exhibitorContacts,
      exhibitorContacts.exhibitorId,
      read.exhibitors.flatMap(({ value: e }) =>
        e.contact
          ? [
              {
                row: {
                  exhibitorId: exhibitorId(e.code),
                  contactName: stored(e.contact.name),
                  telephone: e.contact.telephone,
                  mobile: e.contact.mobile,
                  email: e.contact.email,
                  address: stored(e.contact.address),
                },
                update: ['contactName', 'telephone', 'mobile', 'email', 'address'],
              },
            ]
          : [],
      ),
    );
    // The database's time, as its rows' created_at: when a product loaded approved was approved.
    const [started] = await t
      .select({ at: sql<Date>`now()`.mapWith(products.createdAt) })
      .from(events)
      .where(eq(events.id, bventId));
    const loadedAt = started!.at;
    // Products and projects are sorted within their exhibitor, in the file's order.
    const place = new Map<string, number>();
    const next = (key: string) => {
      const n = (place.get(key) ?? 0) + 1;
      place.set(key, n);
      return n;
    };
    await upsertRows(
      t,
      products,
      products.id,
      read.products.map(({ value: p }) => {
        const upsert = productRow(
          bventId,
          p.id ?? derived('product', p.code),
          p,
          next(`product ${p.exhibitor}`),
          exhibitorId(p.exhibitor),
          p.category ? (categoryIds.get(p.category) ?? derived('category', p.category)) : null,
          fair.event.currency,
        );
        // A product loaded approved (or banned after approval) has approved content: approved as it is loaded.
        if (APPROVED_ON_LOAD.includes(p.status)) upsert.row.approvedAt = loadedAt;
        return upsert;
      }),
    );
    // One stored before and loaded into an approved state now: approved from this load on.
    await t
      .update(products)
      .set({ approvedAt: loadedAt })
      .where(
        and(
          eq(products.bventId, bventId),
          isNull(products.approvedAt),
          inArray(products.status, APPROVED_ON_LOAD),
        ),
      );
    await upsertRows(
      t,
      projects,
      projects.id,
      read.projects.map(({ value: p }) =>
        projectRow(
          bventId,
          p.id ?? derived('project', p.code),
          p,
          next(`project ${p.exhibitor}`),
          exhibitorId(p.exhibitor),
        ),
      ),
    );
    await writeMedia(
      t,
      bventId,
      read,
      exhibitorId,
      (code) => agencyIds.get(code) ?? derived('agency', code),
      (code) => categoryIds.get(code) ?? derived('category', code),
    );
    await upsertRows(
      t,
      activities,
      activities.id,
      read.activities.map(({ value: a }) =>
        activityRow(bventId, a.id ?? derived('activity', a.code), a, date(a.day), exhibitorId(a.exhibitor)),
      ),
    );
    const liveIds = new Map(
      read.lives.map(({ value: l }) => [l.code, l.id ?? derived('livestream', l.code)]),
    );
    await upsertRows(
      t,
      livestreams,
      livestreams.id,
      read.lives.map(({ value: l }) =>
        liveRow(bventId, liveIds.get(l.code)!, l, date(l.day), exhibitorId(l.exhibitor), loadedAt),
      ),
    );
    await writeAccounts(t, bventId, read, accountId);
    // Slots and reservations are added, never changed: a slot may have seats taken by now.
    const orgOf = new Map(
      (
        await t
          .select({ id: exhibitors.id, orgId: exhibitors.orgId })
          .from(exhibitors)
          .where(
            inArray(exhibitors.id, [...new Set(read.meetings.slots.map((s) => exhibitorId(s.exhibitor)))]),
          )
      ).map((r) => [r.id, r.orgId]),
    );
    await insertMissing(
      t,
      meetingSlots,
      read.meetings.slots.map((s) => {
        const day = date(s.day);
        const id = exhibitorId(s.exhibitor);
        return {
          id: s.id ?? derived('slot', `${s.exhibitor} ${s.day} ${s.from}`),
          bventId,
          exhibitorId: id,
          orgId: orgOf.get(id) ?? '',
          oneDay: day,
          startTime: wallClock(day, s.from),
          endTime: wallClock(day, s.to),
          capacity: s.seats,
          idleCount: s.seats,
        };
      }),
    );
    await insertMissing(
      t,
      liveReservations,
      read.meetings.liveReservations.map((r) => ({
        id: r.id ?? derived('live', `${r.account} ${r.day} ${r.from}`),
        bventId,
        accountId: accountId(r.account),
        liveId: r.live ? (liveIds.get(r.live) ?? derived('livestream', r.live)) : null,
        liveTitle: stored(r.title),
        startTime: wallClock(date(r.day), r.from),
        endTime: wallClock(date(r.day), r.to),
      })),
    );

    const touched = [
      ...new Set([
        ...read.exhibitors.map((e) => exhibitorId(e.value.code)),
        ...read.products.map((p) => exhibitorId(p.value.exhibitor)),
      ]),
    ];
    for (let i = 0; i < touched.length; i += 500) await indexExhibitors(t, touched.slice(i, i + 500));
    // Agencies' videos too: an exhibitor's re-index covers only its own.
    await indexVideos(
      t,
      read.media.videos.map((v) => v.id),
    );
  });
  return {
    event: created ? 'created' : 'updated',
    pavilions: fair.pavilions.length,
    categories: fair.categories.length,
    exhibitors: read.exhibitors.length,
    products: read.products.length,
    projects: read.projects.length,
    activities: read.activities.length,
    videos: read.media.videos.length,
    slots: read.meetings.slots.length,
    accounts: read.accounts.accounts.length,
  };
}

/** Terms, the event's own words, the search page's decoration and the data-source options. */
async function writeEventTexts(t: Db, bventId: string, fair: NonNullable<FairFolder['fair']>) {
  const termRows = Object.entries(fair.terms ?? {}).flatMap(([termsType, text]) => {
    if (!text) return [];
    const title = stored(text.title);
    const content = stored(text.content);
    return Object.keys(title).map((lang) => ({
      row: { bventId, termsType, lang, title: title[lang] ?? '', content: content[lang] ?? '' },
      update: ['title', 'content'] as ('title' | 'content')[],
    }));
  });
  await upsertRows(t, terms, [terms.bventId, terms.termsType, terms.lang], termRows);
  await upsertRows(
    t,
    dictionary,
    [dictionary.bventId, dictionary.lang, dictionary.key],
    Object.entries(fair.dictionary ?? {}).flatMap(([key, words]) =>
      Object.entries(stored(words)).map(([lang, value]) => ({
        row: { bventId, lang, key, value: value ?? '' },
        update: ['value'] as 'value'[],
      })),
    ),
  );
  if (fair.search) {
    const s = fair.search;
    await upsertRows(t, searchDecorations, searchDecorations.bventId, [
      {
        row: {
          bventId,
          banners: s.banners.map((b) => ({ imageUrl: b.image, linkUrl: b.link })),
          hotWords: s.hotWords.map(stored),
          placeholder: stored(s.placeholder),
          backgroundColor: s.backgroundColor,
        },
        update: ['banners', 'hotWords', 'placeholder', 'backgroundColor'],
      },
    ]);
  }
  await upsertRows(
    t,
    dataSourceFields,
    [dataSourceFields.bventId, dataSourceFields.fieldName],
    (fair.dataSources ?? []).map((d) => ({
      row: {
        bventId,
        fieldName: d.field,
        displayName: stored(d.label),
        options: d.options.map((o) => ({
          value: o.value,
          label: stored(o.label),
          parentValue: o.parent ?? null,
        })),
      },
      update: ['displayName', 'options'],
    })),
  );
}

/** Agencies, their and the exhibitors' videos, and the media-material groups. */
async function writeMedia(
  t: Db,
  bventId: string,
  read: FairFolder,
  exhibitorId: (code: string) => string,
  agencyId: (code: string) => string,
  categoryId: (code: string) => string,
) {
  const m = read.media;
  await upsertRows(
    t,
    agencies,
    agencies.id,
    m.agencies.map((a, i) => ({
      row: {
        id: agencyId(a.code),
        bventId,
        orgId: a.org,
        name: stored(a.name),
        logo: a.logo,
        banner: a.banner,
        slogan: stored(a.slogan),
        introduction: stored(a.introduction),
        website: a.website,
        countryCode: a.country ?? '',
        visitCount: a.visits,
        sort: i + 1,
      },
      update: ['orgId', 'name', 'logo', 'banner', 'slogan', 'introduction', 'website', 'countryCode', 'sort'],
    })),
  );
  await upsertRows(
    t,
    videos,
    videos.id,
    m.videos.map((v) => ({
      row: {
        id: v.id,
        bventId,
        ownerType: v.exhibitor ? ('exhibitor' as const) : ('agency' as const),
        exhibitorId: v.exhibitor ? exhibitorId(v.exhibitor) : null,
        agencyId: v.agency ? agencyId(v.agency) : null,
        isRecommended: v.recommended,
        title: stored(v.title),
        description: stored(v.description),
        cover: v.cover,
        durationSeconds: v.seconds,
        mp4Url: v.mp4,
        hlsUrl: v.hls ?? null,
        categoryId: v.category ? categoryId(v.category) : null,
        visitCount: v.counts?.visits ?? 0,
        favoriteCount: v.counts?.favorites ?? 0,
        likeCount: v.counts?.likes ?? 0,
        publishedAt: new Date(v.published),
      },
      update: [
        'ownerType',
        'exhibitorId',
        'agencyId',
        'isRecommended',
        'title',
        'description',
        'cover',
        'durationSeconds',
        'mp4Url',
        'hlsUrl',
        'categoryId',
        'publishedAt',
        ...(v.counts ? (['visitCount', 'favoriteCount', 'likeCount'] as const) : []),
      ],
    })),
  );
  await upsertRows(
    t,
    mediaFiles,
    mediaFiles.id,
    m.groups.flatMap((g) =>
      g.files.map((f, i) => ({
        row: {
          id: f.id,
          groupId: g.id,
          name: f.name,
          fileType: f.type,
          url: f.url,
          cover: f.cover,
          size: f.size,
          sort: i + 1,
        },
        update: ['groupId', 'name', 'fileType', 'url', 'cover', 'size', 'sort'],
      })),
    ),
  );
}

/**
 * People, organizations, roles, registrations and orders. Accounts, roles, registrations and orders are added,
 * never changed: a person may have changed them by now. Organizations take what the file says of them.
 */
async function writeAccounts(t: Db, bventId: string, read: FairFolder, accountId: (email: string) => string) {
  const a = read.accounts;
  await insertMissing(t, accounts, a.accounts);
  await upsertRows(
    t,
    organizations,
    organizations.id,
    a.organizations.map((o) => ({
      row: {
        id: o.id,
        name: o.name,
        nameEn: o.nameEn,
        orgAccountStatus: o.status,
        adminAccountId: o.admin ? accountId(o.admin) : null,
      },
      update: ['name', 'nameEn', 'orgAccountStatus', ...(o.admin ? (['adminAccountId'] as const) : [])],
    })),
  );
  const members = new Map<string, { orgId: string; accountId: string }>();
  for (const r of a.roles)
    if (r.org) members.set(`${r.org} ${r.account}`, { orgId: r.org, accountId: accountId(r.account) });
  await insertMissing(t, orgMembers, [...members.values()]);
  await insertMissing(
    t,
    roleGrants,
    a.roles.map((r) => ({
      accountId: accountId(r.account),
      bventId,
      orgId: r.org ?? null,
      registerType: r.type,
      isForbidden: r.forbidden,
      isAuditSuccess: r.audited,
      auditState: r.audited ? 'approved' : 'pending',
    })),
  );
  await insertMissing(
    t,
    attendees,
    a.attendees.map((r) => ({
      id: r.id,
      bventId,
      accountId: accountId(r.account),
      status: r.status,
      orderPayWay: r.payWay ?? null,
      reviewNote: r.reviewNote ?? '',
      answers: r.answers,
    })),
  );
  await insertMissing(
    t,
    orders,
    a.orders.map((o) => ({
      id: o.id,
      bventId,
      accountId: accountId(o.account),
      amount: o.amount,
      currency: o.currency,
      payWay: o.payWay,
    })),
  );
  for (const b of a.benefitOverrides) {
    const scope = and(
      eq(benefitOverrides.bventId, bventId),
      eq(benefitOverrides.orgId, b.org),
      eq(benefitOverrides.functionKey, b.functionKey),
    );
    await t.delete(benefitOverrides).where(scope);
    await t
      .insert(benefitOverrides)
      .values({ bventId, orgId: b.org, functionKey: b.functionKey, enable: b.enable });
  }
}
