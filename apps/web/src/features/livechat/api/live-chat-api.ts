import {
  liveChatEnter,
  liveChatMute,
  liveChatOpenList,
  liveChatRemove,
  liveChatSend,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/* The chat room calls as the panel uses them: quiet on failure (the panel says what went wrong itself). */

export const openRooms = (bventId: string, exhibitorId: string) =>
  request(liveChatOpenList, { body: { bventId, exhibitorId } }, { background: true }).then((r) => r.data);

export const enterRoom = (roomId: string, after?: number) =>
  request(
    liveChatEnter,
    { query: { roomId, ...(after !== undefined ? { after } : {}) } },
    { background: true },
  ).then((r) => r.data);

export const sayInRoom = (bventId: string, roomId: string, clientId: string, text: string) =>
  request(liveChatSend, { body: { bventId, roomId, clientId, text } }, { ignoreError: true }).then(
    (r) => r.data,
  );

export const removeFromRoom = (bventId: string, roomId: string, id: number) =>
  request(liveChatRemove, { body: { bventId, roomId, id } }, { ignoreError: true }).then((r) => r.data);

export const muteInRoom = (bventId: string, roomId: string, accountId: string, minutes: number) =>
  request(liveChatMute, { body: { bventId, roomId, accountId, minutes } }, { ignoreError: true }).then(
    (r) => r.data,
  );
