import type { Db } from '../db/client.ts';
import { BventRepository } from './bvent/bvent.repository.ts';
import { BventService } from './bvent/bvent.service.ts';
import { DictionaryRepository } from './dictionary/dictionary.repository.ts';
import { DictionaryService } from './dictionary/dictionary.service.ts';
import { ExhibitorRepository } from './exhibitor/exhibitor.repository.ts';
import { ExhibitorService } from './exhibitor/exhibitor.service.ts';
import { TermsRepository } from './terms/terms.repository.ts';
import { TermsService } from './terms/terms.service.ts';
import { TrackingRepository } from './tracking/tracking.repository.ts';
import { TrackingService } from './tracking/tracking.service.ts';

/** One instance of each service per app (their caches live as long as the app). */
export function createServices(db: Db) {
  const bvent = new BventService(new BventRepository(db));
  const dictionary = new DictionaryService(new DictionaryRepository(db));
  const exhibitor = new ExhibitorService(new ExhibitorRepository(db));
  const terms = new TermsService(new TermsRepository(db), bvent);
  const tracking = new TrackingService(new TrackingRepository(db), bvent, (id) => exhibitor.invalidate(id));
  return { bvent, dictionary, exhibitor, terms, tracking };
}
export type Services = ReturnType<typeof createServices>;
