import { FUNCTION_KEYS } from '@showfloor/contracts';
import type { Db } from '../client.ts';
import { benefits, categories, dictionary, events, pavilions, terms } from '../schema/index.ts';
import { mediaUrl } from '../../media/urls.ts';
import { insertBatched } from './batch.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { DEMO_BELONG_ORG_ID, DEMO_EVENT_ID, DEMO_TOP_ORG_ID } from './demo-ids.ts';
import { localized, toHongKong } from './localize-seed.ts';
import { PAVILIONS } from './names.ts';
import { ID_PREFIX, guid } from './prng.ts';

// No year and no dates in the words: the demo fair is placed relative to the day it is seeded (demo-calendar.ts)
// and moves when it has passed, so any date written here would go stale.
const TITLE = {
  zh: '中国国际工业博览会',
  en: 'China International Industry Fair',
  pt: 'Feira Internacional da Indústria da China',
};

/** The category tree: one parent per pavilion, its children after it. Returns the child ids per pavilion. */
export function categoryIds(pavilionIndex: number): { parent: string; children: string[] } {
  const spec = PAVILIONS[pavilionIndex];
  const parentNo = pavilionIndex * 10 + 1;
  return {
    parent: guid(ID_PREFIX.category, parentNo),
    children: (spec?.children ?? []).map((_, j) => guid(ID_PREFIX.category, parentNo + 1 + j)),
  };
}

/** The event's days: 09:00-17:00 Beijing, the last day closing at 15:00. */
export function eventDays(calendar: DemoCalendar) {
  const last = calendar.days.length - 1;
  return calendar.days.map((date, i) => ({
    date,
    startTime: `${date} 09:00:00`,
    endTime: `${date} ${i === last ? '15' : '17'}:00:00`,
  }));
}

export async function seedEvent(db: Db, calendar: DemoCalendar): Promise<void> {
  const hue = 212;
  const days = eventDays(calendar);
  const logo = mediaUrl('logo', hue, 'CIIF');
  await db.insert(events).values({
    id: DEMO_EVENT_ID,
    belongOrgId: DEMO_BELONG_ORG_ID,
    topOrgId: DEMO_TOP_ORG_ID,
    title: localized(TITLE),
    logo,
    startTime: days[0]?.startTime ?? '',
    endTime: days[days.length - 1]?.endTime ?? '',
    days,
    shareSetting: {
      shareTitle: localized(TITLE),
      shareDesc: localized({
        zh: '四天展期，1200余款新品线上线下同步展示，欢迎洽谈采购。',
        en: 'Four days, over 1,200 new products online and on site. Meet the exhibitors and source with confidence.',
        pt: 'Quatro dias, mais de 1200 produtos novos, online e no local.',
      }),
      shareImage: mediaUrl('share', hue, 'CIIF'),
    },
    currency: 'CNY',
    defaultLanguage: 'zh-CN',
    languages: ['zh-CN', 'en-US', 'zh-HK', 'pt-PT'],
    functionKeys: Object.fromEntries(FUNCTION_KEYS.map((k) => [k, true])),
    decoration: {
      globalDecorate: {
        backgroundImg: mediaUrl('background', hue, 'bg'),
        backgroundColor: '#f3f6fb',
        isLock: false,
      },
      themeColor: '#1f6feb',
      // Harmless on purpose: proves the organizer's style reaches the page without breaking it.
      customStyle: ':root { --sf-organizer-accent: #1f6feb; }',
      customScript: '',
      faviconUrl: mediaUrl('favicon', hue, 'C'),
      customImage: mediaUrl('banner', hue, 'CIIF'),
      displayIncrementRules: [
        { ruleType: 'multiplier', visit: 3, favorites: 2, like: 2 },
        { ruleType: 'baseNumber', visit: 1000, favorites: 120, like: 80 },
      ],
      isEnableShowExhibitorContact: true,
      isEnableBetweenExhibitorInstantCommunication: false,
    },
  });

  await db.insert(benefits).values(
    FUNCTION_KEYS.map((functionKey, sort) => ({
      topOrgId: DEMO_TOP_ORG_ID,
      functionKey,
      enable: true,
      sort,
    })),
  );

  await insertBatched(
    db,
    pavilions,
    PAVILIONS.map((p, i) => ({
      id: guid(ID_PREFIX.pavilion, i + 1),
      bventId: DEMO_EVENT_ID,
      name: localized(p.name),
      // The last pavilion is still importing its exhibitors: the spec's 4002 state.
      status: i === PAVILIONS.length - 1 ? 'uploading' : 'normal',
      sort: i + 1,
    })),
  );

  const cats = PAVILIONS.flatMap((p, i) => {
    const ids = categoryIds(i);
    return [
      { id: ids.parent, bventId: DEMO_EVENT_ID, parentId: null, name: localized(p.category), sort: i * 10 },
      ...p.children.map((c, j) => ({
        id: ids.children[j] ?? ids.parent,
        bventId: DEMO_EVENT_ID,
        parentId: ids.parent,
        name: localized(c),
        sort: i * 10 + j + 1,
      })),
    ];
  });
  // Parents first: children reference them.
  await insertBatched(
    db,
    categories,
    cats.filter((c) => c.parentId === null),
  );
  await insertBatched(
    db,
    categories,
    cats.filter((c) => c.parentId !== null),
  );

  await insertBatched(db, terms, termRows());
  await insertBatched(db, dictionary, eventDictionaryRows());
}

