import type { Clock } from '@showfloor/domain';
import type { Db } from '../db/client.ts';
import { AgencyRepository } from './agency/agency.repository.ts';
import { AgencyService } from './agency/agency.service.ts';
import { ReferenceRepository } from './reference/reference.repository.ts';
import { ReferenceService } from './reference/reference.service.ts';
import { VideoRepository } from './video/video.repository.ts';
import { VideoService } from './video/video.service.ts';
import { VideoHallRepository } from './video/video-hall.repository.ts';
import { VideoHallService } from './video/video-hall.service.ts';
import { WeixinService } from './weixin/weixin.service.ts';
import { NO_WECHAT, type WechatSettings } from './weixin/wechat-settings.ts';
import { AccessRepository } from '../access/access.repository.ts';
import { AccessService } from '../access/access.service.ts';
import { BventRepository } from './bvent/bvent.repository.ts';
import { BventService } from './bvent/bvent.service.ts';
import { DictionaryRepository } from './dictionary/dictionary.repository.ts';
import { DictionaryService } from './dictionary/dictionary.service.ts';
import { ExhibitorRepository } from './exhibitor/exhibitor.repository.ts';
import { ExhibitorService } from './exhibitor/exhibitor.service.ts';
import { IdentityRepository } from './identity/identity.repository.ts';
import { IdentityService } from './identity/identity.service.ts';
import { TermsRepository } from './terms/terms.repository.ts';
import { TermsService } from './terms/terms.service.ts';
import { TrackingRepository } from './tracking/tracking.repository.ts';
import { TrackingService } from './tracking/tracking.service.ts';
import { SearchRepository } from './search/search.repository.ts';
import { SearchService } from './search/search.service.ts';
import { FavoriteRepository } from './favorite/favorite.repository.ts';
import { FavoriteService } from './favorite/favorite.service.ts';
import { PavilionRepository } from './pavilion/pavilion.repository.ts';
import { PavilionService } from './pavilion/pavilion.service.ts';
import { ProductRepository } from './product/product.repository.ts';
import { ProductService } from './product/product.service.ts';
import { ProjectRepository } from './project/project.repository.ts';
import { ProjectService } from './project/project.service.ts';
import { ActivityRepository } from './activity/activity.repository.ts';
import { ActivityService } from './activity/activity.service.ts';
import { ActivityHallRepository } from './activity/activity-hall.repository.ts';
import { ActivityHallService } from './activity/activity-hall.service.ts';
import { ActivityRegistrationRepository } from './activity/activity-registration.repository.ts';
import { ActivityRegistrationService } from './activity/activity-registration.service.ts';
import { MeetingRepository } from './meeting/meeting.repository.ts';
import { MeetingService } from './meeting/meeting.service.ts';
import { RoomRepository } from './room/room.repository.ts';
import { RoomService } from './room/room.service.ts';
import { InstantRepository } from './room/instant.repository.ts';
import { InstantService } from './room/instant.service.ts';
import type { TextTranslator } from './translate/text-translator.ts';
import { TranslateService } from './translate/translate.service.ts';
import { CardRepository } from './card/card.repository.ts';
import { CardService } from './card/card.service.ts';
import { MessageRepository } from './message/message.repository.ts';
import { MessageService } from './message/message.service.ts';
import { LiveChatRepository } from './livechat/livechat.repository.ts';
import { LiveChatService } from './livechat/livechat.service.ts';
import { EnquiryRepository } from './enquiry/enquiry.repository.ts';
import { EnquiryService } from './enquiry/enquiry.service.ts';
import { DemandRepository } from './demand/demand.repository.ts';
import { DemandService } from './demand/demand.service.ts';
import { ReviewRepository } from './review/review.repository.ts';
import { ReviewService } from './review/review.service.ts';
import { WorkbenchRepository } from './workbench/workbench.repository.ts';
import { WorkbenchService } from './workbench/workbench.service.ts';
import { ProductReviewService } from './workbench/product-review.service.ts';
import { FiguresRepository } from './figures/figures.repository.ts';
import { FiguresService } from './figures/figures.service.ts';
import { CompanyRepository } from './company/company.repository.ts';
import { CompanyService } from './company/company.service.ts';
import type { UploadStore } from '../uploads/upload-store.ts';
import { LiveRepository } from './live/live.repository.ts';
import { LiveService } from './live/live.service.ts';
import { LivePlayback } from './live/broadcast/playback.ts';
import { watchKeyOf } from './live/watch-key.ts';
import { LiveMediaState } from './live/broadcast/live-media-state.ts';
import { StudioRepository } from './live/broadcast/studio.repository.ts';
import { StudioService } from './live/broadcast/studio.service.ts';
import { MemoryCounters, type WindowCounters } from '../shared/window-counters.ts';
import { type Bus, LocalBus } from '../realtime/bus.ts';
import { sharedInvalidation } from '../shared/shared-invalidation.ts';

