import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLiveDetail } from '@showfloor/contracts';
import { getSessionUserId } from '../../../lib/auth-session.ts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { LIVE_KEY, changeReservation, liveDetailOptions } from '../api/live-api.ts';
import { optimisticDetail, reserveViewOf, type ReserveView } from './reserve-view.ts';

export interface UseLiveReservation {
  view: ReserveView;
  busy: boolean;
  /** Reserve (with the code of a private live) or cancel, behind the Live gate; nothing while unknown. */
  tap: (inviteCode: string) => Promise<boolean>;
}

interface Change {
  key: readonly unknown[];
  before: TLiveDetail;
  reserve: boolean;
  code: string;
}

/**
 * One live's reservation: a TanStack mutation shown at once (optimistic) and put back when the server refuses
 * (a wrong code, sold out: its message is toasted in the visitor's language); the lists refresh afterwards.
 */
export function useLiveReservation(detail: TLiveDetail): UseLiveReservation {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSession();
  const signedIn = session.loading && !session.accountId ? null : Boolean(session.accountId);
  const view = reserveViewOf(detail, signedIn);

  const mutation = useMutation({
    // One change of one live at a time: a second tap waits for the first instead of racing its rollback.
    scope: { id: `live-seat:${detail.id}` },
    mutationFn: ({ reserve, code }: Change) =>
      changeReservation(detail.bventId, detail.id, reserve, code || undefined),
    onMutate: async ({ key, before, reserve }) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData(key, optimisticDetail(before, reserve));
    },
    onSuccess: (seat, { key }) => {
      client.setQueryData<TLiveDetail>(key, (d) =>
        d ? { ...d, reserved: seat.reserved, reservedCount: seat.reservedCount, soldOut: seat.soldOut } : d,
      );
      showToast(t(seat.reserved ? 'live_reserved_toast' : 'live_cancelled_toast'), TOAST_MS);
    },
    onError: (_error, { key, before }) => client.setQueryData(key, before),
    onSettled: (_data, _error, { key }) =>
      // The lists' seats follow; the page holds the server's answer already (a private live's player address
      // comes with a new read of the page).
      void client.invalidateQueries({
        queryKey: [LIVE_KEY],
        predicate: (q) => q.queryKey.join() !== key.join() || detail.isPrivate,
      }),
  });

  const tap = async (inviteCode: string): Promise<boolean> => {
    if (mutation.isPending || !view.tappable) return false;
    // The gate's dialogs load with the first tap, not with the page.
    const { guard } = await import('../../../components/access/use-gate.ts');
    if (!(await guard('live'))) return false;
    // The gate may just have signed the visitor in: the page is read again as that account's first.
    const options = liveDetailOptions(detail.id, getSessionUserId());
    const before = await client.fetchQuery(options).catch(() => undefined);
    if (!before) return false;
    const now = reserveViewOf(before, true);
    if (!now.tappable) return false;
    if (now.needsCode && !inviteCode.trim()) {
      showToast(t('live_invite_code_required'), TOAST_MS);
      return false;
    }
    return mutation
      .mutateAsync({
        key: options.queryKey,
        before,
        reserve: now.action === 'reserve',
        code: inviteCode.trim(),
      })
      .then(
        () => true,
        // Rolled back in onError; the server's refusal was toasted by the api-client.
        () => false,
      );
  };

  return { view, busy: mutation.isPending, tap };
}
