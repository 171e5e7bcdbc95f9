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
  // The service drops the exhibitor's cached detail on every gateway before it answers (services.ts).
  registerCall(app, banExhibitor, ({ body, account, lang }) =>
    app.services.review.banExhibitor(need(account).accountId, body, lang),
  );
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
