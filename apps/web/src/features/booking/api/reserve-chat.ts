import { IDEMPOTENCY_HEADER, reserveChat, type TReserveBody } from '@showfloor/contracts';
import { ApiError, request } from '../../../lib/api-client.ts';

/**
 * Reserve: books the slot and answers the negotiation id. `key` is the submit attempt's
 * Idempotency-Key: a request lost on the network is sent once more with the same key, so a POST that did reach
 * the gateway answers its first result instead of booking twice. Failures are not toasted: the dialog's result
 * view shows them.
 */
export async function reserveMeeting(body: TReserveBody, key: string): Promise<string> {
  const send = () =>
    request(reserveChat, { body }, { ignoreError: true, headers: { [IDEMPOTENCY_HEADER]: key } });
  try {
    return (await send()).data;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') return (await send()).data;
    throw error;
  }
}
