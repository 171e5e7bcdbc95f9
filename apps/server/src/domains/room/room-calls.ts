import {
  createRoomInvitation,
  getMeetingRoom,
  saveChatRoomFeedback,
  saveLiveMeetingRecord,
  setRoomPassword,
} from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
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
