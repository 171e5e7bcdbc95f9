import { useCallback, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFavoriteTarget } from '@showfloor/contracts';
import { GATE_RULES } from '@showfloor/domain';
import { accessContextOf, useSession } from '../../../lib/session/use-session.ts';
import { changeFavorite } from '../api/change-favorite.ts';
import { isFavoriteOptions } from '../api/is-favorite.ts';
import { favoriteViewOf, optimisticToggle, type FavoriteView } from './favorite-state.ts';

export interface UseFavorite {
  view: FavoriteView;
  busy: boolean;
  toggle: () => Promise<void>;
}

/**
 * One target's favorite flag: read when the visitor may collect, toggled behind the collect gate (its
 * dialogs: login, role, permission), shown at once and put back if the server refuses.
 */
export function useFavorite(
  target: TFavoriteTarget,
  pageCount: number | undefined,
  onChange?: (view: FavoriteView) => void,
): UseFavorite {
  const client = useQueryClient();
  const session = useSession();
  const allowed = Boolean(session.accountId) && GATE_RULES.collect(accessContextOf(session)).ok;
  const options = isFavoriteOptions(target, session.accountId ?? '');
  const server = useQuery({ ...options, enabled: allowed });
  const [busy, setBusy] = useState(false);
  // A second tap while the first is on its way would race the rollback; it is ignored instead.
  const inFlight = useRef(false);
  const view = favoriteViewOf(server.data, pageCount);

  const toggle = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      // The gate's dialogs (and antd-mobile behind them) load with the first tap, not with the page.
      const { guard } = await import('../../../components/access/use-gate.ts');
      if (!(await guard('collect'))) return;
      setBusy(true);
      // The gate may just have chosen a role: the key is the account's, the flag read again if unknown.
      const key = isFavoriteOptions(target, session.accountId ?? '').queryKey;
      const before =
        client.getQueryData(key) ??
        (await client.fetchQuery(isFavoriteOptions(target, session.accountId ?? '')).catch(() => view));
      const next = optimisticToggle(before);
      client.setQueryData(key, { ...target, ...next });
      onChange?.(next);
      try {
        const after = await changeFavorite(target, next.isFavorite);
        client.setQueryData(key, after);
        onChange?.(after);
      } catch {
        client.setQueryData(key, { ...target, ...before });
        onChange?.(before);
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [client, onChange, session.accountId, target, view]);

  return { view, busy, toggle };
}
