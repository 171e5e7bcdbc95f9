import {
  ErrorCode,
  PRODUCT_STATES,
  type TLanguage,
  type TProductDecision,
  type TProductReviewItem,
  type TProductState,
  type TWorkbenchProduct,
} from '@showfloor/contracts';
import { type Clock, DECISIONS_NEEDING_NOTE, productStep } from '@showfloor/domain';
import type { products } from '../../db/schema/products.ts';
import { BusinessError, ValidationError } from '../../http/errors.ts';
import { pageOffset } from '../product/catalog-shared.ts';
import { categoryIdsOf, lifeOf, logName, wasApproved, workbenchView } from './product-view.ts';
import { productNotThere } from './workbench.service.ts';
import type { WorkbenchRepository, WorkbenchRow } from './workbench.repository.ts';

const decided = () => new BusinessError(ErrorCode.ReviewDecided, 409);

/** The decisions after which visitors may see something else: the search index follows before the answer. */
const SHOWN_CHANGES: readonly TProductDecision[] = ['approve', 'ban', 'unban'];

/**
 * The organizer's product review (the Planner of the event): what waits (new products and edits of approved
 * ones), and each decision taken by the domain's productStep, written only while the product is still as it was
 * read (two organizers deciding at once: one wins, the other hears 6802), logged in the same transaction.
 */
export class ProductReviewService {
  constructor(
    private readonly repo: WorkbenchRepository,
    private readonly clock: Clock,
    /** Told when an exhibitor's listed products changed, so its cached detail refreshes. */
    private readonly exhibitorChanged: (exhibitorId: string) => void,
  ) {}

  private async views(rows: WorkbenchRow[], lang: TLanguage): Promise<TWorkbenchProduct[]> {
    const paths = await this.repo.categoryPaths(categoryIdsOf(rows));
    return rows.map((r) => workbenchView(r, paths, lang));
  }

  /** The event's products in a state, with each state's count (pendingReview counts the waiting edits too). */
  async queue(
    q: { bventId: string; state: TProductState; keyword?: string; pageNo: number; pageSize: number },
    lang: TLanguage,
  ): Promise<{ items: TProductReviewItem[]; counts: Record<TProductState, number> }> {
    const [rows, counted] = await Promise.all([
      this.repo.queue(q.bventId, q.state, q.keyword ?? '', pageOffset(q.pageNo, q.pageSize), q.pageSize),
      this.repo.counts(this.repo.eventProducts(q.bventId)),
    ]);
    const counts = Object.fromEntries(PRODUCT_STATES.map((s) => [s, counted.byStatus.get(s) ?? 0])) as Record<
      TProductState,
      number
    >;
    counts.pendingReview += counted.revisions;
    const views = await this.views(rows, lang);
    return {
      items: views.map((v, i) => ({
        ...v,
        kind: wasApproved(rows[i]!) && rows[i]!.revision !== null ? 'revision' : 'new',
      })),
      counts,
    };
  }

  /**
   * Approves, rejects or sends back a new product or an approved one's edit (approving an edit makes it what
   * visitors see), bans or unbans a product; the note is what the exhibitor reads.
   */
  async review(
    accountId: string,
    input: { bventId: string; id: string; decision: TProductDecision; note: string },
    lang: TLanguage,
  ): Promise<TWorkbenchProduct> {
    const note = input.note.trim();
    if (DECISIONS_NEEDING_NOTE.includes(input.decision) && !note)
      throw new ValidationError([{ path: 'body.note', message: 'Please write a note for the exhibitor' }]);
    const first = await this.repo.one(input.id);
    if (!first || first.bventId !== input.bventId) throw productNotThere();
    const now = new Date(this.clock.now());
    await this.repo.transaction(async (repo) => {
      await repo.lockExhibitorShared(first.exhibitorId);
      const row = await repo.one(input.id);
      if (!row) throw productNotThere();
      const step = productStep(lifeOf(row), input.decision, 'organizer');
      if (!step.ok) throw decided();
      const set: Partial<typeof products.$inferInsert> = {
        status: step.next.state,
        revisionState: step.next.revision,
        reviewNote: note,
        updatedAt: now,
      };
      if (input.decision === 'approve') set.approvedAt = row.approvedAt ?? now;
      // An approved edit becomes what visitors see; a ban or its lifting drops a waiting edit.
      if (step.applyRevision && row.revision) Object.assign(set, row.revision, { revision: null });
      if (step.next.revision === null) set.revision = null;
      if (!(await repo.move(row.id, row, set))) throw decided();
      await repo.log({
        bventId: row.bventId,
        subject: 'product',
        subjectId: row.id,
        subjectName: logName(row.revision?.name ?? row.name),
        decision: input.decision,
        note,
        byAccountId: accountId,
        at: now,
      });
      if (SHOWN_CHANGES.includes(input.decision)) await repo.reindexProduct(row.id);
    });
    if (SHOWN_CHANGES.includes(input.decision)) this.exhibitorChanged(first.exhibitorId);
    const [view] = await this.views([(await this.repo.one(input.id))!], lang);
    return view!;
  }
}
