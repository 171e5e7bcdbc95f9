import {
  addFavorite,
  cancelFavorite,
  type TFavoriteChange,
  type TFavoriteTarget,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/** Add or Cancel (both idempotent on the server): the target's state after the call. */
export function changeFavorite(target: TFavoriteTarget, favorite: boolean): Promise<TFavoriteChange> {
  return request(favorite ? addFavorite : cancelFavorite, { body: target }).then((r) => r.data);
}
