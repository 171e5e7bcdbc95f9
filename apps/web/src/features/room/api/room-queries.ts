import { queryOptions } from '@tanstack/react-query';
import {
  createRoomInvitation,
  getMeetingRoom,
  saveChatRoomFeedback,
  setRoomPassword,
  type TRoomFeedbackBody,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/** The room as the pre-join page shows it (topic, times, state, what joining asks of this caller). */
export const roomInfoOptions = (roomNumber: string, invite: string | undefined, accountId: string | null) =>
  queryOptions({
    // The caller's account is part of the key: what the room says depends on who asks.
    queryKey: ['room', roomNumber, invite ?? null, accountId],
    // The room's state moves with the clock (it opens, it ends): read afresh when the page is opened again.
    staleTime: 0,
    // The pre-join page says itself why a room cannot be entered (not found, removed by the host): never the
    // forbidden page, a toast or a login prompt.
    queryFn: ({ signal }) =>
      request(getMeetingRoom, { query: { roomNumber, invite } }, { signal, background: true }).then(
        (r) => r.data,
      ),
  });

export async function newInvitation(roomNumber: string): Promise<string> {
  return (await request(createRoomInvitation, { body: { roomNumber } })).data.invite;
}

export async function savePassword(roomNumber: string, password: string | null): Promise<void> {
  await request(setRoomPassword, { body: { roomNumber, password } });
}

/** The survey; a refusal (answered already, 409 6112) rejects with its message for the form to show. */
export async function saveFeedback(body: TRoomFeedbackBody): Promise<void> {
  await request(saveChatRoomFeedback, { body }, { ignoreError: true });
}