function termRows() {
  const texts = {
    userAgreement: {
      zh: [
        '用户协议',
        '欢迎使用本展会线上平台。使用本平台即表示您同意遵守展会规则，文明交流，不发布违法信息。',
      ],
      en: [
        'User Agreement',
        'Welcome to the online fair. By using it you agree to follow the fair rules and to communicate respectfully.',
      ],
      pt: [
        'Acordo de Utilizador',
        'Bem-vindo à feira online. Ao utilizá-la, aceita cumprir as regras da feira.',
      ],
    },
    privacyPolicy: {
      zh: ['隐私政策', '我们仅为展会服务收集必要的信息，并依法保护您的个人信息。'],
      en: [
        'Privacy Policy',
        'We collect only what the fair needs to serve you and protect your personal data as the law requires.',
      ],
      pt: [
        'Política de Privacidade',
        'Recolhemos apenas os dados necessários e protegemos os seus dados pessoais.',
      ],
    },
    uploadAgreement: {
      zh: ['用户上传协议', '您上传的图片、视频等内容须拥有合法权利，不得侵犯他人知识产权。'],
      en: [
        'Upload Agreement',
        'You must hold the rights to the pictures and videos you upload and respect the rights of others.',
      ],
      pt: ['Acordo de Carregamento', 'Deve deter os direitos das imagens e vídeos que carrega.'],
    },
  } as const;
  return Object.entries(texts).flatMap(([termsType, t]) => {
    const hk = [toHongKong(t.zh[0]), toHongKong(t.zh[1])];
    const langs: [string, readonly string[]][] = [
      ['zh-CN', t.zh],
      ['zh', t.zh],
      ['zh-HK', hk],
      ['en-US', t.en],
      ['pt-PT', t.pt],
    ];
    return langs.map(([lang, [title = '', content = '']]) => ({
      bventId: DEMO_EVENT_ID,
      termsType,
      lang,
      title,
      content,
    }));
  });
}

/** The event's own dictionary rows: a slogan only this event has, in each language. */
function eventDictionaryRows() {
  const slogan = {
    zh: '链接全球采购商',
    en: 'Connecting buyers worldwide',
    pt: 'Ligando compradores de todo o mundo',
  };
  return Object.entries(localized(slogan)).map(([lang, value]) => ({
    bventId: DEMO_EVENT_ID,
    lang,
    key: 'event_slogan',
    value: value ?? '',
  }));
}
