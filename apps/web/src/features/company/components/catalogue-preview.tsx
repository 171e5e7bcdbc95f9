import { CATALOGUE_COLUMNS, type TCatalogueEntry, type TLanguage } from '@showfloor/contracts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { catalogueFile } from '../api/company-api.ts';
import './company.css';

/** Each column's label (the dictionary's words, shared with the exhibitor page's where they exist). */
const LABELS: Record<(typeof CATALOGUE_COLUMNS)[number]['key'], string> = {
  name: 'review_field_name',
  pavilion: 'company_col_pavilion',
  booth: 'booth_number',
  boothType: 'company_col_booth_type',
  mainProducts: 'company_col_main_products',
  categories: 'company_col_categories',
  projectCategories: 'company_col_project_categories',
  contactName: 'contact_name',
  telephone: 'contact_phone',
  mobile: 'contact_mobile',
  fax: 'company_col_fax',
  email: 'contact_email',
  address: 'contact_address',
  website: 'company_col_website',
};

/**
 * The exhibitor's entry in the printed catalogue as it stands: the name in each of the event's languages, the
 * other columns in the page's language; the CSV carries every language.
 */
export function CataloguePreview({
  entry,
  lang,
  bventId,
}: {
  entry: TCatalogueEntry;
  lang: TLanguage;
  bventId: string;
}) {
  const { t } = useTranslation();
  const shown = entry.languages.includes(lang) ? lang : entry.languages[0];
  const rows = CATALOGUE_COLUMNS.flatMap((col) => {
    // The name in each of the event's languages (one line each), the other columns in the page's language.
    const cells = entry.cells.filter(
      (c) => c.key === col.key && c.value && (col.key === 'name' || c.lang === null || c.lang === shown),
    );
    if (cells.length === 0) return [];
    const value = [...new Set(cells.map((c) => c.value))].join('\n');
    const id = col.key === 'name' || !cells[0]!.lang ? col.key : `${col.key}-${cells[0]!.lang}`;
    return [{ id, label: t(LABELS[col.key]), value }];
  });
  const exportCsv = () =>
    catalogueFile(bventId)
      .then((file) => saveFile(file, 'text/csv'))
      .catch((e: unknown) => showToast(e instanceof Error ? e.message : String(e), TOAST_MS));
  return (
    <section className="sf-card sf-co" aria-labelledby="company-catalogue" data-testid="company-catalogue">
      <h2 id="company-catalogue" className="sf-co-heading">
        {t('company_catalogue')}
      </h2>
      <p className="sf-co-hint">{t('company_catalogue_hint')}</p>
      <dl className="sf-co-catalogue">
        {rows.map((r) => (
          <div key={r.id} className="sf-co-catalogue-row">
            <dt>{r.label}</dt>
            <dd data-testid={`catalogue-${r.id}`}>{r.value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="sf-button sf-button--ghost sf-button--block"
        onClick={() => void exportCsv()}
        data-testid="company-catalogue-csv"
      >
        {t('enquiry_export_csv')}
      </button>
    </section>
  );
}
