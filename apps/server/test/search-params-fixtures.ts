import type { Db } from '../src/db/client.ts';
import { categories, exhibitorFields, exhibitors, pavilions, products } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID, guid } from '../src/db/seed/demo-ids.ts';
import { indexExhibitors } from '../src/db/seed/search-index.ts';

/*
 * The fixtures of search-params-suite.ts: three companies and four products that hold 'quokka' (a word no demo
 * text holds) each in one place only, with their own pavilions, categories, booth types, dates and counters.
 */

export const id = (n: number) => guid('5f000000', n);
export const PAV_EAST = id(1);
export const PAV_WEST = id(2);
export const GEAR = id(3);
export const HARNESS = id(4);
/** Quokka in its name; a special booth in the east hall, the oldest, the most visited. */
export const ALPHA = id(11);
/** Quokka in its slogan only (profile); a standard booth in the west hall, the most favorited. */
export const BRAVO = id(12);
/** Quokka in its main products only; a special booth in the east hall, the newest. */
export const CHARLIE = id(13);
/** Alpha's: quokka in its name and its description. */
export const PLUSH = id(21);
/** Charlie's: quokka in its description only. */
export const KOALA = id(22);
/** Bravo's: quokka in its category's parent only (Quokka Gear > Harness). */
export const KIT = id(23);
/** Charlie's: quokka in its model field only. */
export const ECHO = id(24);

const shop = (slogan: Record<string, string>) => ({ bannerImages: [], themeColor: '#0a0', slogan });
const field = (exhibitorId: string, fieldName: string, value: Record<string, string> | string) => ({
  exhibitorId,
  fieldName,
  fieldType: 'text',
  displayName: { 'en-US': fieldName },
  fieldValue: typeof value === 'string' ? value : '',
  valueI18n: typeof value === 'string' ? null : value,
});

export async function insertFixtures(db: Db): Promise<void> {
  await db.insert(pavilions).values([
    { id: PAV_EAST, bventId: DEMO_EVENT_ID, name: { 'en-US': 'East hall' } },
    { id: PAV_WEST, bventId: DEMO_EVENT_ID, name: { 'en-US': 'West hall' } },
  ]);
  await db.insert(categories).values([
    { id: GEAR, bventId: DEMO_EVENT_ID, name: { 'en-US': 'Quokka Gear', 'zh-CN': '短尾矮袋鼠用品' } },
    { id: HARNESS, bventId: DEMO_EVENT_ID, parentId: GEAR, name: { 'en-US': 'Harness' } },
  ]);
  const company = {
    bventId: DEMO_EVENT_ID,
    logo: '/media/x.svg',
    status: 'normal',
  };
  await db.insert(exhibitors).values([
    {
      ...company,
      id: ALPHA,
      orgId: id(31),
      name: { 'en-US': 'Quokka Alpha Works' },
      boothNumber: 'Q9001',
      pavilionId: PAV_EAST,
      shopDecoration: shop({}),
      createdAt: new Date('2020-01-01T00:00:00Z'),
      favoriteCount: 5,
      visitCount: 100,
      sort: 3,
    },
    {
      ...company,
      id: BRAVO,
      orgId: id(32),
      // Lower case on purpose: the name order ignores case.
      name: { 'en-US': 'bravo Trading' },
      boothNumber: 'Q9002',
      pavilionId: PAV_WEST,
      shopDecoration: shop({ 'en-US': 'Friends of every quokka' }),
      createdAt: new Date('2021-01-01T00:00:00Z'),
      favoriteCount: 50,
      visitCount: 10,
      sort: 1,
    },
    {
      ...company,
      id: CHARLIE,
      orgId: id(33),
      name: { 'en-US': 'Charlie Ltd' },
      boothNumber: 'Q9003',
      pavilionId: PAV_EAST,
      shopDecoration: shop({}),
      createdAt: new Date('2022-01-01T00:00:00Z'),
      favoriteCount: 20,
      visitCount: 50,
      sort: 2,
    },
  ]);
  await db
    .insert(exhibitorFields)
    .values([
      { ...field(ALPHA, 'BoothType', 'SpecialBooth'), fieldType: 'select' },
      { ...field(BRAVO, 'BoothType', 'StandardBooth'), fieldType: 'select' },
      { ...field(CHARLIE, 'BoothType', 'SpecialBooth'), fieldType: 'select' },
      field(CHARLIE, 'MainProducts', { 'en-US': 'Toys/Quokka toys' }),
    ]);
  const product = { bventId: DEMO_EVENT_ID, image: '/media/p.svg', currency: 'CNY', status: 'listed' };
  await db.insert(products).values([
    {
      ...product,
      id: PLUSH,
      exhibitorId: ALPHA,
      name: { 'en-US': 'Quokka Plush' },
      description: { 'en-US': 'The original quokka, soft' },
      createdAt: new Date('2020-06-01T00:00:00Z'),
      favoriteCount: 1,
      visitCount: 40,
    },
    {
      ...product,
      id: KOALA,
      exhibitorId: CHARLIE,
      name: { 'en-US': 'Koala Plush' },
      description: { 'en-US': 'Best friend of the quokka' },
      createdAt: new Date('2023-06-01T00:00:00Z'),
      favoriteCount: 9,
      visitCount: 30,
    },
    {
      ...product,
      id: KIT,
      exhibitorId: BRAVO,
      categoryId: HARNESS,
      name: { 'en-US': 'Bravo Kit' },
      createdAt: new Date('2021-06-01T00:00:00Z'),
      favoriteCount: 3,
      visitCount: 20,
    },
    {
      ...product,
      id: ECHO,
      exhibitorId: CHARLIE,
      name: { 'en-US': 'Echo Box' },
      fields: [
        {
          fieldName: 'Model',
          fieldType: 'text',
          displayName: { 'en-US': 'Model' },
          fieldValue: 'QK-7 quokka edition',
          valueI18n: null,
        },
      ],
      createdAt: new Date('2022-06-01T00:00:00Z'),
      favoriteCount: 6,
      visitCount: 10,
    },
  ]);
  await indexExhibitors(db, [ALPHA, BRAVO, CHARLIE]);
}
