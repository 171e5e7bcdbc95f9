import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TActivitySeat } from '@showfloor/contracts';
import { getSessionUserId } from '../../../lib/auth-session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { activitySeatOptions } from '../api/activity-seat.ts';
import { changeRegistration } from '../api/change-registration.ts';
import { optimisticSeat, registerViewOf, type RegisterView, type SeatFacts } from './register-view.ts';

const TOAST_MS = 2000;

export interface UseActivityRegistration {
  view: RegisterView;
  busy: boolean;
  /** Register or cancel, behind the login gate; does nothing while the state is unknown. */
  tap: () => Promise<void>;
}

/**
 * One activity's register button: the visitor's seat read once signed in, register and cancel as a TanStack
 * mutation shown at once (optimistic) and put back if the server refuses (its message is toasted). Afterwards
 * every activity list refreshes its counts.
 */
export function useActivityRegistration(activityId: string, facts: SeatFacts): UseActivityRegistration {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSession();
  const accountId = session.accountId;
  const seat = useQuery({ ...activitySeatOptions(activityId, accountId ?? ''), enabled: Boolean(accountId) });
  const signedIn = session.loading && !accountId ? null : Boolean(accountId);
  const view = registerViewOf(facts, seat.data, signedIn);

  const mutation = useMutation({
    // One change of one activity at a time: a second tap waits for the first instead of racing its rollback.
    scope: { id: `activity-seat:${activityId}` },
    mutationFn: ({ next }: { key: readonly unknown[]; before: TActivitySeat; next: TActivitySeat }) =>
      changeRegistration(activityId, next.registered),
    onMutate: async ({ key, next }) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData(key, next);
    },
    onSuccess: (after, { key }) => {
      client.setQueryData(key, after);
      showToast(t(after.registered ? 'activity_registered_toast' : 'activity_cancelled_toast'), TOAST_MS);
    },
    onError: (_error, { key, before }) => {
      client.setQueryData(key, before);
    },
    onSettled: (_data, error, { key }) => {
      // The lists' counts and "my activities" follow. After a success the seat holds the server's answer already;
      // after a refusal it is read again too (the rollback put back what was true before: "sold out" since).
      void client.invalidateQueries({
        queryKey: ['activity'],
        predicate: (q) => Boolean(error) || q.queryKey.join() !== key.join(),
      });
    },
  });

  const tap = async () => {
    if (mutation.isPending || view.action === 'unknown') return;
    // The gate's dialogs load with the first tap, not with the page.
    const { guard } = await import('../../../components/access/use-gate.ts');
    if (!(await guard('login'))) return;
    // The gate may just have signed the visitor in: the seat is that account's, read first when not known.
    const options = activitySeatOptions(activityId, getSessionUserId() ?? '');
    const before = await client.fetchQuery(options).catch(() => undefined);
    if (!before) return;
    const now = registerViewOf(facts, before, true);
    if (!now.tappable) return;
    await mutation
      .mutateAsync({ key: options.queryKey, before, next: optimisticSeat(before, !before.registered) })
      .catch(() => {
        // Rolled back in onError; the server's refusal was toasted by the api-client.
      });
  };

  return { view, busy: mutation.isPending, tap };
}
