import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { agencies, exhibitorContacts, exhibitors, mediaFiles, videos } from '../schema/index.ts';
import { DEMO_HLS_URL, DEMO_VIDEO_URL, mediaUrl } from '../../media/urls.ts';
import { seedReference } from './browse-media-reference.ts';
import { DEMO_EVENT_ID } from './demo-ids.ts';
import { localized } from './localize-seed.ts';
import { guid } from './prng.ts';
import { runSeedStage } from './stage.ts';

/**
 * Videos, agencies, media files and the reference data (area tree, calling codes, search decoration, data
 * sources, exhibitor contacts) are a seed stage of their own, versioned apart from the demo fair, so a ./data
 * seeded before they existed gets them on its next start. Bump on a change of shape.
 */
export const BROWSE_MEDIA_SEED_VERSION = 'browse-media-1';
const BROWSE_MEDIA_SEED_KEY = 'seed_browse_media';

const PREFIX = {
  video: 'b1de0000',
  agency: 'a9e00000',
  agencyOrg: 'a9e0f000',
  file: 'f11e0000',
  group: 'f1100000',
};
export const videoId = (n: number): string => guid(PREFIX.video, n);
export const agencyId = (n: number): string => guid(PREFIX.agency, n);
export const mediaGroupId = (n: number): string => guid(PREFIX.group, n);
/** The first exhibitor's first video; well-known for tests and journeys. */
export const DEMO_VIDEO_ID = videoId(1);
export const DEMO_AGENCY_ID = agencyId(1);
export const DEMO_MEDIA_GROUP_ID = mediaGroupId(1);
export const DEMO_MISSING_VIDEO_ID = guid(PREFIX.video, 0xffffffffff);

/** Three videos (one per kind) for each of the first ten showable exhibitors. */
const VIDEO_EXHIBITORS = 10;
const VIDEO_KINDS = [
  { zh: '企业宣传片', en: 'Company film', pt: 'Filme da empresa' },
  { zh: '新品发布', en: 'New product launch', pt: 'Lançamento de produto' },
  { zh: '展位直击', en: 'At the booth', pt: 'No stand' },
];

const AGENCIES = [
  {
    zh: '葡萄牙工商会代表团',
    en: 'Portuguese Chamber of Commerce delegation',
    pt: 'Delegação da Câmara de Comércio Portuguesa',
    country: 'PT',
    hue: 140,
  },
  {
    zh: '巴西出口促进团',
    en: 'Brazil export promotion mission',
    pt: 'Missão de promoção de exportações do Brasil',
    country: 'BR',
    hue: 95,
  },
  {
    zh: '澳门贸易投资促进团',
    en: 'Macao trade and investment mission',
    pt: 'Missão de comércio e investimento de Macau',
    country: 'MO',
    hue: 20,
  },
  {
    zh: '安哥拉企业联合会',
    en: 'Angola business federation',
    pt: 'Federação empresarial de Angola',
    country: 'AO',
    hue: 330,
  },
];

const FIRST_PUBLISH = Date.UTC(2026, 8, 1, 2, 0, 0);

