import type { Db } from '../client.ts';
import { exhibitorFields, exhibitors, products, projects } from '../schema/index.ts';
import type { Localized } from '../schema/types.ts';
import { DEMO_VIDEO_URL, initials, mediaUrl } from '../../media/urls.ts';
import { insertBatched } from './batch.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_COUNT, exhibitorId, exhibitorStatus } from './demo-ids.ts';
import { categoryIds } from './event.ts';
import { localized } from './localize-seed.ts';
import { BRANDS, CITIES, FIELD_LABELS, MARKETS, PAVILIONS, type Words } from './names.ts';
import { ID_PREFIX, type Rng, createRng, guid } from './prng.ts';

type ExhibitorRow = typeof exhibitors.$inferInsert;
type FieldRow = typeof exhibitorFields.$inferInsert;
type ProductRow = typeof products.$inferInsert;
type ProjectRow = typeof projects.$inferInsert;

const PRODUCT_STATES_RARE = ['pendingReview', 'pendingListing', 'delisted', 'rejected', 'needsModification'];
const CURRENCIES = ['CNY', 'CNY', 'CNY', 'USD', 'HKD', 'EUR'];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Pavilions 1..7 take exhibitors in turn; the 8th is "uploading" and stays empty. */
const pavilionOf = (n: number): number => (n - 1) % (PAVILIONS.length - 1);

function companyName(rng: Rng, n: number, pavilion: number): Words {
  const city = rng.pick(CITIES);
  const brand = BRANDS[(n * 7) % BRANDS.length] ?? rng.pick(BRANDS);
  const industry = rng.pick(PAVILIONS[pavilion]?.industries ?? []);
  const tech = rng.chance(0.5);
  return {
    zh: `${city.zh}${brand.zh}${industry.zh}${tech ? '科技' : ''}有限公司`,
    en: `${city.en} ${brand.en} ${industry.en} ${tech ? 'Technology ' : ''}Co., Ltd.`,
  };
}

function field(
  exhibitorIdValue: string,
  sort: number,
  fieldName: string,
  fieldType: string,
  value: string,
  valueWords?: Words,
): FieldRow {
  const label = FIELD_LABELS[fieldName] ?? { zh: fieldName, en: fieldName };
  return {
    exhibitorId: exhibitorIdValue,
    fieldName,
    fieldType,
    displayName: localized(label),
    fieldValue: value,
    valueI18n: valueWords ? localized(valueWords) : null,
    sort,
  };
}

function media(items: { url: string; name: string }[]): string {
  return JSON.stringify(items.map((i) => ({ absoluteUrl: i.url, name: i.name })));
}

