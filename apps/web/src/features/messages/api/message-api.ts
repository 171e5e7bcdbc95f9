import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getConversation,
  getExhibitDetail,
  getExhibitorDetail,
  listConversations,
  listExhibits,
  listMessages,
  readMessages,
  sendMessage,
  sendMessageToExhibitor,
  translateText,
  unreadMessages,
  uploadMessageImage,
  type TImContent,
  type TLanguage,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** Every query of instant messages starts with this key (the socket's frames refresh them). */
export const IM_KEY = 'im';
const PAGE = 20;

export const unreadOptions = (bventId: string, accountId: string) =>
  queryOptions({
    queryKey: [IM_KEY, 'unread', bventId, accountId],
    queryFn: ({ signal }) =>
      request(unreadMessages, { query: { bventId } }, { signal, background: true }).then((r) => r.data),
  });

export const conversationsOptions = (bventId: string, accountId: string) =>
  infiniteQueryOptions({
    queryKey: localizedKey(IM_KEY, 'conversations', bventId, accountId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(listConversations, { query: { bventId, pageNo: pageParam, pageSize: PAGE } }, { signal }),
    getNextPageParam: (last, all) =>
      last.pager && all.length * PAGE < last.pager.total ? all.length + 1 : undefined,
  });

/** One conversation: by id, or the caller's with an exhibitor (null until they write). */
export const conversationOptions = (
  bventId: string,
  by: { conversationId: string } | { exhibitorId: string },
) =>
  queryOptions({
    queryKey: localizedKey(IM_KEY, 'conversation', bventId, by),
    queryFn: ({ signal }) =>
      request(getConversation, { query: { bventId, ...by } }, { signal, ignoreError: true }).then(
        (r) => r.data,
      ),
  });

/** The messages after `after` (oldest first), or the latest / the ones before `before`. */
export const fetchMessages = (
  bventId: string,
  conversationId: string,
  q: { after?: number; before?: number; limit?: number },
  signal?: AbortSignal,
) =>
  request(
    listMessages,
    { query: { bventId, conversationId, limit: q.limit ?? 30, ...q } },
    { signal, background: true },
  ).then((r) => r.data);

export const sendInto = (bventId: string, conversationId: string, clientId: string, content: TImContent) =>
  request(sendMessage, { body: { bventId, conversationId, clientId, content } }, { ignoreError: true }).then(
    (r) => r.data,
  );

export const leaveMessage = (body: {
  senduserid: string;
  leavingmessage: string;
  receiveexhibitororgid: string;
  issendbusinesscard: boolean;
  bventId: string;
  clientId: string;
}) => request(sendMessageToExhibitor, { body }, { ignoreError: true }).then((r) => r.data);

export const markRead = (bventId: string, conversationId: string, seq: number) =>
  request(readMessages, { body: { bventId, conversationId, seq } }, { background: true }).then((r) => r.data);

export const uploadImage = (bventId: string, data: string) =>
  request(uploadMessageImage, { body: { bventId, data } }, { ignoreError: true }).then((r) => r.data);

export const translate = (text: string, target: TLanguage) =>
  request(translateText, { body: { text, target } }, { ignoreError: true }).then((r) => r.data.text);

/** A product or an exhibitor shared into a conversation, shown as a card (never navigates when it is gone). */
export const sharedProductOptions = (id: string) =>
  queryOptions({
    queryKey: localizedKey(IM_KEY, 'product', id),
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      request(getExhibitDetail, { query: { id, isMobile: true } }, { signal, background: true }).then(
        (r) => r.data,
      ),
  });

export const sharedExhibitorOptions = (id: string, bventId: string) =>
  queryOptions({
    queryKey: localizedKey(IM_KEY, 'exhibitor', id, bventId),
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      request(
        getExhibitorDetail,
        { query: { id, mSiteId: bventId, isMobile: true } },
        { signal, background: true },
      ).then((r) => r.data),
  });

/** The exhibitor's products to share (the first page: a conversation shares one or two). */
export const shareableProductsOptions = (bventId: string, exhibitorId: string) =>
  queryOptions({
    queryKey: localizedKey(IM_KEY, 'shareable', bventId, exhibitorId),
    queryFn: ({ signal }) =>
      request(listExhibits, { body: { bventId, exhibitorId, pageNo: 1, pageSize: 30 } }, { signal }).then(
        (r) => r.data,
      ),
  });
