import QRCode from 'qrcode';
import {
  createRoomInvitation,
  getAuthQrCode,
  getRtcQrCode,
  type TLanguage,
  getMeetingRoom,
  saveChatRoomFeedback,
  saveLiveMeetingRecord,
  setRoomPassword,
} from '@showfloor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@showfloor/contracts';
import { BusinessError } from '../../http/errors.ts';
import { siteOrigin } from '../../http/site-origin.ts';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

/*
 * The room's calls over HTTP: what the pre-join page reads, and the host's invitation and password. Joining and
 * everything after it runs over /ws (room-frames.ts).
 */

export function registerGetMeetingRoom(app: FastifyInstance): void {
  registerCall(app, getMeetingRoom, ({ query, account, lang }) =>
    app.services.room.info(query.roomNumber, account?.accountId ?? null, query.invite, lang),
  );
}

export function registerCreateRoomInvitation(app: FastifyInstance): void {
  registerCall(app, createRoomInvitation, ({ body, account }) =>
    app.services.room.createInvitation(body.roomNumber, need(account).accountId),
  );
}

export function registerSetRoomPassword(app: FastifyInstance): void {
  registerCall(app, setRoomPassword, ({ body, account }) =>
    app.services.room.setPassword(body.roomNumber, need(account).accountId, body.password),
  );
}

export function registerSaveChatRoomFeedback(app: FastifyInstance): void {
  registerCall(app, saveChatRoomFeedback, ({ body }) =>
    app.services.room.saveFeedback(body.roomNumber, body.seat, body.seatToken, body.rating, body.comment),
  );
}

export function registerSaveLiveMeetingRecord(app: FastifyInstance): void {
  registerCall(app, saveLiveMeetingRecord, async ({ body }) => {
    const seat = await app.services.room.ownSeat(body.roomNumber, body.seat, body.seatToken);
    if (body.action === 'leave' && !seat.leftAt) await app.roomFrames.leave(body.roomNumber, seat.id);
    const now = body.action === 'leave' ? await app.services.room.repo.seat(seat.id) : seat;
    return {
      seat: seat.id,
      joinedAt: seat.joinedAt.toISOString(),
      leftAt: now?.leftAt ? now.leftAt.toISOString() : null,
    };
  });
}

/** The room's QR code: the pre-join page's address, drawn by the server with the library the web uses. */
async function roomQr(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { bventId: string; scene: string; width: number },
  accountId: string | null,
  lang: TLanguage,
): Promise<string> {
  const { meeting } = await app.services.room.access(input.scene, accountId, undefined);
  if (meeting.bventId !== input.bventId) throw new BusinessError(ErrorCode.RoomNotFound);
  // The authority answers as <origin>/sso for each configured origin: the same list the site's links use.
  const origins = app.sso.issuers.map((i) => i.replace(/\/sso$/, ''));
  const link = `${siteOrigin(request, origins)}/m/${lang}/exhibitor/${meeting.exhibitorId}/meetMiddleware/${input.scene}`;
  return QRCode.toDataURL(link, { width: input.width, margin: 1, errorCorrectionLevel: 'M' });
}

export function registerGetRtcQrCode(app: FastifyInstance): void {
  registerCall(app, getRtcQrCode, ({ query, account, request, lang }) =>
    roomQr(app, request, query, account?.accountId ?? null, lang),
  );
}

export function registerGetAuthQrCode(app: FastifyInstance): void {
  registerCall(app, getAuthQrCode, ({ body, account, request, lang }) =>
    roomQr(app, request, body, account?.accountId ?? null, lang),
  );
}
