import {
  liveChatEnter,
  liveChatMute,
  liveChatOpenList,
  liveChatRemove,
  liveChatSend,
} from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

/* The live chat room calls: the exhibitor's rooms, entering one (no token needed), writing, moderating. */

export function registerLiveChatOpenList(app: FastifyInstance): void {
  registerCall(app, liveChatOpenList, ({ body, lang }) =>
    app.services.liveChat.openList(body.bventId, body.exhibitorId, lang),
  );
}

export function registerLiveChatEnter(app: FastifyInstance): void {
  registerCall(app, liveChatEnter, ({ query, account, lang }) =>
    app.services.liveChat.enter(account?.accountId ?? null, query, lang),
  );
}

export function registerLiveChatSend(app: FastifyInstance): void {
  registerCall(app, liveChatSend, ({ body, account }) =>
    app.services.liveChat.send(need(account).accountId, body),
  );
}

export function registerLiveChatRemove(app: FastifyInstance): void {
  registerCall(app, liveChatRemove, ({ body, account }) =>
    app.services.liveChat.remove(need(account).accountId, body),
  );
}

export function registerLiveChatMute(app: FastifyInstance): void {
  registerCall(app, liveChatMute, ({ body, account }) =>
    app.services.liveChat.mute(need(account).accountId, body),
  );
}
