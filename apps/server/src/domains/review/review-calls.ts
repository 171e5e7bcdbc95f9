import {
  attendeeReviewQueue,
  banExhibitor,
  exhibitorAuditQueue,
  paymentReviewQueue,
  refusePayment,
  reviewExhibitor,
  reviewLog,
  reviewSummary,
} from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { Paged } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';

/*
 * The organizer's review console (gate planner): the queues, the decisions on exhibiting organizations, bans,
 * refused offline payments and the log. Products are decided in domains/workbench, demands in domains/demand.
 */

/** The bus topic that tells every gateway an exhibitor's status changed (its cached detail must go). */
const EXHIBITOR_CHANGED = 'cache:exhibitor-changed';

export function registerReviewSummary(app: FastifyInstance): void {
  registerCall(app, reviewSummary, ({ query }) => app.services.review.summary(query.bventId));
}

export function registerExhibitorAuditQueue(app: FastifyInstance): void {
  registerCall(app, exhibitorAuditQueue, ({ query, lang }) =>
    app.services.review.exhibitorQueue(query, lang),
  );
}

export function registerReviewExhibitor(app: FastifyInstance): void {
  registerCall(app, reviewExhibitor, ({ body, account, lang }) =>
    app.services.review.reviewExhibitor(need(account).accountId, body, lang),
  );
}

export function registerBanExhibitor(app: FastifyInstance): void {
  const { bus } = app.realtime;
  // The service drops this process's cached detail before it answers; other gateways (REDIS_URL) hear it here.
  bus.subscribe(EXHIBITOR_CHANGED, (_topic, message) => {
    const id = (message as { exhibitorId?: unknown } | null)?.exhibitorId;
    if (typeof id === 'string') app.services.exhibitor.invalidate(id);
  });
  registerCall(app, banExhibitor, async ({ body, account, lang }) => {
    const audit = await app.services.review.banExhibitor(need(account).accountId, body, lang);
    // Stored already: a bus that is down leaves other gateways on their few-second cache, never fails the call.
    await bus
      .publish(EXHIBITOR_CHANGED, { exhibitorId: body.exhibitorId.toLowerCase() })
      .catch((err: unknown) => app.log.warn({ err }, 'exhibitor change not published'));
    return audit;
  });
}

export function registerAttendeeReviewQueue(app: FastifyInstance): void {
  registerCall(app, attendeeReviewQueue, ({ query }) => app.services.review.attendeeQueue(query));
}

export function registerPaymentReviewQueue(app: FastifyInstance): void {
  registerCall(app, paymentReviewQueue, ({ query }) => app.services.review.paymentQueue(query));
}

export function registerRefusePayment(app: FastifyInstance): void {
  registerCall(app, refusePayment, ({ body, account }) =>
    app.services.review.refusePayment(need(account).accountId, body),
  );
}

export function registerReviewLog(app: FastifyInstance): void {
  registerCall(app, reviewLog, async ({ query }) => {
    const { items, pager } = await app.services.review.log(query);
    return new Paged(items, pager);
  });
}

/** The console's calls by contract id (domains/index.ts registers them with every other call). */
export const REVIEW_ROUTES: Record<string, (app: FastifyInstance) => void> = {
  reviewSummary: registerReviewSummary,
  exhibitorAuditQueue: registerExhibitorAuditQueue,
  reviewExhibitor: registerReviewExhibitor,
  banExhibitor: registerBanExhibitor,
  attendeeReviewQueue: registerAttendeeReviewQueue,
  paymentReviewQueue: registerPaymentReviewQueue,
  refusePayment: registerRefusePayment,
  reviewLog: registerReviewLog,
};
