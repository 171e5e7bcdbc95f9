import { clickFavoriteNum, type CallBody } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/**
 * Counts a tap on a search result. Fire and forget: the visitor is already on the way to the result's page,
 * so the call is not awaited, and a failure neither toasts nor asks the visitor to log in.
 */
export function recordResultClick(body: CallBody<typeof clickFavoriteNum>): void {
  request(clickFavoriteNum, { body }, { background: true }).catch(() => {
    // The counter is best effort; nothing on screen depends on it.
  });
}
