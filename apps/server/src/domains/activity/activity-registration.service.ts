import { ErrorCode, type TActivitySeat } from '@showfloor/contracts';
import { type Clock, activityRegistration, activityState, epochToBeijing } from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import { type ViewerOf, assertExhibitorAllows } from '../product/catalog-shared.ts';
import type { ActivityRepository } from './activity.repository.ts';
import type { ActivityRegistrationRepository, SeatRow } from './activity-registration.repository.ts';

/** The refusals are conflicts with the activity's state, not bad input: HTTP 409 with their own code. */
const refuse = (code: number) => new BusinessError(code, 409);

/**
 * Registering for an activity, cancelling, and the seat the register button shows. The database decides who
 * gets a seat (the repository's guarded raise); this says why a refused call was refused, from the row as the
 * refusal saw it.
 */
export class ActivityRegistrationService {
  constructor(
    private readonly repo: ActivityRegistrationRepository,
    private readonly activities: ActivityRepository,
    private readonly viewerOf: ViewerOf,
    private readonly clock: Clock,
  ) {}

  private answer(row: SeatRow, nowMs: number): TActivitySeat {
    return {
      activityId: row.id,
      registered: row.registered,
      registration: activityRegistration(row, nowMs),
      capacity: row.capacity,
      registeredCount: row.registeredCount,
    };
  }

  /** An unknown or unpublished activity is 7101; the exhibitor's own state and visibility apply as on the detail. */
  private async assertShown(activityId: string, accountId: string): Promise<void> {
    const r = await this.activities.detail(activityId);
    if (!r || r.status !== 'published') throw new BusinessError(ErrorCode.ActivityNotFound);
    await assertExhibitorAllows(r.exhibitor, r.bventId, accountId, this.viewerOf);
  }

  async seat(activityId: string, accountId: string): Promise<TActivitySeat> {
    const row = await this.repo.seat(activityId, accountId);
    if (!row || row.status !== 'published') throw new BusinessError(ErrorCode.ActivityNotFound);
    return this.answer(row, this.clock.now());
  }

  async register(activityId: string, accountId: string): Promise<TActivitySeat> {
    await this.assertShown(activityId, accountId);
    const nowMs = this.clock.now();
    const out = await this.repo.register(activityId, accountId, epochToBeijing(nowMs), new Date(nowMs));
    if ('taken' in out) return this.answer(out.taken, nowMs);
    const row = out.refused;
    if (!row || row.status !== 'published') throw new BusinessError(ErrorCode.ActivityNotFound);
    if (row.registered) throw refuse(ErrorCode.ActivityAlreadyRegistered);
    if (activityState(row, nowMs) === 'ended') throw refuse(ErrorCode.ActivityEnded);
    if (!row.registrationOpen) throw refuse(ErrorCode.ActivityRegistrationClosed);
    throw refuse(ErrorCode.ActivitySoldOut);
  }

  /** A seat of an ended activity is kept: it says the visitor was there. */
  async cancel(activityId: string, accountId: string): Promise<TActivitySeat> {
    const before = await this.repo.seat(activityId, accountId);
    if (!before || before.status !== 'published') throw new BusinessError(ErrorCode.ActivityNotFound);
    const nowMs = this.clock.now();
    if (activityState(before, nowMs) === 'ended') throw refuse(ErrorCode.ActivityEnded);
    const out = await this.repo.cancel(activityId, accountId);
    if ('freed' in out) return this.answer(out.freed, nowMs);
    throw refuse(ErrorCode.ActivityNotRegistered);
  }
}
