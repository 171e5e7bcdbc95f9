import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import { ZPaging } from '../catalog/schemas.ts';
import {
  IM_CLIENT_ID_PATTERN,
  IM_IMAGE_MAX_BYTES,
  IM_KINDS,
  IM_PAGE_MAX,
  IM_SIDES,
  IM_TEXT_MAX,
} from './constants.ts';

const ZClientId = z
  .string()
  .regex(new RegExp(IM_CLIENT_ID_PATTERN), 'clientId: 8 to 40 letters, digits, _ or -');
const ZText = z
  .string()
  .trim()
  .min(1, 'Please enter a message')
  .max(IM_TEXT_MAX, `A message has at most ${IM_TEXT_MAX} characters`);
/** An uploaded image by its content's hash (what the image call answered). */
export const ZImageKey = z.string().regex(/^[a-f0-9]{64}\.(jpg|png)$/, 'not an uploaded image');

/** What a person sends into a conversation. */
export const ZImContent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: ZText }),
  z.object({ kind: z.literal('image'), image: ZImageKey }),
  /** A product or an exhibitor of the event, shown as its card. */
  z.object({ kind: z.literal('product'), id: ZGuid }),
  z.object({ kind: z.literal('exhibitor'), id: ZGuid }),
  /** The sender's business card (sent as by the card calls: it also lands on the other side's card wall). */
  z.object({ kind: z.literal('card') }),
]);
export type TImContent = z.infer<typeof ZImContent>;

export const ZImImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** One message as both sides read it. */
export const ZImMessage = z.object({
  id: ZGuid,
  conversationId: ZGuid,
  /** 1, 2, 3... within the conversation, in the order stored: a client asks for everything after the last it has. */
  seq: z.number().int().min(1),
  side: z.enum(IM_SIDES),
  senderId: ZGuid,
  /** The person who wrote it: on the exhibitor's side, the member who answered. */
  senderName: z.string(),
  clientId: z.string(),
  kind: z.enum(IM_KINDS),
  text: z.string(),
  image: ZImImage.nullable(),
  /** A product or an exhibitor shared (kind product or exhibitor): the client shows its card. */
  itemId: ZGuid.nullable(),
  card: z
    .object({ exchangeId: ZGuid, fullName: z.string(), company: z.string(), jobTitle: z.string() })
    .nullable(),
  /** ISO 8601 instant it was stored. */
  at: z.string(),
});
export type TImMessage = z.infer<typeof ZImMessage>;

/** A conversation as one of its sides sees it. */
export const ZImConversation = z.object({
  conversationId: ZGuid,
  bventId: ZGuid,
  /** The reader's side: the person who wrote, or a member of the exhibitor. */
  side: z.enum(IM_SIDES),
  exhibitorId: ZGuid,
  /** The other side: the exhibitor's name and logo for the person; the person's name, company and avatar for a member. */
  peerName: z.string(),
  peerCompany: z.string(),
  peerAvatar: z.string(),
  last: z
    .object({ kind: z.enum(IM_KINDS), text: z.string(), side: z.enum(IM_SIDES), at: z.string() })
    .nullable(),
  lastSeq: z.number().int(),
  /** Messages from the other side the reader's side has not read. */
  unread: z.number().int(),
  /** The last message of the reader's side that the other side has read (read receipts). */
  peerReadSeq: z.number().int(),
});
export type TImConversation = z.infer<typeof ZImConversation>;

export const ZConversationsQuery = ZPaging.extend({ bventId: ZGuid });
/** One conversation: by its id, or the caller's own with an exhibitor (null when they have not written yet). */
export const ZConversationQuery = z
  .object({ bventId: ZGuid, conversationId: ZGuid.optional(), exhibitorId: ZGuid.optional() })
  .refine((q) => Boolean(q.conversationId) !== Boolean(q.exhibitorId), {
    message: 'Give a conversationId or an exhibitorId',
    path: ['conversationId'],
  });
/** Messages after `after` (a reconnect's catch-up) or before `before` (older ones), oldest first. */
export const ZMessagesQuery = z.object({
  bventId: ZGuid,
  conversationId: ZGuid,
  after: z.coerce.number().int().min(0).optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(IM_PAGE_MAX).default(30),
});

export const ZSendMessageBody = z.object({
  bventId: ZGuid,
  conversationId: ZGuid,
  clientId: ZClientId,
  content: ZImContent,
});

/** The enquiry message payload: a message (and the card when asked) left for an exhibitor's organization. */
export const ZMessageToExhibitorBody = z.object({
  senduserid: ZGuid,
  leavingmessage: ZText,
  receiveexhibitororgid: ZGuid,
  issendbusinesscard: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .transform((v) => v === true || v === 1),
  bventId: ZGuid,
  clientId: ZClientId.optional(),
});
export const ZMessageToExhibitorResult = z.object({
  conversationId: ZGuid,
  messages: z.array(ZImMessage),
});

export const ZReadBody = z.object({ bventId: ZGuid, conversationId: ZGuid, seq: z.number().int().min(1) });
export const ZReadResult = z.object({ unread: z.number().int() });
export const ZUnreadQuery = z.object({ bventId: ZGuid });
/**
 * The header's badge: unread messages across the caller's conversations, and the exhibitor whose page the inbox
 * opens under (mim lives under an exhibitor: a member's own, else the latest conversation's; null with none).
 */
export const ZUnread = z.object({ count: z.number().int(), exhibitorId: ZGuid.nullable() });
export type TUnread = z.infer<typeof ZUnread>;

/** An image as base64 (jpg or png by its content, at most IM_IMAGE_MAX_BYTES once decoded). */
export const ZImageUploadBody = z.object({
  bventId: ZGuid,
  data: z
    .string()
    .max(Math.ceil(IM_IMAGE_MAX_BYTES / 3) * 4 + 4, 'image jpg/png only and max 1M')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not base64'),
});
export const ZImageUpload = ZImImage.extend({ image: ZImageKey });
