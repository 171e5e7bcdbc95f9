import {
  closeDemand,
  demandDetail,
  demandHall,
  demandReviewQueue,
  myDemands,
  publishDemand,
  replyDemand,
  reviewDemand,
  uploadDemandPicture,
} from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { resolveCaller } from '../../access/enforce.ts';
import { checkGate } from '../../access/gates.ts';
import { need } from '../../http/authenticate.ts';
import { Paged } from '../../http/envelope.ts';
import { idempotencyKey } from '../../http/idempotency.ts';
import { registerCall } from '../../http/register-call.ts';

/* The supply-and-demand hall's calls: the public hall and detail, the buyer's, the exhibitor's, the organizer's. */

export function registerDemandHall(app: FastifyInstance): void {
  registerCall(app, demandHall, ({ query, lang }) => app.services.demand.hall(query, lang));
}

export function registerDemandDetail(app: FastifyInstance): void {
  registerCall(app, demandDetail, ({ query, account, request, lang }) =>
    app.services.demand.detail(
      {
        accountId: account?.accountId ?? null,
        // Asked only for a demand the caller did not publish: the organizer reads every reply and every state.
        reviews: async () =>
          checkGate('planner', await resolveCaller(app, request, need(account).accountId, query.bventId)) ===
          null,
      },
      query.bventId,
      query.id,
      lang,
    ),
  );
}

export function registerPublishDemand(app: FastifyInstance): void {
  registerCall(app, publishDemand, ({ body, account, access, request, lang }) =>
    app.services.demand.publish(
      need(account).accountId,
      access?.current?.orgId ?? null,
      body,
      idempotencyKey(request),
      lang,
    ),
  );
}

export function registerUploadDemandPicture(app: FastifyInstance): void {
  registerCall(app, uploadDemandPicture, ({ body }) => app.services.demand.picture(body.data));
}

export function registerMyDemands(app: FastifyInstance): void {
  registerCall(app, myDemands, async ({ query, account, lang }) => {
    const { items, pager } = await app.services.demand.mine(need(account).accountId, query, lang);
    return new Paged(items, pager);
  });
}

export function registerCloseDemand(app: FastifyInstance): void {
  registerCall(app, closeDemand, ({ body, account, lang }) =>
    app.services.demand.close(need(account).accountId, body, lang),
  );
}

export function registerReplyDemand(app: FastifyInstance): void {
  registerCall(app, replyDemand, ({ body, account, access, lang }) =>
    app.services.demand.reply(need(account).accountId, access?.current?.orgId ?? null, body, lang),
  );
}

export function registerDemandReviewQueue(app: FastifyInstance): void {
  registerCall(app, demandReviewQueue, ({ query, lang }) => app.services.demand.queue(query, lang));
}

export function registerReviewDemand(app: FastifyInstance): void {
  registerCall(app, reviewDemand, ({ body, account, lang }) =>
    app.services.demand.review(need(account).accountId, body, lang),
  );
}
