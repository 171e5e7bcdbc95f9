import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFavoriteChange, TFavoriteTarget } from '@showfloor/contracts';
import { GATE_RULES } from '@showfloor/domain';
import { getSessionUserId } from '../../../lib/auth-session.ts';
import { accessContextOf, useSession } from '../../../lib/session/use-session.ts';
import { changeFavorite } from '../api/change-favorite.ts';
import { isFavoriteOptions } from '../api/is-favorite.ts';
import { favoriteViewOf, optimisticToggle, type FavoriteView } from './favorite-state.ts';

export interface UseFavorite {
  view: FavoriteView;
  /**
   * False while the visitor's own flag is not known yet (the session or IsFavorite still on its way): the
   * button then shows the page's count but takes no tap, since a tap on a guessed state would undo the
   * visitor's favorite.
   */
  known: boolean;
  busy: boolean;
  toggle: () => Promise<void>;
}

/**
 * One target's favorite flag: read when the visitor may collect, toggled behind the collect gate (its
 * dialogs: login, role, permission) as a TanStack mutation: shown at once (optimistic), the server's answer
 * kept, the earlier state put back if the server refuses.
 */
export function useFavorite(
  target: TFavoriteTarget,
  pageCount: number | undefined,
  onChange?: (view: FavoriteView) => void,
): UseFavorite {
  const client = useQueryClient();
  const session = useSession();
  const allowed = Boolean(session.accountId) && GATE_RULES.collect(accessContextOf(session)).ok;
  const server = useQuery({ ...isFavoriteOptions(target, session.accountId ?? ''), enabled: allowed });
  const view = favoriteViewOf(server.data, pageCount);
  const known = !session.loading && (!allowed || server.data !== undefined);

  const mutation = useMutation({
    // One change of one target at a time: a second tap waits for the first instead of racing its rollback.
    scope: { id: `favorite:${target.targetType}:${target.targetId}` },
    mutationFn: ({ next }: { key: readonly unknown[]; before: FavoriteView; next: FavoriteView }) =>
      changeFavorite(target, next.isFavorite),
    onMutate: async ({ key, next }) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData(key, { ...target, ...next });
      onChange?.(next);
    },
    onSuccess: (after: TFavoriteChange, { key }) => {
      client.setQueryData(key, after);
      onChange?.(after);
    },
    onError: (_error, { key, before }) => {
      client.setQueryData(key, { ...target, ...before });
      onChange?.(before);
    },
  });

  const toggle = async () => {
    if (!known || mutation.isPending) return;
    // The gate's dialogs (and antd-mobile behind them) load with the first tap, not with the page.
    const { guard } = await import('../../../components/access/use-gate.ts');
    if (!(await guard('collect'))) return;
    // The gate may just have signed the visitor in or chosen a role: the key is the account's now, and the
    // flag is read first when it is not known for that account.
    const options = isFavoriteOptions(target, getSessionUserId() ?? '');
    const before = await client.fetchQuery(options).catch(() => view);
    await mutation
      .mutateAsync({ key: options.queryKey, before, next: optimisticToggle(before) })
      .catch(() => {
        // Rolled back in onError; the button shows the earlier state again.
      });
  };

  return { view, known, busy: mutation.isPending, toggle };
}
