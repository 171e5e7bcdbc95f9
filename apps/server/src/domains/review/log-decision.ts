import type { TReviewSubject } from '@showfloor/contracts';
import type { Db } from '../../db/client.ts';
import { reviewLog } from '../../db/schema/review-log.ts';

/** One decision of the organizer's, as the review log keeps it. */
export interface Decision {
  bventId: string;
  subject: TReviewSubject;
  subjectId: string;
  /** The subject's name as shown then (the log reads after a rename or a delete). */
  subjectName: string;
  decision: string;
  note: string;
  byAccountId: string | null;
  at: Date;
}

/**
 * Writes a decision into the review log. Call it with the transaction that takes the decision: the decision and
 * its record stand or fall together.
 */
export async function logDecision(db: Pick<Db, 'insert'>, d: Decision): Promise<void> {
  await db.insert(reviewLog).values(d);
}
