import { ErrorCode, isMobilePage, STATUS_PAGES, type TLanguage } from '@showfloor/contracts';
import { BusinessError } from '../http/errors.ts';
import type { Services } from '../domains/services.ts';
import type { PageRoute } from './page-route.ts';

/** What a document's head says of the page's subject, and the status the document answers with. */
export interface DocumentSubject {
  /** 404 for a missing, banned or unpublished subject, 403 for one restricted to other buyers, else 200. */
  status: number;
  title: string | null;
  description: string | null;
  image: string | null;
}

const SUBJECTS = ['exhibitor', 'exhibit', 'project', 'live'];
const NONE: DocumentSubject = { status: 200, title: null, description: null, image: null };

function plain(text: string): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
}

/**
 * The subject of an exhibitor, product or project page as an anonymous visitor sees it (the server renders for
 * nobody in particular; the client re-checks once the viewer is known). A share crawler, which runs no script,
 * reads the real name, description and picture, and the status says whether the page exists for it.
 */
export async function documentSubject(services: Services, route: PageRoute): Promise<DocumentSubject> {
  const { name, id, language } = route;
  // A path the client has no page for (an unknown page, or an unknown child of a known one) is a 404 even though
  // the client shows its not-found page in it; a status page opened directly answers its own status.
  if (route.hasLanguage && !isMobilePage(route.segments)) return { ...NONE, status: 404 };
  if (route.segments.length === 1 && STATUS_PAGES[name]) return { ...NONE, status: STATUS_PAGES[name] };
  if (!SUBJECTS.includes(name) || route.segments.length < 2) return NONE;
  // A subject whose id is not even shaped like one cannot exist.
  if (!id) return { ...NONE, status: 404 };
  try {
    return { status: 200, ...(await describe(services, name, id, language)) };
  } catch (err) {
    if (!(err instanceof BusinessError)) throw err;
    const status = err.code === ErrorCode.Forbidden || err.httpStatus === 403 ? 403 : 404;
    return { ...NONE, status };
  }
}

async function describe(services: Services, name: string, id: string, lang: TLanguage) {
  if (name === 'exhibitor') {
    const d = await services.exhibitor.getDetail(id, lang);
    const text = d.fields.find(
      (f) => (f.fieldType === 'textarea' || f.fieldType === 'text') && f.fieldValue.length > 20,
    );
    return { title: d.name, description: text ? plain(text.fieldValue) : null, image: d.logo || null };
  }
  if (name === 'exhibit') {
    const d = await services.product.detail(id, lang, null);
    return { title: d.name, description: plain(d.description) || null, image: d.images[0] ?? null };
  }
  if (name === 'live') {
    // A shared live's card: its title, description and cover; unknown or removed is "live not exist" (404).
    const d = await services.live.detail(id, lang, null);
    return { title: d.title, description: plain(d.description) || null, image: d.cover || null };
  }
  const d = await services.project.detail(id, lang, null);
  return { title: d.name, description: plain(d.description) || null, image: d.cover || null };
}
