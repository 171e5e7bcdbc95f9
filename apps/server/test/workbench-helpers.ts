import { HEADERS, type TWorkbenchImage, uploadProductImage } from '@showfloor/contracts';
import { ManualClock } from '@showfloor/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { exhibitors, orgMembers, organizations, roleGrants } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID } from '../src/db/seed/demo-ids.ts';
import { api, build, call } from './helpers.ts';
import { newAttendees } from './meeting-helpers.ts';
import { postgresUnavailable, usePostgresApp } from './postgres-suite.ts';
import { TEST_NOW } from './test-clock.ts';

/*
 * What the exhibitor's workbench suites (products, company info) share: calls as one party, a new member of an
 * exhibitor, pictures to upload, and the suite run on PGlite and again on PostgreSQL.
 */

/** A gateway with its database and its clock (at the suites' time, moved by the suite). */
export interface WorkbenchSubject {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
}
export interface Party {
  id: string;
  bearer: string;
}
export type Headers = Record<string, string>;

/** The calls of the suite's gateway, in English, as a party (null: no one logged in). */
export function gatewayCalls(app: () => FastifyInstance) {
  const headersOf = (who: Party | null, extra: Headers = {}): Headers => ({
    [HEADERS.language]: 'en-US',
    ...(who ? { [HEADERS.authorization]: who.bearer } : {}),
    ...extra,
  });
  const get = <T>(who: Party | null, path: string, query: Record<string, string | number>, extra?: Headers) =>
    call<T>(app(), {
      method: 'GET',
      url: `${api(path)}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: headersOf(who, extra),
    });
  const post = <T>(who: Party | null, path: string, payload: object, extra?: Headers) =>
    call<T>(app(), { method: 'POST', url: api(path), payload, headers: headersOf(who, extra) });
  /** Picture bytes through the workbench's upload call. */
  const upload = (who: Party, bytes: Buffer) =>
    post<TWorkbenchImage>(who, uploadProductImage.path, {
      bventId: DEMO_EVENT_ID,
      data: bytes.toString('base64'),
    });
  return { get, post, upload };
}

/** A new account answering for an exhibitor: a member of its organization with its Exhibition role. */
export async function exhibitorMember(app: FastifyInstance, db: Db, exhibitorId: string): Promise<Party> {
  const [ex] = await db
    .select({ orgId: exhibitors.orgId })
    .from(exhibitors)
    .where(eq(exhibitors.id, exhibitorId));
  const [who] = await newAttendees(app, db, 1);
  // The seed gives organizations only to the exhibitors its accounts belong to.
  await db
    .insert(organizations)
    .values({ id: ex!.orgId, name: `Org of ${exhibitorId}` })
    .onConflictDoNothing();
  await db.insert(orgMembers).values({ orgId: ex!.orgId, accountId: who!.id });
  await db
    .insert(roleGrants)
    .values({ accountId: who!.id, bventId: DEMO_EVENT_ID, orgId: ex!.orgId, registerType: 'Exhibition' });
  return who!;
}

/** A plain PNG of one colour. */
export const pngOf = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * `suite` in "<title> (PGlite)" on a fresh copy of the template, and in "<title> (PostgreSQL)" on a database of its
 * own (named from `dbPrefix`, dropped afterwards) when PostgreSQL answers; each with a clock at the suites' time.
 */
export async function onPgliteAndPostgres(
  title: string,
  dbPrefix: string,
  suite: (subject: () => WorkbenchSubject) => void,
): Promise<void> {
  describe(`${title} (PGlite)`, () => {
    let s: (WorkbenchSubject & { close(): Promise<void> }) | undefined;
    beforeAll(async () => {
      const clock = new ManualClock(TEST_NOW);
      s = { ...(await build({ clock })), clock };
    });
    afterAll(() => s?.close());
    suite(() => s!);
  });

  const reason = await postgresUnavailable(title);

  describe.skipIf(reason !== null)(`${title} (PostgreSQL)`, () => {
    const clock = new ManualClock(TEST_NOW);
    const appOf = usePostgresApp(dbPrefix, 180_000, { clock });
    suite(() => ({ app: appOf(), db: appOf().database.db, clock }));
  });
}
