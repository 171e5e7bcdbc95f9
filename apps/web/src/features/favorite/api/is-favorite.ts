import { queryOptions } from '@tanstack/react-query';
import { isFavorite, type TFavoriteTarget } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/**
 * The caller's favorite state of one target. Only asked once the collect gate passes on this side (a refused
 * gate answers 403, which the api-client turns into the forbidden page); failures stay quiet, the button
 * just shows "not a favorite".
 */
export const isFavoriteOptions = (target: TFavoriteTarget, accountId: string) =>
  queryOptions({
    queryKey: ['favorite', target.targetType, target.targetId, target.bventId, accountId] as const,
    queryFn: ({ signal }) =>
      request(isFavorite, { body: target }, { signal, ignoreError: true, ignoreAuth: true }).then(
        (r) => r.data,
      ),
  });
