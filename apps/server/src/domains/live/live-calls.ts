import {
  cancelLiveReservation,
  getLiveDetail,
  listLives,
  liveCalendar,
  liveReservationStatus,
  myLiveReservations,
  reserveLive,
} from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { Paged } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';

/* The visitor's live calls: the list and a live's page (no token needed), reservations and their .ics. */

export function registerListLives(app: FastifyInstance): void {
  registerCall(app, listLives, async ({ body, lang, account }) => {
    const { items, pager } = await app.services.live.list(body, lang, account?.accountId ?? null);
    return new Paged(items, pager);
  });
}

export function registerGetLiveDetail(app: FastifyInstance): void {
  registerCall(app, getLiveDetail, ({ query, lang, account }) =>
    app.services.live.detail(query.id, lang, account?.accountId ?? null),
  );
}

export function registerReserveLive(app: FastifyInstance): void {
  registerCall(app, reserveLive, ({ body, account }) =>
    app.services.live.reserve(need(account).accountId, body),
  );
}

export function registerCancelLiveReservation(app: FastifyInstance): void {
  registerCall(app, cancelLiveReservation, ({ body, account }) =>
    app.services.live.cancel(need(account).accountId, body.liveId),
  );
}

export function registerLiveReservationStatus(app: FastifyInstance): void {
  registerCall(app, liveReservationStatus, ({ body, account }) =>
    app.services.live.status(need(account).accountId, body.liveIds),
  );
}

export function registerLiveCalendar(app: FastifyInstance): void {
  registerCall(app, liveCalendar, ({ query, account, lang }) =>
    app.services.live.calendar(need(account).accountId, query.liveId, lang),
  );
}

export function registerMyLiveReservations(app: FastifyInstance): void {
  registerCall(app, myLiveReservations, async ({ body, lang, account }) => {
    const accountId = need(account).accountId;
    const { items, pager } = await app.services.live.list(
      { ...body, reservedBy: accountId },
      lang,
      accountId,
    );
    return new Paged(items, pager);
  });
}

/** The routes of this file by call id, for the domains' index. */
export const LIVE_ROUTES: Record<string, (app: FastifyInstance) => void> = {
  listLives: registerListLives,
  getLiveDetail: registerGetLiveDetail,
  reserveLive: registerReserveLive,
  cancelLiveReservation: registerCancelLiveReservation,
  liveReservationStatus: registerLiveReservationStatus,
  liveCalendar: registerLiveCalendar,
  myLiveReservations: registerMyLiveReservations,
};
