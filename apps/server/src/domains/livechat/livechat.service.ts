import {
  ErrorCode,
  LIVE_CHAT_PAGE,
  LIVE_CHAT_SENDS,
  LIVE_CHAT_WINDOW_MS,
  type TLanguage,
  type TLiveChatEnter,
  type TLiveChatMessage,
  type TLiveChatRoom,
} from '@showfloor/contracts';
import type { Clock } from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { WindowCounters } from '../../shared/window-counters.ts';
import type { CardService } from '../card/card.service.ts';
import { refuseUnbookable } from '../meeting/meeting.service.ts';
import { pickText } from '../shared/localize.ts';
import type { ChatMessageRow, LiveChatRepository, RoomRow } from './livechat.repository.ts';

const roomNotFound = () => new BusinessError(ErrorCode.LiveChatRoomNotFound, 404);
const hostOnly = () => new BusinessError(ErrorCode.LiveChatHostOnly, 403);

export type LiveChatNews =
  { type: 'live.message'; message: TLiveChatMessage } | { type: 'live.removed'; roomId: string; id: number };

export const toChatMessage = (r: ChatMessageRow): TLiveChatMessage => ({
  id: r.seq,
  roomId: r.roomId,
  senderId: r.senderAccountId,
  senderName: r.senderName,
  host: r.host,
  text: r.text,
  at: r.createdAt.toISOString(),
});

/**
 * Live chat rooms: an exhibitor's public room, read by anyone, written by signed-in users (5 messages in 10 s at
 * the most: "operation too fast"), moderated by the exhibitor's team (remove a message, mute a writer). Stored
 * first, then told to the room's readers.
 */
export class LiveChatService {
  private readonly sends: AttemptLimiter;
  private notify: (roomId: string, news: LiveChatNews) => Promise<void> = async () => undefined;

  constructor(
    private readonly repo: LiveChatRepository,
    private readonly cards: CardService,
    private readonly clock: Clock,
    counters: WindowCounters,
  ) {
    this.sends = new AttemptLimiter(counters, 'live-chat-send', LIVE_CHAT_SENDS, LIVE_CHAT_WINDOW_MS);
  }

  setNotify(notify: (roomId: string, news: LiveChatNews) => Promise<void>): void {
    this.notify = notify;
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  async openList(bventId: string, exhibitorId: string, lang: TLanguage): Promise<TLiveChatRoom[]> {
    const ex = await this.repo.exhibitor(bventId, exhibitorId);
    if (!ex) throw new BusinessError(ErrorCode.ExhibitorNotFound, 404);
    refuseUnbookable(ex);
    const room = await this.repo.exhibitorRoom(ex, bventId, this.now());
    return [this.toRoom(room, pickText(ex.name, lang), await this.repo.shownCount(room.id))];
  }

  async enter(
    accountId: string | null,
    q: { roomId: string; after?: number; limit: number },
    lang: TLanguage,
  ): Promise<TLiveChatEnter> {
    const found = await this.openRoom(q.roomId);
    const [messages, shown, moderator, muted] = await Promise.all([
      this.repo.messages(q.roomId, q.after, Math.min(q.limit, LIVE_CHAT_PAGE)),
      this.repo.shownCount(q.roomId),
      accountId ? this.isHost(accountId, found.room) : Promise.resolve(false),
      accountId ? this.repo.mutedUntil(q.roomId, accountId, this.now()) : Promise.resolve(null),
    ]);
    return {
      room: this.toRoom(found.room, pickText(found.name, lang), shown),
      messages: messages.map(toChatMessage),
      canWrite: accountId !== null,
      moderator,
      mutedUntil: muted?.toISOString() ?? null,
    };
  }

  async send(
    accountId: string,
    input: { bventId: string; roomId: string; clientId: string; text: string },
  ): Promise<TLiveChatMessage> {
    const { room } = await this.openRoom(input.roomId, input.bventId);
    if (await this.repo.mutedUntil(room.id, accountId, this.now()))
      throw new BusinessError(ErrorCode.LiveChatMuted, 403);
    if (!(await this.sends.take(`${accountId}:${room.id}`)))
      throw new BusinessError(ErrorCode.OperationTooFast, 429);
    const [me, host] = await Promise.all([this.cards.profile(accountId), this.isHost(accountId, room)]);
    const stored = await this.repo.append(
      room.id,
      {
        senderAccountId: accountId,
        senderName: me.fullName,
        host,
        clientId: input.clientId,
        text: input.text,
      },
      this.now(),
    );
    const message = toChatMessage(stored.message);
    if (stored.created) await this.notify(room.id, { type: 'live.message', message });
    return message;
  }

  async remove(accountId: string, input: { bventId: string; roomId: string; id: number }) {
    const { room } = await this.hosted(accountId, input.roomId, input.bventId);
    if (!(await this.repo.remove(room.id, input.id, accountId, this.now())))
      throw new BusinessError(ErrorCode.LiveChatMessageNotFound, 404);
    await this.notify(room.id, { type: 'live.removed', roomId: room.id, id: input.id });
    return { removed: true };
  }

  async mute(
    accountId: string,
    input: { bventId: string; roomId: string; accountId: string; minutes: number },
  ) {
    const { room } = await this.hosted(accountId, input.roomId, input.bventId);
    // Only someone who wrote here can be muted here, and never one of the team.
    if (!(await this.repo.wrote(room.id, input.accountId)) || (await this.isHost(input.accountId, room)))
      throw new BusinessError(ErrorCode.LiveChatMessageNotFound, 404);
    const until = input.minutes > 0 ? new Date(this.clock.now() + input.minutes * 60_000) : null;
    await this.repo.mute(room.id, input.accountId, until, accountId);
    return { mutedUntil: until?.toISOString() ?? null };
  }

  /** A room readers may be told of (for `live.watch`): it exists and its exhibitor is open. */
  async exists(roomId: string): Promise<boolean> {
    const found = await this.repo.room(roomId);
    return Boolean(found && found.status === 'normal');
  }

  private async openRoom(roomId: string, bventId?: string) {
    const found = await this.repo.room(roomId);
    if (!found || (bventId && found.room.bventId !== bventId)) throw roomNotFound();
    refuseUnbookable(found);
    return found;
  }

  private async hosted(accountId: string, roomId: string, bventId: string) {
    const found = await this.openRoom(roomId, bventId);
    if (!(await this.isHost(accountId, found.room))) throw hostOnly();
    return found;
  }

  private async isHost(accountId: string, room: RoomRow): Promise<boolean> {
    return (await this.repo.hostOrgs(accountId, room.bventId)).includes(room.orgId);
  }

  private toRoom(room: RoomRow, title: string, messageCount: number): TLiveChatRoom {
    return { roomId: room.id, bventId: room.bventId, exhibitorId: room.exhibitorId, title, messageCount };
  }
}
