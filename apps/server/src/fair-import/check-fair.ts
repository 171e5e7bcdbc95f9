import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, agencies, categories, exhibitors, organizations, pavilions } from '../db/schema/index.ts';
import type { TFairFile } from './fair-schema.ts';
import { idOf } from './fair-rows.ts';
import type { FairFolder, ImportProblem } from './read-fair.ts';

/** Rows whose key an earlier row of the same file already has. */
export function duplicates<T>(
  rows: { value: T; file: string; row: number }[],
  key: (v: T) => string,
  what: string,
  column = 'code',
) {
  const seen = new Map<string, number>();
  const out: ImportProblem[] = [];
  for (const r of rows) {
    const k = key(r.value);
    const first = seen.get(k);
    if (first === undefined) seen.set(k, r.row);
    else
      out.push({
        file: r.file,
        row: r.row,
        column,
        message: `${what} ${k} is already on row ${first}`,
      });
  }
  return out;
}

/** Items of a list in one of the object files, located as its rows (row n is item n - 1). */
export const located = <T>(file: string, list: T[]) => list.map((value, i) => ({ value, file, row: i + 1 }));

type Keyed =
  typeof exhibitors | typeof pavilions | typeof categories | typeof agencies | typeof organizations;

async function existing(db: Db, table: Keyed, ids: string[]) {
  // Unique ids, a chunk at a time: a statement takes at most 65,535 parameters, and a fair can have more rows.
  const unique = [...new Set(ids)];
  const found = new Set<string>();
  for (let i = 0; i < unique.length; i += 5_000) {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, unique.slice(i, i + 5_000)));
    for (const r of rows) found.add(r.id);
  }
  return found;
}

/** The accounts already stored under e-mails the files name, by e-mail. */
export async function storedAccounts(db: Db, emails: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(emails)];
  const out = new Map<string, string>();
  for (let i = 0; i < unique.length; i += 5_000) {
    const rows = await db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(inArray(accounts.email, unique.slice(i, i + 5_000)));
    for (const r of rows) out.set(r.email, r.id);
  }
  return out;
}

/** Every e-mail the files refer to (roles, registrations, orders, reservations, organizations' admins). */
export function referencedEmails(read: FairFolder): string[] {
  const a = read.accounts;
  return [
    ...a.organizations.flatMap((o) => (o.admin ? [o.admin] : [])),
    ...a.roles.map((r) => r.account),
    ...a.attendees.map((r) => r.account),
    ...a.orders.map((r) => r.account),
    ...read.meetings.liveReservations.map((r) => r.account),
  ];
}