/** Profile fields: every FIELD_TYPE and every SPECIAL_FIELD_NAME of the contracts appears on the rich ones. */
function profileFields(
  id: string,
  n: number,
  rng: Rng,
  name: Words,
  pavilion: number,
  rich: boolean,
): FieldRow[] {
  const spec = PAVILIONS[pavilion] ?? PAVILIONS[0];
  if (!spec) return [];
  const children = spec.children;
  const a = children[0] ?? spec.category;
  const b = children[1] ?? spec.category;
  const phone = `${rng.int(1000, 9999)}${rng.int(1000, 9999)}`;
  const year = rng.int(1985, 2020);
  const markets = MARKETS.filter(() => rng.chance(0.5));
  const site = `https://www.${slug(name.en.replace(/Co\., Ltd\./, ''))}.example.com`;
  const hue = spec.hue + rng.int(-20, 20);
  const rows: FieldRow[] = [
    field(id, 10, 'CompanyProfile', 'textarea', '', {
      zh: `${name.zh}成立于${year}年，专注${spec.category.zh}领域，产品远销${Math.max(2, markets.length)}个地区，欢迎洽谈合作。`,
      en: `Founded in ${year}, ${name.en} specialises in ${spec.category.en.toLowerCase()} and exports to ${Math.max(2, markets.length)} regions. We welcome your enquiry.`,
    }),
    field(id, 20, 'Cate', 'select', '', {
      zh: `${spec.category.zh},${a.zh},${b.zh}`,
      en: `${spec.category.en},${a.en},${b.en}`,
    }),
    field(id, 30, 'MainProducts', 'text', '', {
      zh: `${spec.category.zh}/${a.zh},${spec.category.zh}/${b.zh},${spec.products[0]?.zh ?? a.zh}/${spec.products[1]?.zh ?? b.zh}`,
      en: `${spec.category.en}/${a.en},${spec.category.en}/${b.en},${spec.products[0]?.en ?? a.en}/${spec.products[1]?.en ?? b.en}`,
    }),
    field(id, 40, 'BoothType', 'select', n % 3 === 1 ? 'SpecialBooth' : 'StandardBooth'),
    // Dash segments left empty on purpose: the spec's Telephone/Fax rule removes them when shown.
    field(id, 50, 'Telephone', 'text', `86--21-5555${phone.slice(0, 4)}-`),
  ];
  if (!rich && n % 2 === 0) return rows;
  rows.push(
    field(id, 60, 'Fax', 'text', `86-21--6666${phone.slice(4)}-`),
    field(id, 70, 'CorporateWebsite', 'link', site),
    field(id, 80, 'ProjectCate', 'text', '', {
      zh: `${spec.category.zh}/${a.zh}/${spec.products[0]?.zh ?? ''}`,
      en: `${spec.category.en}/${a.en}/${spec.products[0]?.en ?? ''}`,
    }),
    field(id, 90, 'EstablishedYear', 'number', String(year)),
    field(
      id,
      100,
      'RegisteredDate',
      'date',
      `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    ),
    // Derived from n, not drawn from rng: the values drawn after it stay as they were.
    field(id, 105, 'RegisteredCapital', 'number', String(((n * 37) % 200) * 100 + 50)),
    field(id, 110, 'TargetMarkets', 'multiSelect', '', {
      zh: (markets.length ? markets : MARKETS.slice(0, 3)).map((m) => m.zh).join(','),
      en: (markets.length ? markets : MARKETS.slice(0, 3)).map((m) => m.en).join(','),
    }),
    field(
      id,
      120,
      'CompanyImages',
      'image',
      media(
        [1, 2, 3].map((k) => ({
          url: mediaUrl('gallery', hue + k * 25, `${name.en.split(' ')[1] ?? ''} ${k}`),
          name: `photo-${k}.svg`,
        })),
      ),
    ),
  );
  if (rich || n % 5 === 1) {
    rows.push(
      field(id, 130, 'CompanyVideo', 'video', media([{ url: DEMO_VIDEO_URL, name: 'company.mp4' }])),
      field(id, 140, 'Brochure', 'link', `${site}/brochure`),
      field(id, 150, 'EmployeeCount', 'number', String(rng.int(20, 5000))),
    );
  }
  return rows;
}

export interface ExhibitorBundle {
  exhibitor: ExhibitorRow;
  fields: FieldRow[];
  products: ProductRow[];
  projects: ProjectRow[];
}

export function buildExhibitor(
  n: number,
  productNo: { next: number },
  projectNo: { next: number },
): ExhibitorBundle {
  const rng = createRng(0x5f0 + n * 7919);
  const pavilion = pavilionOf(n);
  const spec = PAVILIONS[pavilion] ?? PAVILIONS[0];
  if (!spec) throw new Error('no pavilions');
  const id = exhibitorId(n);
  const name = companyName(rng, n, pavilion);
  const hue = spec.hue + rng.int(-25, 25);
  const rich = n === 1 || n % 10 === 5;
  const exhibitor: ExhibitorRow = {
    id,
    bventId: DEMO_EVENT_ID,
    orgId: guid(ID_PREFIX.org, n),
    pavilionId: guid(ID_PREFIX.pavilion, pavilion + 1),
    status: exhibitorStatus(n),
    name: localized(name),
    logo: mediaUrl('logo', hue, initials(name.en)),
    boothNumber: `${pavilion + 1}${String.fromCharCode(65 + (n % 6))}${String(n).padStart(3, '0')}`,
    visitCount: rng.int(0, 3000),
    favoriteCount: rng.int(0, 300),
    likeCount: rng.int(0, 500),
    shopDecoration: {
      bannerImages: [1, 2, 3].map((k) =>
        mediaUrl('banner', hue + k * 15, `${name.en.split(' ')[1] ?? ''} ${k}`),
      ),
      themeColor: `hsl(${hue}, 62%, 46%)`,
      slogan: localized({ zh: `${name.zh}：品质铸就信赖`, en: `${name.en}: quality you can trust` }),
    },
    sort: n,
  };
  const cats = categoryIds(pavilion);
  const count = n === 1 ? 12 : rng.int(7, 13);
  const productRows: ProductRow[] = [];
  for (let k = 0; k < count; k++) {
    const noun = spec.products[k % spec.products.length] ?? spec.products[0] ?? spec.category;
    const model = `SF-${rng.int(100, 999)}${String.fromCharCode(65 + (k % 26))}`;
    const productName: Localized = localized({ zh: `${noun.zh} ${model}`, en: `${noun.en} ${model}` });
    // The demo exhibitor's products cover every listing state (SPEC §4); others are mostly listed.
    const status =
      n === 1
        ? ([
            'listed',
            'listed',
            'listed',
            'listed',
            'listed',
            'listed',
            'listed',
            'listed',
            'delisted',
            'pendingReview',
            'banned',
            'rejected',
          ][k] ?? 'listed')
        : rng.chance(0.9)
          ? 'listed'
          : rng.pick(PRODUCT_STATES_RARE);
    productRows.push({
      id: guid(ID_PREFIX.product, productNo.next++),
      bventId: DEMO_EVENT_ID,
      exhibitorId: id,
      categoryId: cats.children[k % Math.max(1, cats.children.length)] ?? cats.parent,
      name: productName,
      description: localized({
        zh: `${noun.zh}，型号${model}，支持定制与批量采购。`,
        en: `${noun.en}, model ${model}. Custom orders and volume pricing available.`,
      }),
      image: mediaUrl('product', hue + k * 11, model),
      price: (rng.int(990, 9_999_900) / 100).toFixed(2),
      currency: rng.pick(CURRENCIES),
      status,
      sort: k + 1,
    });
  }
  const projectRows: ProjectRow[] = [];
  const projectCount = n === 1 ? 3 : rng.int(0, 2);
  for (let k = 0; k < projectCount; k++) {
    const a = spec.children[k % spec.children.length] ?? spec.category;
    projectRows.push({
      id: guid(ID_PREFIX.project, projectNo.next++),
      bventId: DEMO_EVENT_ID,
      exhibitorId: id,
      name: localized({ zh: `${a.zh}合作项目 ${k + 1}`, en: `${a.en} partnership ${k + 1}` }),
      cover: mediaUrl('project', hue + k * 30, `${a.en}`),
      cate: `${spec.category.en}/${a.en}`,
      status: n === 1 && k === 2 ? 'delisted' : 'listed',
      sort: k + 1,
    });
  }
  return {
    exhibitor,
    fields: profileFields(id, n, rng, name, pavilion, rich),
    products: productRows,
    projects: projectRows,
  };
}

export async function seedExhibitors(db: Db): Promise<{ exhibitors: number; products: number }> {
  const productNo = { next: 1 };
  const projectNo = { next: 1 };
  const bundles: ExhibitorBundle[] = [];
  for (let n = 1; n <= DEMO_EXHIBITOR_COUNT; n++) bundles.push(buildExhibitor(n, productNo, projectNo));
  await insertBatched(
    db,
    exhibitors,
    bundles.map((b) => b.exhibitor),
  );
  await insertBatched(
    db,
    exhibitorFields,
    bundles.flatMap((b) => b.fields),
  );
  await insertBatched(
    db,
    products,
    bundles.flatMap((b) => b.products),
  );
  await insertBatched(
    db,
    projects,
    bundles.flatMap((b) => b.projects),
  );
  return { exhibitors: bundles.length, products: productNo.next - 1 };
}