async function seedVideosAndAgencies(db: Db): Promise<void> {
  const shown = await db
    .select({ id: exhibitors.id, name: exhibitors.name })
    .from(exhibitors)
    .where(
      and(
        eq(exhibitors.bventId, DEMO_EVENT_ID),
        eq(exhibitors.status, 'normal'),
        eq(exhibitors.visibility, 'all'),
      ),
    )
    .orderBy(asc(exhibitors.sort))
    .limit(VIDEO_EXHIBITORS);
  let n = 0;
  const rows: (typeof videos.$inferInsert)[] = [];
  shown.forEach((ex, i) => {
    VIDEO_KINDS.forEach((kind, k) => {
      n += 1;
      const company = ex.name['en-US'] ?? '';
      rows.push({
        id: videoId(n),
        bventId: DEMO_EVENT_ID,
        ownerType: 'exhibitor',
        exhibitorId: ex.id,
        isRecommended: k === 0,
        title: localized({
          zh: `${ex.name['zh-CN'] ?? ''} ${kind.zh}`,
          en: `${company} ${kind.en}`,
          pt: `${company} ${kind.pt}`,
        }),
        description: localized({
          zh: `${kind.zh}：产品、工厂与团队。`,
          en: `${kind.en}: products, factory and team.`,
          pt: `${kind.pt}: produtos, fábrica e equipa.`,
        }),
        cover: mediaUrl('banner', (i * 37 + k * 12) % 360, `${kind.en}`),
        durationSeconds: 2,
        mp4Url: DEMO_VIDEO_URL,
        hlsUrl: DEMO_HLS_URL,
        visitCount: 40 + ((n * 53) % 400),
        favoriteCount: (n * 7) % 40,
        likeCount: (n * 11) % 60,
        // Newest first in the lists: later seeds are later publications, an hour apart.
        publishedAt: new Date(FIRST_PUBLISH + n * 3_600_000),
      });
    });
  });
  const agencyRows = AGENCIES.map((a, i) => ({
    id: agencyId(i + 1),
    bventId: DEMO_EVENT_ID,
    orgId: guid(PREFIX.agencyOrg, i + 1),
    name: localized(a),
    logo: mediaUrl('logo', a.hue, a.en.slice(0, 2)),
    banner: mediaUrl('banner', a.hue, a.en.split(' ')[0] ?? ''),
    slogan: localized({ zh: `${a.zh}欢迎您`, en: `Meet the ${a.en}`, pt: `Conheça a ${a.pt}` }),
    introduction: localized({
      zh: `${a.zh}组织企业参展，对接采购商与合作伙伴。`,
      en: `The ${a.en} brings companies to the fair and connects them with buyers and partners.`,
      pt: `A ${a.pt} traz empresas à feira e liga-as a compradores e parceiros.`,
    }),
    website: `https://agency-${i + 1}.demo.showfloor.test`,
    countryCode: a.country,
    visitCount: 120 + i * 31,
    sort: i + 1,
  }));
  await db.insert(agencies).values(agencyRows);
  agencyRows.forEach((a, i) => {
    for (let k = 0; k < 2; k += 1) {
      n += 1;
      const kind = VIDEO_KINDS[k] ?? VIDEO_KINDS[0]!;
      const en = a.name['en-US'] ?? '';
      const pt = a.name['pt-PT'] ?? en;
      rows.push({
        id: videoId(n),
        bventId: DEMO_EVENT_ID,
        ownerType: 'agency',
        agencyId: a.id,
        isRecommended: k === 0,
        title: localized({
          zh: `${a.name['zh-CN'] ?? ''} ${kind.zh}`,
          en: `${en} ${kind.en}`,
          pt: `${pt} ${kind.pt}`,
        }),
        description: a.introduction,
        cover: mediaUrl('banner', (AGENCIES[i]!.hue + k * 20) % 360, kind.en),
        durationSeconds: 2,
        mp4Url: DEMO_VIDEO_URL,
        hlsUrl: DEMO_HLS_URL,
        visitCount: 30 + n,
        favoriteCount: n % 9,
        likeCount: n % 13,
        publishedAt: new Date(FIRST_PUBLISH + n * 3_600_000),
      });
    }
  });
  await db.insert(videos).values(rows);

  // Contacts and a media-material group for the same exhibitors.
  await db.insert(exhibitorContacts).values(
    shown.map((ex, i) => ({
      exhibitorId: ex.id,
      contactName: localized({
        zh: `王经理 ${i + 1}`,
        en: `Manager Wang ${i + 1}`,
        pt: `Gerente Wang ${i + 1}`,
      }),
      telephone: `+86 21 5555 ${String(1000 + i)}`,
      mobile: `+86 138 0013 ${String(8000 + i)}`,
      email: `sales${i + 1}@exhibitor.demo.showfloor.test`,
      address: localized({
        zh: `上海市浦东新区展览路 ${i + 1} 号`,
        en: `No. ${i + 1} Exhibition Road, Pudong, Shanghai`,
        pt: `Avenida da Exposição n.º ${i + 1}, Pudong, Xangai`,
      }),
    })),
  );
  let f = 0;
  const files: (typeof mediaFiles.$inferInsert)[] = [];
  shown.slice(0, 3).forEach((_, g) => {
    for (let k = 0; k < 4; k += 1) {
      f += 1;
      const isVideo = k === 3;
      const picture = mediaUrl('gallery', (g * 90 + k * 25) % 360, `Photo ${k + 1}`);
      files.push({
        id: guid(PREFIX.file, f),
        groupId: mediaGroupId(g + 1),
        name: isVideo ? 'booth-tour.mp4' : `photo-${k + 1}.svg`,
        fileType: isVideo ? 'video' : 'image',
        url: isVideo ? DEMO_VIDEO_URL : picture,
        cover: picture,
        size: isVideo ? 150_000 : 2_000,
        sort: k + 1,
      });
    }
  });
  await db.insert(mediaFiles).values(files);
}

export async function seedBrowseMedia(db: Db): Promise<void> {
  await seedReference(db);
  await seedVideosAndAgencies(db);
}

export function ensureBrowseMediaSeeded(db: Db): Promise<{ ms: number } | null> {
  return runSeedStage(db, {
    key: BROWSE_MEDIA_SEED_KEY,
    version: BROWSE_MEDIA_SEED_VERSION,
    lockId: 20261210,
    seed: seedBrowseMedia,
  });
}
