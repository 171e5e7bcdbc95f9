import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  IM_IMAGE_MAX_BYTES,
  IM_SENDS_PER_MINUTE,
  type TImContent,
  type TImConversation,
  type TImMessage,
  type TLanguage,
  type TPager,
} from '@showfloor/contracts';
import type { Clock } from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { WindowCounters } from '../../shared/window-counters.ts';
import { type StoredImage, storedImage, storeImage } from '../../uploads/store-image.ts';
import { uploadUrl } from '../../uploads/upload-routes.ts';
import type { UploadStore } from '../../uploads/upload-store.ts';
import type { CardService } from '../card/card.service.ts';
import { refuseUnbookable } from '../meeting/meeting.service.ts';
import { pageOffset, pagerOf } from '../product/catalog-shared.ts';
import { pickText } from '../shared/localize.ts';
import type {
  ConversationListRow,
  ConversationRow,
  MessageRepository,
  MessageRow,
  NewMessage,
  Side,
} from './message.repository.ts';

const notFound = () => new BusinessError(ErrorCode.ConversationNotFound, 404);

/** Who hears of a change: the conversation's visitor and its organization's members (their pages' sockets). */
export interface MessageAudience {
  bventId: string;
  visitorAccountId: string;
  orgId: string;
}
export type MessageNews =
  | { type: 'im.message'; message: TImMessage }
  | { type: 'im.read'; conversationId: string; side: Side; seq: number };
type Notify = (to: MessageAudience, news: MessageNews) => Promise<void>;

export function toMessage(row: MessageRow): TImMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    side: row.side,
    senderId: row.senderAccountId,
    senderName: row.senderName,
    clientId: row.clientId,
    kind: row.kind as TImMessage['kind'],
    text: row.text,
    image: row.image
      ? { url: uploadUrl(row.image.key), width: row.image.width, height: row.image.height }
      : null,
    itemId: row.itemId,
    card: row.card,
    at: row.createdAt.toISOString(),
  };
}

function toConversation(r: ConversationListRow, side: Side, lang: TLanguage): TImConversation {
  const c = r.conversation;
  const visitor = side === 'visitor';
  return {
    conversationId: c.id,
    bventId: c.bventId,
    side,
    exhibitorId: c.exhibitorId,
    peerName: visitor ? pickText(r.exhibitorName, lang) : r.visitorName,
    peerCompany: visitor ? '' : r.visitorCompany,
    peerAvatar: visitor ? r.exhibitorLogo : r.visitorAvatar,
    last: r.last
      ? {
          kind: r.last.kind as TImMessage['kind'],
          text: r.last.text,
          side: r.last.side,
          at: r.last.createdAt.toISOString(),
        }
      : null,
    lastSeq: c.lastSeq,
    unread: visitor ? c.visitorUnread : c.orgUnread,
    peerReadSeq: visitor ? c.orgReadSeq : c.visitorReadSeq,
  };
}

/**
 * Instant messages: a person writes to an exhibitor, every approved member of its organization reads and answers.
 * Each message is stored first (numbered within its conversation, a retry with the same clientId stored once),
 * then told to both sides' sockets. A conversation is read by its two sides; anyone else is told it is not there.
 */
export class MessageService {
  private readonly sends: AttemptLimiter;
  private notify: Notify = async () => undefined;

  constructor(
    private readonly repo: MessageRepository,
    private readonly cards: CardService,
    private readonly uploads: UploadStore,
    private readonly clock: Clock,
    counters: WindowCounters,
  ) {
    this.sends = new AttemptLimiter(counters, 'im-send', IM_SENDS_PER_MINUTE, 60_000);
  }

  /** The realtime channel tells the sockets (domains/message/message-frames.ts). */
  setNotify(notify: Notify): void {
    this.notify = notify;
  }

  hostOrgs(accountId: string, bventId: string): Promise<string[]> {
    return this.repo.hostOrgs(accountId, bventId);
  }

