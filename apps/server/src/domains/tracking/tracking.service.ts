import type { Clock } from '@showfloor/domain';
import { type CallSchema, ErrorCode, TRACK_EVENT_CODES, type trackEvent } from '@showfloor/contracts';
import type { z } from 'zod';
import { BusinessError } from '../../http/errors.ts';
import type { BventService } from '../bvent/bvent.service.ts';
import type { TrackingRepository } from './tracking.repository.ts';

/** The event code the web sends when a page is shown; with an exhibitor as target it counts a visit. */
export const PAGE_VIEW_EVENT = TRACK_EVENT_CODES.pageView;

type TrackBody = z.output<CallSchema<typeof trackEvent, 'body'>>;

export class TrackingService {
  constructor(
    private readonly repo: TrackingRepository,
    private readonly bvents: BventService,
    /** Told when an exhibitor's counters changed, so cached details refresh. */
    private readonly onVisit: (exhibitorId: string) => void,
    /** When a view happened is the gateway's clock (the exhibitor's figures count views per fair day by it). */
    private readonly clock: Clock,
  ) {}

  async track(body: TrackBody): Promise<{ id: string }> {
    // Refused before anything is written: an unknown event would only collect junk rows.
    if (!(await this.bvents.exists(body.bventId))) throw new BusinessError(ErrorCode.EventNotFound);
    const countVisitOf = body.eventCode === PAGE_VIEW_EVENT && body.targetId ? body.targetId : null;
    const result = await this.repo.record(
      {
        eventCode: body.eventCode,
        bventId: body.bventId,
        page: body.page,
        targetId: body.targetId ?? null,
        accountId: body.accountId ?? null,
        userId: body.userId ?? null,
        orgId: body.orgId ?? null,
        identity: body.identity ?? null,
        pfrom: body.pfrom ?? null,
        createdAt: new Date(this.clock.now()),
      },
      countVisitOf,
    );
    if (result.countedVisit && countVisitOf) this.onVisit(countVisitOf);
    return { id: result.id };
  }
}
