import {
  getConversation,
  listConversations,
  listMessages,
  readMessages,
  sendMessage,
  sendMessageToExhibitor,
  unreadMessages,
  uploadMessageImage,
} from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { Paged } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';

/* The instant message calls: leave a message for an exhibitor, send into a conversation, read them, the badge. */

export function registerSendMessageToExhibitor(app: FastifyInstance): void {
  registerCall(app, sendMessageToExhibitor, ({ body, account, lang }) =>
    app.services.message.toExhibitor(need(account).accountId, body, lang),
  );
}

export function registerSendMessage(app: FastifyInstance): void {
  registerCall(app, sendMessage, ({ body, account, lang }) =>
    app.services.message.send(need(account).accountId, body, lang),
  );
}

export function registerListConversations(app: FastifyInstance): void {
  registerCall(app, listConversations, async ({ query, account, lang }) => {
    const { items, pager } = await app.services.message.list(need(account).accountId, query, lang);
    return new Paged(items, pager);
  });
}

export function registerGetConversation(app: FastifyInstance): void {
  registerCall(app, getConversation, ({ query, account, lang }) =>
    app.services.message.get(need(account).accountId, query, lang),
  );
}

export function registerListMessages(app: FastifyInstance): void {
  registerCall(app, listMessages, ({ query, account }) =>
    app.services.message.messages(need(account).accountId, query),
  );
}

export function registerReadMessages(app: FastifyInstance): void {
  registerCall(app, readMessages, ({ body, account }) =>
    app.services.message.read(need(account).accountId, body),
  );
}

export function registerUnreadMessages(app: FastifyInstance): void {
  registerCall(app, unreadMessages, ({ query, account }) =>
    app.services.message.badge(need(account).accountId, query.bventId),
  );
}

export function registerUploadMessageImage(app: FastifyInstance): void {
  registerCall(app, uploadMessageImage, ({ body }) => app.services.message.image(body.data));
}
