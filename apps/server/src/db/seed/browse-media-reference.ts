import type { Db } from '../client.ts';
import { areaNodes, callingCodes, dataSourceFields, searchDecorations } from '../schema/index.ts';
import type { Localized } from '../schema/types.ts';
import { mediaUrl } from '../../media/urls.ts';
import { CHINA, COUNTRIES, HONG_KONG, MACAU, PORTUGAL, type AreaRow } from './browse-media-areas.ts';
import { DEMO_EVENT_ID } from './demo-ids.ts';
import { localized } from './localize-seed.ts';

const names = (r: AreaRow): Localized => localized({ zh: r[1], en: r[2], pt: r[3] ?? r[2] });

/** The reference data: calling codes, the area tree, the search page's decoration, data sources. */
export async function seedReference(db: Db): Promise<void> {
  await db.insert(callingCodes).values(
    COUNTRIES.map((c, i) => ({
      countryCode: c[0],
      areaCode: c[4],
      name: names([c[0], c[1], c[2], c[3]]),
      sort: i + 1,
    })),
  );
  const nodes: (typeof areaNodes.$inferInsert)[] = COUNTRIES.map((c, i) => ({
    code: c[0],
    parentCode: null,
    level: 1,
    name: names([c[0], c[1], c[2], c[3]]),
    sort: i + 1,
  }));
  const addTree = (country: string, tree: readonly (readonly [AreaRow, readonly AreaRow[]])[]) =>
    tree.forEach(([province, cities], i) => {
      const code = `${country}-${province[0]}`;
      nodes.push({ code, parentCode: country, level: 2, name: names(province), sort: i + 1 });
      cities.forEach((city, k) =>
        nodes.push({
          code: `${code}-${city[0]}`,
          parentCode: code,
          level: 3,
          name: names(city),
          sort: k + 1,
        }),
      );
    });
  addTree('CN', CHINA);
  addTree('PT', PORTUGAL);
  HONG_KONG.forEach((r, i) =>
    nodes.push({ code: `HK-${r[0]}`, parentCode: 'HK', level: 2, name: names(r), sort: i + 1 }),
  );
  MACAU.forEach((r, i) =>
    nodes.push({ code: `MO-${r[0]}`, parentCode: 'MO', level: 2, name: names(r), sort: i + 1 }),
  );
  await db.insert(areaNodes).values(nodes);

  await db.insert(searchDecorations).values({
    bventId: DEMO_EVENT_ID,
    banners: [
      { imageUrl: mediaUrl('banner', 210, 'Search the fair'), linkUrl: '' },
      { imageUrl: mediaUrl('banner', 150, 'New products'), linkUrl: '' },
    ],
    hotWords: [
      localized({ zh: '智能家居', en: 'Smart home', pt: 'Casa inteligente' }),
      localized({ zh: '新能源', en: 'New energy', pt: 'Nova energia' }),
      localized({ zh: '茶叶', en: 'Tea', pt: 'Chá' }),
      localized({ zh: '葡萄酒', en: 'Wine', pt: 'Vinho' }),
      localized({ zh: '纺织', en: 'Textiles', pt: 'Têxteis' }),
    ],
    placeholder: localized({
      zh: '搜索展商、展品',
      en: 'Search exhibitors and products',
      pt: 'Pesquisar expositores e produtos',
    }),
    backgroundColor: '#f3f6fb',
  });

  const opt = (value: string, zh: string, en: string, pt: string, parentValue: string | null = null) => ({
    value,
    label: localized({ zh, en, pt }),
    parentValue,
  });
  await db.insert(dataSourceFields).values([
    {
      bventId: DEMO_EVENT_ID,
      fieldName: 'BoothType',
      displayName: localized({ zh: '展位类型', en: 'Booth type', pt: 'Tipo de stand' }),
      options: [
        opt('standard', '标准展位', 'Standard booth', 'Stand padrão'),
        opt('raw', '光地展位', 'Raw space', 'Espaço livre'),
        opt('online', '线上展位', 'Online booth', 'Stand online'),
      ],
    },
    {
      bventId: DEMO_EVENT_ID,
      fieldName: 'CompanyType',
      displayName: localized({ zh: '企业类型', en: 'Company type', pt: 'Tipo de empresa' }),
      options: [
        opt('manufacturer', '生产商', 'Manufacturer', 'Fabricante'),
        opt('trader', '贸易商', 'Trading company', 'Empresa comercial'),
        opt('service', '服务商', 'Service provider', 'Prestador de serviços'),
      ],
    },
    {
      bventId: DEMO_EVENT_ID,
      fieldName: 'ProjectCate',
      displayName: localized({ zh: '项目类别', en: 'Project category', pt: 'Categoria do projeto' }),
      options: [
        opt('invest', '投资合作', 'Investment', 'Investimento'),
        opt('invest-infra', '基础设施', 'Infrastructure', 'Infraestruturas', 'invest'),
        opt('invest-energy', '新能源', 'New energy', 'Nova energia', 'invest'),
        opt('trade', '贸易合作', 'Trade', 'Comércio'),
        opt('trade-import', '进口', 'Import', 'Importação', 'trade'),
        opt('trade-export', '出口', 'Export', 'Exportação', 'trade'),
      ],
    },
  ]);
}