/** One instance of each service per app (their caches live as long as the app). */
export function createServices(
  db: Db,
  clock: Clock,
  uploads: UploadStore,
  translator: TextTranslator | null = null,
  wechat: WechatSettings = NO_WECHAT,
  /**
   * What the gateway processes share (shared/shared-state.ts): where the limits count, and the bus on which a
   * cached exhibitor is dropped everywhere when it changes. In this process unless given.
   */
  shared: { counters: WindowCounters; bus: Bus } = { counters: new MemoryCounters(), bus: new LocalBus() },
  /**
   * Where the catalog's list, search and detail reads go: a replica with DATABASE_READ_URL (db/read-routing.ts,
   * which keeps a caller who just wrote on the primary); the primary otherwise.
   */
  reads: Db = db,
) {
  const { counters } = shared;
  const bvent = new BventService(new BventRepository(db));
  const dictionary = new DictionaryService(new DictionaryRepository(db));
  const access = new AccessService(new AccessRepository(db));
  const exhibitor = new ExhibitorService(new ExhibitorRepository(reads), (accountId, bventId) =>
    access.viewer(accountId, bventId),
  );
  // A visit, a favorite, a save or a review changes what the exhibitor's cached detail shows, on every worker.
  const exhibitorChanged = sharedInvalidation(shared.bus, 'cache-exhibitor', (id) =>
    exhibitor.invalidate(id),
  );
  const identity = new IdentityService(new IdentityRepository(db), access, dictionary);
  const terms = new TermsService(new TermsRepository(db), bvent);
  const tracking = new TrackingService(new TrackingRepository(db), bvent, exhibitorChanged, clock);
  // The catalog: products, projects, pavilions and the exhibitor list (domains/{product,project,pavilion}).
  const viewerOf = (accountId: string | null, bventId: string) => access.viewer(accountId, bventId);
  const product = new ProductService(new ProductRepository(reads), viewerOf);
  const project = new ProjectService(new ProjectRepository(reads), viewerOf, (id) => bvent.exists(id));
  const pavilion = new PavilionService(
    new PavilionRepository(reads),
    (id) => bvent.exists(id),
    (id, n, l, a) => product.firstCards(id, n, l, a),
    viewerOf,
  );
  const favorite = new FavoriteService(new FavoriteRepository(db), exhibitorChanged, clock);
  const search = new SearchService(
    new SearchRepository(reads),
    (key, lang, bventId) => dictionary.translate(key, lang, bventId),
    viewerOf,
  );
  const video = new VideoService(new VideoRepository(reads));
  const videoHall = new VideoHallService(new VideoHallRepository(reads), viewerOf);
  const agency = new AgencyService(new AgencyRepository(reads));
  const reference = new ReferenceService(new ReferenceRepository(reads), bvent, viewerOf);
  const activity = new ActivityService(new ActivityRepository(db), viewerOf, (id) => bvent.exists(id), clock);
  const activityHall = new ActivityHallService(
    new ActivityHallRepository(reads),
    viewerOf,
    (id) => bvent.exists(id),
    clock,
  );
  const activityRegistration = new ActivityRegistrationService(
    new ActivityRegistrationRepository(db),
    new ActivityRepository(db),
    viewerOf,
    clock,
  );
  const meeting = new MeetingService(new MeetingRepository(db), access, bvent, clock, counters);
  const livePlayback = new LivePlayback(watchKeyOf(new IdentityRepository(db)), clock);
  const live = new LiveService(
    new LiveRepository(db),
    viewerOf,
    (id) => bvent.exists(id),
    livePlayback,
    clock,
  );
  const room = new RoomService(new RoomRepository(db), clock, counters);
  const instant = new InstantService(new InstantRepository(db), access, bvent, clock, counters);
  const translate = new TranslateService(translator);
  const card = new CardService(new CardRepository(db), access, clock);
  const message = new MessageService(new MessageRepository(db), card, uploads, clock, counters);
  const liveChat = new LiveChatService(new LiveChatRepository(db), card, clock, counters);
  const enquiry = new EnquiryService(new EnquiryRepository(db), card, clock);
  const demand = new DemandService(new DemandRepository(db), card, uploads, clock);
  const workbenchRepo = new WorkbenchRepository(db);
  const workbench = new WorkbenchService(
    workbenchRepo,
    uploads,
    clock,
    (key, lang, bventId) => dictionary.translate(key, lang, bventId),
    exhibitorChanged,
  );
  const studioRepo = new StudioRepository(db);
  const liveMedia = new LiveMediaState(studioRepo);
  // On air, off air, saved or removed: every worker's HLS routes see it at their next request.
  const liveChanged = sharedInvalidation(shared.bus, 'cache-live', (id) => liveMedia.invalidate(id));
  const studio = new StudioService(
    studioRepo,
    uploads,
    livePlayback,
    clock,
    (key, lang, bventId) => dictionary.translate(key, lang, bventId),
    liveChanged,
  );
  const productReview = new ProductReviewService(workbenchRepo, clock, exhibitorChanged);
  const figures = new FiguresService(new FiguresRepository(db));
  return {
    access,
    bvent,
    dictionary,
    exhibitor,
    pavilion,
    product,
    project,
    favorite,
    identity,
    terms,
    tracking,
    search,
    video,
    videoHall,
    weixin: new WeixinService(wechat, clock),
    agency,
    reference,
    activity,
    activityHall,
    activityRegistration,
    meeting,
    live,
    livePlayback,
    studio,
    liveMedia,
    room,
    instant,
    translate,
    card,
    message,
    liveChat,
    enquiry,
    demand,
    review: new ReviewService(new ReviewRepository(db), clock, exhibitorChanged),
    workbench,
    productReview,
    figures,
    company: new CompanyService(
      new CompanyRepository(db),
      uploads,
      (key, lang, bventId) => dictionary.translate(key, lang, bventId),
      exhibitorChanged,
    ),
  };
}
export type Services = ReturnType<typeof createServices>;
