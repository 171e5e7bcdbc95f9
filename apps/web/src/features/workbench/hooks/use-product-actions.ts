import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSaveProductBody, TWorkbenchProduct } from '@showfloor/contracts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { confirmAction } from '../../../components/access/confirm-action.ts';
import { removeProduct, sendProduct, shelveProduct, WORKBENCH_KEY } from '../api/workbench-api.ts';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Every workbench list, count and product is read again after a change (the counts move with it). */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [WORKBENCH_KEY] });
}

/**
 * A card's actions: list, delist and delete (after a yes), one at a time per product. A refusal (the organizer
 * decided meanwhile) is said in a toast, and the lists are read again either way.
 */
export function useShelfActions(bventId: string) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const shelf = useMutation({
    mutationFn: ({ id, listed }: { id: string; listed: boolean }) => shelveProduct(bventId, id, listed),
    onSuccess: (_, { listed }) =>
      showToast(t(listed ? 'workbench_listed_toast' : 'workbench_delisted_toast'), TOAST_MS),
    onError: (e) => showToast(messageOf(e), TOAST_MS),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeProduct(bventId, id),
    onSuccess: () => showToast(t('workbench_deleted_toast'), TOAST_MS),
    onError: (e) => showToast(messageOf(e), TOAST_MS),
    onSettled: refresh,
  });
  const busyId = shelf.isPending
    ? (shelf.variables?.id ?? null)
    : remove.isPending
      ? (remove.variables ?? null)
      : null;
  return {
    busyId,
    /** While any action runs, the others wait: its outcome changes what they may do. */
    busy: shelf.isPending || remove.isPending,
    setListed: (id: string, listed: boolean) => shelf.mutate({ id, listed }),
    remove: async (p: TWorkbenchProduct, name: string) => {
      const sure = await confirmAction({
        kind: 'deleteProduct',
        message: t('workbench_delete_question', { name }),
        yes: t('workbench_delete'),
        no: t('cancel'),
        testId: 'product-delete-confirm',
        danger: true,
      });
      if (sure) remove.mutate(p.id);
    },
  };
}

/** Saves the form: the lists are read again and the caller goes back to them. */
export function useSaveProduct(onSaved: (p: TWorkbenchProduct) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TSaveProductBody; key: string | null }) => sendProduct(body, key),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: [WORKBENCH_KEY] });
      showToast(t('workbench_submitted_toast'), TOAST_MS);
      onSaved(saved);
    },
  });
}