  /** "Leave a message" (sendmessagetoexhibitor): opens the conversation with the organization's exhibitor on the first one. */
  async toExhibitor(
    accountId: string,
    input: {
      senduserid: string;
      leavingmessage: string;
      receiveexhibitororgid: string;
      issendbusinesscard: boolean;
      bventId: string;
      clientId?: string;
    },
    lang: TLanguage,
  ): Promise<{ conversationId: string; messages: TImMessage[] }> {
    // The sender is the token's account: a body naming someone else is a forgery, refused before anything.
    if (input.senduserid !== accountId) throw new BusinessError(ErrorCode.Forbidden, 403);
    const exhibitor = await this.repo.exhibitorOfOrg(input.bventId, input.receiveexhibitororgid);
    if (!exhibitor) throw new BusinessError(ErrorCode.ExhibitorNotFound, 404);
    refuseUnbookable(exhibitor);
    if ((await this.repo.hostOrgs(accountId, input.bventId)).includes(exhibitor.orgId))
      throw new BusinessError(ErrorCode.MessageOwnOrganization, 400);
    await this.throttle(accountId);
    // An incomplete card refuses the whole call before the message is stored (the editor opens first).
    if (input.issendbusinesscard) {
      const { complete } = await this.cards.completeness(accountId);
      if (!complete) throw new BusinessError(ErrorCode.CardIncomplete, 409);
    }
    const target = {
      bventId: input.bventId,
      visitorAccountId: accountId,
      exhibitorId: exhibitor.id,
      orgId: exhibitor.orgId,
    };
    const clientId = input.clientId ?? `m-${randomUUID()}`;
    const base = await this.sender(accountId, 'visitor');
    const text = await this.store(target, {
      ...base,
      clientId,
      ...this.empty(),
      kind: 'text',
      text: input.leavingmessage,
    });
    const out = [text];
    if (input.issendbusinesscard) {
      const card = await this.cardRef(accountId, text.conversation, 'visitor', lang);
      out.push(
        await this.store(
          { conversationId: text.conversation.id },
          { ...base, clientId: `${clientId}-card`, ...this.empty(), kind: 'card', card },
        ),
      );
    }
    return { conversationId: text.conversation.id, messages: out.map((m) => toMessage(m.message)) };
  }

  /** A message into a conversation the caller is a side of. */
  async send(
    accountId: string,
    input: { bventId: string; conversationId: string; clientId: string; content: TImContent },
    lang: TLanguage,
  ): Promise<TImMessage> {
    const { conversation, side } = await this.sideOf(accountId, input.bventId, input.conversationId);
    await this.throttle(accountId);
    const base = { ...(await this.sender(accountId, side)), clientId: input.clientId, ...this.empty() };
    const c = input.content;
    let message: NewMessage;
    switch (c.kind) {
      case 'text':
        message = { ...base, kind: 'text', text: c.text };
        break;
      case 'image': {
        const { width, height } = await storedImage(this.uploads, c.image);
        message = { ...base, kind: 'image', image: { key: c.image, width, height } };
        break;
      }
      case 'product':
        if (!(await this.repo.listedProduct(input.bventId, c.id)))
          throw new BusinessError(ErrorCode.ExhibitNotFound, 404);
        message = { ...base, kind: 'product', itemId: c.id };
        break;
      case 'exhibitor': {
        const ex = await this.repo.exhibitor(input.bventId, c.id);
        if (!ex) throw new BusinessError(ErrorCode.ExhibitorNotFound, 404);
        refuseUnbookable(ex);
        message = { ...base, kind: 'exhibitor', itemId: c.id };
        break;
      }
      case 'card':
        message = { ...base, kind: 'card', card: await this.cardRef(accountId, conversation, side, lang) };
        break;
    }
    const stored = await this.store({ conversationId: conversation.id }, message);
    return toMessage(stored.message);
  }

  /** An image checked by its content (jpg or png, at most 1 MB), kept without its metadata. */
  image(data: string): Promise<StoredImage> {
    return storeImage(this.uploads, data, IM_IMAGE_MAX_BYTES);
  }

  async list(
    accountId: string,
    q: { bventId: string; pageNo: number; pageSize: number },
    lang: TLanguage,
  ): Promise<{ items: TImConversation[]; pager: TPager }> {
    const orgIds = await this.repo.hostOrgs(accountId, q.bventId);
    const { rows, total } = await this.repo.list(
      accountId,
      orgIds,
      q.bventId,
      pageOffset(q.pageNo, q.pageSize),
      q.pageSize,
    );
    return {
      items: rows.map((r) =>
        toConversation(r, r.conversation.visitorAccountId === accountId ? 'visitor' : 'exhibitor', lang),
      ),
      pager: pagerOf(q.pageNo, q.pageSize, total),
    };
  }

