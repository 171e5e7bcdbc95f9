import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { activities, exhibitors } from '../schema/index.ts';
import { mediaUrl } from '../../media/urls.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { DEMO_EVENT_ID, exhibitorId } from './demo-ids.ts';
import { localized } from './localize-seed.ts';
import type { Words } from './names.ts';
import { guid } from './prng.ts';
import { runSeedStage } from './stage.ts';

/**
 * Exhibitor activities, a seed stage versioned apart from the fair (like identity.ts): 3-4 for each of the
 * first 10 demo exhibitors. One is a pre-show webinar four weeks before the fair (so an "ended" activity exists
 * before it opens), the rest fall on the fair's days (Beijing time) and cover sold out, registration closed by
 * the exhibitor, and open. A ./data seeded before activities existed gets them on its next start.
 */
export const BROWSE_ACTIVITIES_SEED_VERSION = 'browse-activities-1';
const BROWSE_ACTIVITIES_SEED_KEY = 'seed_browse_activities';

const ACTIVITY_PREFIX = 'ac7a0000';
const EXHIBITOR_COUNT = 10;
const PER_EXHIBITOR = 4;

/** Activity k (0-based) of exhibitor n (1-based). */
export const activityId = (n: number, k: number): string => guid(ACTIVITY_PREFIX, n * 16 + k);
/** The demo exhibitor's activities: a pre-show webinar (ended), a sold-out launch, a closed tour, an open meetup. */
export const DEMO_ENDED_ACTIVITY_ID = activityId(1, 0);
export const DEMO_SOLD_OUT_ACTIVITY_ID = activityId(1, 1);
export const DEMO_CLOSED_ACTIVITY_ID = activityId(1, 2);
export const DEMO_OPEN_ACTIVITY_ID = activityId(1, 3);
/** A well-formed id that no activity has. */
export const DEMO_MISSING_ACTIVITY_ID = guid(ACTIVITY_PREFIX, 0xffffffffff);

interface Template {
  title: Words;
  description: Words;
  /** The fair day (demo-calendar.ts; negative is before the fair) of exhibitor n's session. */
  day: (n: number) => number;
  hours: [string, string];
  location: string;
  capacity: number | null;
  registered: (capacity: number | null) => number;
  registrationOpen: boolean;
}

const TEMPLATES: Template[] = [
  {
    title: { zh: '展前线上发布会', en: 'Pre-show online briefing', pt: 'Apresentação online pré-feira' },
    description: {
      zh: '展会开幕前的线上直播，介绍本届参展新品与洽谈安排。',
      en: 'A live stream before the fair opens: the new products we bring and how to book a meeting.',
      pt: 'Uma transmissão antes da abertura da feira: os novos produtos e como marcar uma reunião.',
    },
    day: (n) => -29 + (n % 5),
    hours: ['15:00', '16:00'],
    location: 'Online',
    capacity: null,
    registered: () => 240,
    registrationOpen: true,
  },
  {
    title: { zh: '新品发布会', en: 'New product launch', pt: 'Lançamento de novos produtos' },
    description: {
      zh: '现场发布年度新品，并提供样品体验。名额有限。',
      en: 'Our new line unveiled on stage, with samples to try. Seats are limited.',
      pt: 'A nova linha apresentada em palco, com amostras para experimentar. Lugares limitados.',
    },
    day: (n) => n % 2,
    hours: ['10:00', '11:00'],
    location: 'Hall 1 · Stage A',
    capacity: 60,
    registered: (c) => c ?? 0,
    registrationOpen: true,
  },
  {
    title: { zh: '工厂参观团', en: 'Factory tour', pt: 'Visita à fábrica' },
    description: {
      zh: '由展位出发，参观合作工厂的生产线。报名已截止。',
      en: 'A guided visit to our partner factory, leaving from the booth. Registration has closed.',
      pt: 'Visita guiada à fábrica parceira, com partida do stand. As inscrições estão encerradas.',
    },
    day: (n) => 1 + (n % 2),
    hours: ['14:00', '17:00'],
    location: 'Meeting point: the booth',
    capacity: 30,
    registered: () => 18,
    registrationOpen: false,
  },
  {
    title: { zh: '采购商交流会', en: 'Buyer meetup', pt: 'Encontro de compradores' },
    description: {
      zh: '与采购商面对面交流需求与合作方式，欢迎报名。',
      en: 'Meet us face to face to talk about your needs and how we can work together. Everyone welcome.',
      pt: 'Encontre-nos pessoalmente para falar das suas necessidades e de como podemos colaborar.',
    },
    day: (n) => 2 + (n % 2),
    hours: ['13:30', '15:00'],
    location: 'Hall 2 · Meeting room 3',
    capacity: 120,
    registered: () => 42,
    registrationOpen: true,
  },
];

function rows(calendar: DemoCalendar): (typeof activities.$inferInsert)[] {
  const out: (typeof activities.$inferInsert)[] = [];
  for (let n = 1; n <= EXHIBITOR_COUNT; n++) {
    // Odd exhibitors after the first have 3 activities, the others 4 (the brief's "3-4 each").
    const count = n > 1 && n % 2 === 1 ? PER_EXHIBITOR - 1 : PER_EXHIBITOR;
    for (let k = 0; k < count; k++) {
      const t = TEMPLATES[k];
      if (!t) continue;
      const day = calendar.day(t.day(n));
      out.push({
        id: activityId(n, k),
        bventId: DEMO_EVENT_ID,
        exhibitorId: exhibitorId(n),
        title: localized(t.title),
        description: localized(t.description),
        startTime: `${day} ${t.hours[0]}:00`,
        endTime: `${day} ${t.hours[1]}:00`,
        location: t.location,
        cover: mediaUrl('project', (n * 37 + k * 71) % 360, t.title.en),
        capacity: t.capacity,
        registeredCount: t.registered(t.capacity),
        registrationOpen: t.registrationOpen,
      });
    }
  }
  return out;
}

/** Runs the stage once, after the fair (the activities belong to its exhibitors). */
export function ensureBrowseActivitiesSeeded(db: Db, calendar: DemoCalendar): Promise<{ ms: number } | null> {
  return runSeedStage(db, {
    key: BROWSE_ACTIVITIES_SEED_KEY,
    version: BROWSE_ACTIVITIES_SEED_VERSION,
    lockId: 20261214,
    // The activities belong to the demo exhibitors.
    ready: async (d) =>
      (
        await d
          .select({ id: exhibitors.id })
          .from(exhibitors)
          .where(eq(exhibitors.id, exhibitorId(1)))
      ).length > 0,
    seed: async (tx) => {
      await tx.insert(activities).values(rows(calendar)).onConflictDoNothing();
    },
  });
}
