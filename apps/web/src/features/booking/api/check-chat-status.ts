import { checkChatStatus, type CallBody, type TChatStatus } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

export type CheckChatStatusBody = CallBody<typeof checkChatStatus>;

/** CheckChatStatus: a livestream or a meeting of the caller at the slot's time. The dialog shows failures. */
export function fetchChatStatus(body: CheckChatStatusBody): Promise<TChatStatus> {
  return request(checkChatStatus, { body }, { ignoreError: true }).then((r) => r.data);
}
