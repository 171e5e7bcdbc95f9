import {
  answerInstantMeeting,
  askInstantMeeting,
  cancelInstantMeeting,
  getInstantMeeting,
  type TInstantAskBody,
  type TInstantRequest,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/*
 * Instant negotiation calls. Refusals are not toasted: the sheet and the incoming card say them in place.
 */

export async function askInstant(body: TInstantAskBody): Promise<TInstantRequest> {
  return (await request(askInstantMeeting, { body }, { ignoreError: true })).data;
}

export async function cancelInstant(bventId: string, id: string): Promise<TInstantRequest> {
  return (await request(cancelInstantMeeting, { body: { bventId, id } }, { ignoreError: true })).data;
}

export async function answerInstant(bventId: string, id: string, accept: boolean): Promise<TInstantRequest> {
  return (await request(answerInstantMeeting, { body: { bventId, id, accept } }, { ignoreError: true })).data;
}

/** The request as it is now (a socket that was away, or a ring whose time ran out here first). */
export async function readInstant(bventId: string, id: string): Promise<TInstantRequest> {
  return (await request(getInstantMeeting, { query: { bventId, id } }, { background: true })).data;
}
