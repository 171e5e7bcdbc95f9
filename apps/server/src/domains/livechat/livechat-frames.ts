import { ErrorCode } from '@showfloor/contracts';
import { BusinessError } from '../../http/errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { LiveChatNews, LiveChatService } from './livechat.service.ts';

/*
 * Live chat rooms over /ws: any socket (signed in or not) that sends `live.watch` hears the room's `live.message`
 * and `live.removed` until `live.leave` or its close. One topic per room; what a reader missed while away it
 * reads with Enter after its last id.
 */
const roomTopic = (roomId: string) => `live:${roomId}`;

export function registerLiveChatFrames(realtime: Realtime, chat: LiveChatService): void {
  const { hub } = realtime;
  chat.setNotify((roomId: string, news: LiveChatNews) => hub.publish(roomTopic(roomId), { frame: news }));

  realtime.handle('live.watch', async (conn, f) => {
    if (!(await chat.exists(f.roomId))) throw new BusinessError(ErrorCode.LiveChatRoomNotFound, 404);
    hub.join(roomTopic(f.roomId), conn.id, conn);
    conn.send({ type: 'ok', ref: f.ref });
  });
  realtime.handle('live.leave', async (conn, f) => {
    hub.leave(roomTopic(f.roomId), conn.id);
    conn.send({ type: 'ok', ref: f.ref });
  });
}
