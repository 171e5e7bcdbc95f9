import {
  closeEnquiry,
  enquiryDetail,
  enquiryInbox,
  enquiryInboxCsv,
  myEnquiries,
  replyEnquiry,
  submitEnquiry,
} from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { Paged } from '../../http/envelope.ts';
import { idempotencyKey } from '../../http/idempotency.ts';
import { registerCall } from '../../http/register-call.ts';

/* The enquiry calls: the buyer's submit and list, the exhibitor's inbox, reply, close and CSV. */

export function registerSubmitEnquiry(app: FastifyInstance): void {
  registerCall(app, submitEnquiry, ({ body, account, request, lang }) =>
    app.services.enquiry.submit(need(account).accountId, body, idempotencyKey(request), lang),
  );
}

export function registerMyEnquiries(app: FastifyInstance): void {
  registerCall(app, myEnquiries, async ({ query, account, lang }) => {
    const { items, pager } = await app.services.enquiry.mine(need(account).accountId, query, lang);
    return new Paged(items, pager);
  });
}

export function registerEnquiryInbox(app: FastifyInstance): void {
  registerCall(app, enquiryInbox, async ({ query, account, lang }) => {
    const { items, pager } = await app.services.enquiry.inbox(need(account).accountId, query, lang);
    return new Paged(items, pager);
  });
}

export function registerEnquiryDetail(app: FastifyInstance): void {
  registerCall(app, enquiryDetail, ({ query, account, lang }) =>
    app.services.enquiry.detail(need(account).accountId, query.bventId, query.id, lang),
  );
}

export function registerReplyEnquiry(app: FastifyInstance): void {
  registerCall(app, replyEnquiry, ({ body, account, lang }) =>
    app.services.enquiry.reply(need(account).accountId, body, lang),
  );
}

export function registerCloseEnquiry(app: FastifyInstance): void {
  registerCall(app, closeEnquiry, ({ body, account, lang }) =>
    app.services.enquiry.close(need(account).accountId, body, lang),
  );
}

export function registerEnquiryInboxCsv(app: FastifyInstance): void {
  registerCall(app, enquiryInboxCsv, ({ query, account, lang }) =>
    app.services.enquiry.inboxCsv(need(account).accountId, query, lang),
  );
}
