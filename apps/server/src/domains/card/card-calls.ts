import {
  businessCardVcard,
  businessCardWall,
  businessCardWallCsv,
  getMyBusinessCard,
  getUserBusinessCardId,
  isBusinessCardComplete,
  saveMyBusinessCard,
  sendBusinessCard,
  sendBusinessCardBack,
} from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { Paged } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';

/* The business card calls: one's own card, sending it, the wall and its files. */

export function registerGetUserBusinessCardId(app: FastifyInstance): void {
  registerCall(app, getUserBusinessCardId, ({ query }) => app.services.card.cardId(query.userId));
}

export function registerIsBusinessCardComplete(app: FastifyInstance): void {
  registerCall(app, isBusinessCardComplete, ({ account }) =>
    app.services.card.completeness(need(account).accountId),
  );
}

export function registerGetMyBusinessCard(app: FastifyInstance): void {
  registerCall(app, getMyBusinessCard, ({ account }) => app.services.card.mine(need(account).accountId));
}

export function registerSaveMyBusinessCard(app: FastifyInstance): void {
  registerCall(app, saveMyBusinessCard, ({ body, account }) =>
    app.services.card.save(need(account).accountId, body),
  );
}

export function registerSendBusinessCard(app: FastifyInstance): void {
  registerCall(app, sendBusinessCard, ({ body, account, access, lang }) =>
    app.services.card.send(
      need(account).accountId,
      access?.current?.orgId ?? null,
      body.bventId,
      body.exhibitorId,
      lang,
    ),
  );
}

export function registerSendBusinessCardBack(app: FastifyInstance): void {
  registerCall(app, sendBusinessCardBack, ({ body, account, lang }) =>
    app.services.card.sendBack(need(account).accountId, body.bventId, body.exchangeId, lang),
  );
}

export function registerBusinessCardWall(app: FastifyInstance): void {
  registerCall(app, businessCardWall, async ({ query, account, lang }) => {
    const { items, pager } = await app.services.card.wall(need(account).accountId, query, lang);
    return new Paged(items, pager);
  });
}

export function registerBusinessCardVcard(app: FastifyInstance): void {
  registerCall(app, businessCardVcard, ({ query, account }) =>
    app.services.card.vcard(need(account).accountId, query.exchangeId),
  );
}

export function registerBusinessCardWallCsv(app: FastifyInstance): void {
  registerCall(app, businessCardWallCsv, ({ query, account, lang }) =>
    app.services.card.wallCsv(need(account).accountId, query, lang),
  );
}
