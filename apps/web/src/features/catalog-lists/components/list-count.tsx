import { useTranslation } from '../../../lib/use-translation.ts';

/** "N in all" above a list. */
export function ListCount({ total }: { total: number }) {
  const { t } = useTranslation();
  return (
    <p className="sf-list-count" data-testid="list-total">
      {t('list_total', { count: total })}
    </p>
  );
}
