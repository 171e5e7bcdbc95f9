import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompany, TSaveCompanyBody } from '@showfloor/contracts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { type Acting, COMPANY_KEY, companyOptions, sendCompany } from '../api/company-api.ts';

/**
 * Saves the company info: the answer is the company as it is live now; the catalogue entry and the public page's
 * cached reads of this exhibitor are read again.
 */
export function useSaveCompany(who: Acting, onSaved: (c: TCompany) => void) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveCompanyBody) => sendCompany(body),
    onSuccess: (c) => {
      qc.setQueryData(companyOptions(who).queryKey, c);
      void qc.invalidateQueries({ queryKey: [COMPANY_KEY, 'catalogue'] });
      // The exhibitor page's reads (detail, decoration, contact) are keyed under the exhibitor's id.
      void qc.invalidateQueries({ queryKey: ['exhibitor', c.exhibitorId] });
      showToast(t('company_saved'), TOAST_MS);
      onSaved(c);
    },
  });
}