  async get(
    accountId: string,
    q: { bventId: string; conversationId?: string; exhibitorId?: string },
    lang: TLanguage,
  ): Promise<TImConversation | null> {
    let id = q.conversationId;
    if (!id) {
      const ex = await this.repo.exhibitor(q.bventId, q.exhibitorId!);
      if (!ex) throw new BusinessError(ErrorCode.ExhibitorNotFound, 404);
      const own = await this.repo.conversationWith(q.bventId, accountId, ex.id);
      if (!own) return null;
      id = own.id;
    }
    const { side } = await this.sideOf(accountId, q.bventId, id);
    const row = await this.repo.listRow(id);
    return row ? toConversation(row, side, lang) : null;
  }

  async messages(
    accountId: string,
    q: { bventId: string; conversationId: string; after?: number; before?: number; limit: number },
  ): Promise<TImMessage[]> {
    await this.sideOf(accountId, q.bventId, q.conversationId);
    return (await this.repo.messages(q.conversationId, q)).map(toMessage);
  }

  async read(accountId: string, input: { bventId: string; conversationId: string; seq: number }) {
    const { conversation, side } = await this.sideOf(accountId, input.bventId, input.conversationId);
    const after = await this.repo.read(conversation.id, side, input.seq);
    if (!after) throw notFound();
    const seq = side === 'visitor' ? after.visitorReadSeq : after.orgReadSeq;
    const before = side === 'visitor' ? conversation.visitorReadSeq : conversation.orgReadSeq;
    if (seq !== before)
      await this.notify(audienceOf(after), { type: 'im.read', conversationId: after.id, side, seq });
    return { unread: await this.unread(accountId, input.bventId) };
  }

  /** The header's badge: the unread count and the exhibitor whose page the inbox opens under. */
  async badge(accountId: string, bventId: string): Promise<{ count: number; exhibitorId: string | null }> {
    const orgIds = await this.repo.hostOrgs(accountId, bventId);
    const [count, own, latest] = await Promise.all([
      this.repo.unread(accountId, orgIds, bventId),
      orgIds[0] ? this.repo.exhibitorOfOrg(bventId, orgIds[0]) : Promise.resolve(null),
      this.repo.latestExhibitor(accountId, orgIds, bventId),
    ]);
    return { count, exhibitorId: own?.id ?? latest };
  }

  async unread(accountId: string, bventId: string): Promise<number> {
    return this.repo.unread(accountId, await this.repo.hostOrgs(accountId, bventId), bventId);
  }

  /** The caller's side of a conversation at the event: its visitor, or a member answering for its organization. */
  private async sideOf(
    accountId: string,
    bventId: string,
    conversationId: string,
  ): Promise<{ conversation: ConversationRow; side: Side }> {
    const conversation = await this.repo.conversation(conversationId);
    if (!conversation || conversation.bventId !== bventId) throw notFound();
    if (conversation.visitorAccountId === accountId) return { conversation, side: 'visitor' };
    if ((await this.repo.hostOrgs(accountId, bventId)).includes(conversation.orgId))
      return { conversation, side: 'exhibitor' };
    throw notFound();
  }

  private async throttle(accountId: string): Promise<void> {
    if (!(await this.sends.take(accountId))) throw new BusinessError(ErrorCode.OperationTooFast, 429);
  }

  private async sender(accountId: string, side: Side) {
    const me = await this.cards.profile(accountId);
    return { side, senderAccountId: accountId, senderName: me.fullName };
  }

  private empty() {
    return { text: '', image: null, itemId: null, card: null };
  }

  /** Sends the caller's card the way the card calls do (it lands on the other side's wall) and names it. */
  private async cardRef(accountId: string, conversation: ConversationRow, side: Side, lang: TLanguage) {
    const exchange =
      side === 'visitor'
        ? await this.cards.send(accountId, null, conversation.bventId, conversation.exhibitorId, lang)
        : await this.cards.sendToPerson(
            accountId,
            conversation.bventId,
            conversation.visitorAccountId,
            conversation.orgId,
            lang,
          );
    const { fullName, company, jobTitle } = exchange.card;
    return { exchangeId: exchange.exchangeId, fullName, company, jobTitle };
  }

  private async store(target: Parameters<MessageRepository['append']>[0], message: NewMessage) {
    const stored = await this.repo.append(target, message, new Date(this.clock.now()));
    // A retry answers what was stored the first time, and tells nobody again.
    if (stored.created)
      await this.notify(audienceOf(stored.conversation), {
        type: 'im.message',
        message: toMessage(stored.message),
      });
    return stored;
  }
}

const audienceOf = (c: ConversationRow): MessageAudience => ({
  bventId: c.bventId,
  visitorAccountId: c.visitorAccountId,
  orgId: c.orgId,
});
