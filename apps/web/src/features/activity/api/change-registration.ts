import { cancelActivityRegistration, registerActivity, type TActivitySeat } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/** Register or cancel; a refusal (sold out, closed, ended...) is toasted in the visitor's language and rejects. */
export function changeRegistration(activityId: string, register: boolean): Promise<TActivitySeat> {
  return request(register ? registerActivity : cancelActivityRegistration, { body: { activityId } }).then(
    (r) => r.data,
  );
}
