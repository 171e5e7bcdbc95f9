import {
  ErrorCode,
  FIGURE_KEYS,
  type TFigureCounts,
  type TFigures,
  type TLanguage,
} from '@showfloor/contracts';
import { bookingDays } from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import { csvFile } from '../../lib/csv-file.ts';
import { callersExhibitor } from '../shared/exhibiting-orgs.ts';
import { pickText } from '../shared/localize.ts';
import type { FiguresRepository } from './figures.repository.ts';

const zero = (): TFigureCounts => ({ visits: 0, favorites: 0, meetings: 0, enquiries: 0, cards: 0 });

/** The CSV's header: the day, then each figure in FIGURE_KEYS order. */
const CSV_COLUMNS = ['Day', 'Visits', 'Favorites', 'Meeting requests', 'Enquiries', 'Cards'];

/**
 * The exhibitor's leads and figures: for each day of the fair the visits, favorites, meeting requests, enquiries
 * and cards it received; the totals count the whole life of the fair (before and after its days too).
 */
export class FiguresService {
  constructor(private readonly repo: FiguresRepository) {}

  /** The caller's exhibitor at the event: the acting organization when it is one of theirs, else the first. */
  private exhibitor(accountId: string, actingOrgId: string | null, bventId: string) {
    return callersExhibitor(this.repo, { accountId, currentOrgId: actingOrgId }, bventId);
  }

  async figures(
    accountId: string,
    actingOrgId: string | null,
    bventId: string,
    lang: TLanguage,
  ): Promise<TFigures> {
    const exhibitor = await this.exhibitor(accountId, actingOrgId, bventId);
    const event = await this.repo.eventDays(bventId);
    if (!event) throw new BusinessError(ErrorCode.EventNotFound, 404);
    const byDay = new Map(bookingDays(event.startTime, event.endTime).map((day) => [day, zero()]));
    const totals = zero();
    for (const { key, day, count } of await this.repo.perDay(bventId, exhibitor.id)) {
      totals[key] += count;
      const counts = byDay.get(day);
      if (counts) counts[key] += count;
    }
    return {
      exhibitor: { id: exhibitor.id, name: pickText(exhibitor.name, lang) },
      days: [...byDay].map(([day, counts]) => ({ day, ...counts })),
      totals,
    };
  }

  async csv(accountId: string, actingOrgId: string | null, bventId: string, lang: TLanguage) {
    const f = await this.figures(accountId, actingOrgId, bventId, lang);
    const row = (label: string, c: TFigureCounts) => [label, ...FIGURE_KEYS.map((k) => String(c[k]))];
    return {
      fileName: 'figures.csv',
      content: csvFile(CSV_COLUMNS, [...f.days.map((d) => row(d.day, d)), row('Total', f.totals)]),
    };
  }
}