/** Codes, e-mails and ids that refer to rows neither in the files nor already in the event, each at its row. */
export async function referenceProblems(db: Db, read: FairFolder, fair: TFairFile): Promise<ImportProblem[]> {
  const bventId = fair.event.id;
  const problems: ImportProblem[] = [];
  const at = (file: string, row: number | null, column: string, message: string) =>
    problems.push({ file, row, column, message });
  const pavilionCodes = new Set(fair.pavilions.map((p) => p.code));
  const categoryCodes = new Set(fair.categories.map((c) => c.code));
  const exhibitorCodes = new Set(read.exhibitors.map((e) => e.value.code));
  const agencyCodes = new Set(read.media.agencies.map((a) => a.code));
  for (const [i, c] of fair.categories.entries()) {
    if (c.parent === undefined) continue;
    const parent = fair.categories.find((p) => p.code === c.parent);
    if (!parent) at('fair.json', null, `categories.${i}.parent`, `no category ${c.parent}`);
    else if (parent.parent !== undefined)
      at(
        'fair.json',
        null,
        `categories.${i}.parent`,
        'categories go two levels deep: the parent has a parent',
      );
  }
  // Rows that name an exhibitor by code, wherever they are.
  const byExhibitor = [
    ...read.products.map((p) => ({ ...p, code: p.value.exhibitor })),
    ...read.projects.map((p) => ({ ...p, code: p.value.exhibitor })),
    ...read.activities.map((a) => ({ ...a, code: a.value.exhibitor })),
    ...read.lives.map((l) => ({ ...l, code: l.value.exhibitor })),
    ...located('meetings.json', read.meetings.slots).map((s) => ({ ...s, code: s.value.exhibitor })),
    ...located('media.json', read.media.videos).flatMap((v) =>
      v.value.exhibitor ? [{ ...v, code: v.value.exhibitor }] : [],
    ),
  ];
  const loaded = {
    pavilions: await existing(
      db,
      pavilions,
      read.exhibitors.flatMap((e) => (e.value.pavilion ? [idOf(bventId, 'pavilion', e.value.pavilion)] : [])),
    ),
    categories: await existing(
      db,
      categories,
      [...read.products.map((p) => p.value.category), ...read.media.videos.map((v) => v.category)].flatMap(
        (code) => (code ? [idOf(bventId, 'category', code)] : []),
      ),
    ),
    exhibitors: await existing(
      db,
      exhibitors,
      byExhibitor.map((r) => idOf(bventId, 'exhibitor', r.code)),
    ),
    agencies: await existing(
      db,
      agencies,
      read.media.videos.flatMap((v) => (v.agency ? [idOf(bventId, 'agency', v.agency)] : [])),
    ),
    organizations: await existing(db, organizations, [
      ...read.accounts.roles.flatMap((r) => (r.org ? [r.org] : [])),
      ...read.accounts.benefitOverrides.map((b) => b.org),
    ]),
  };
  for (const e of read.exhibitors) {
    const code = e.value.pavilion;
    if (code && !pavilionCodes.has(code) && !loaded.pavilions.has(idOf(bventId, 'pavilion', code)))
      at(e.file, e.row, 'pavilion', `no pavilion ${code} in fair.json`);
  }
  for (const r of byExhibitor)
    if (!exhibitorCodes.has(r.code) && !loaded.exhibitors.has(idOf(bventId, 'exhibitor', r.code)))
      at(r.file, r.row, 'exhibitor', `no exhibitor ${r.code} in the exhibitors file or the event`);
  for (const p of read.products) {
    const { category } = p.value;
    if (
      category &&
      !categoryCodes.has(category) &&
      !loaded.categories.has(idOf(bventId, 'category', category))
    )
      at(p.file, p.row, 'category', `no category ${category} in fair.json`);
  }
  for (const v of located('media.json', read.media.videos)) {
    const code = v.value.agency;
    if (code && !agencyCodes.has(code) && !loaded.agencies.has(idOf(bventId, 'agency', code)))
      at('media.json', v.row, 'videos.agency', `no agency ${code} in media.json or the event`);
    const category = v.value.category;
    if (
      category &&
      !categoryCodes.has(category) &&
      !loaded.categories.has(idOf(bventId, 'category', category))
    )
      at('media.json', v.row, 'videos.category', `no category ${category} in fair.json`);
  }

  const a = read.accounts;
  const fileEmails = new Set(a.accounts.map((x) => x.email));
  const stored = await storedAccounts(db, [...referencedEmails(read), ...fileEmails]);
  for (const [i, x] of a.accounts.entries()) {
    const other = stored.get(x.email);
    if (other && other !== x.id)
      at('accounts.json', i + 1, 'accounts.email', `${x.email} is already the e-mail of another account`);
  }
  const emailRefs: [string, string, { account?: string; admin?: string }[]][] = [
    ['accounts.json', 'organizations.admin', a.organizations],
    ['accounts.json', 'roles.account', a.roles],
    ['accounts.json', 'attendees.account', a.attendees],
    ['accounts.json', 'orders.account', a.orders],
    ['meetings.json', 'liveReservations.account', read.meetings.liveReservations],
  ];
  for (const [file, column, list] of emailRefs)
    for (const [i, item] of list.entries()) {
      const email = item.account ?? item.admin;
      if (email && !fileEmails.has(email) && !stored.has(email))
        at(file, i + 1, column, `no account ${email} in accounts.json or the database`);
    }
  const fileOrgs = new Set(a.organizations.map((o) => o.id));
  const orgRefs: [string, { org?: string }[]][] = [
    ['roles.org', a.roles],
    ['benefitOverrides.org', a.benefitOverrides],
  ];
  for (const [column, list] of orgRefs)
    for (const [i, item] of list.entries())
      if (item.org && !fileOrgs.has(item.org) && !loaded.organizations.has(item.org))
        at('accounts.json', i + 1, column, `no organization ${item.org} in accounts.json or the database`);
  return problems;
}
