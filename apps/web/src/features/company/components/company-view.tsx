import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { type Acting, catalogueOptions, companyOptions } from '../api/company-api.ts';
import { CataloguePreview } from './catalogue-preview.tsx';
import { CompanyForm } from './company-form.tsx';
import './company.css';

/** The exhibitor's company info (live at once when saved) and its catalogue entry with the CSV. */
export function CompanyView({ who, lang }: { who: Acting; lang: TLanguage }) {
  const { t } = useTranslation();
  const company = useQuery(companyOptions(who));
  const catalogue = useQuery(catalogueOptions(who));
  if (company.isError) return <LoadFailed error={company.error} onRetry={() => void company.refetch()} />;
  if (!company.data) return <div className="sf-card" aria-busy="true" />;
  const c = company.data;
  return (
    <div className="sf-co" data-testid="company-view">
      <div className="sf-card sf-co-notice" data-tone={c.banned ? 'warn' : undefined}>
        <p
          role={c.banned ? 'status' : undefined}
          data-testid={c.banned ? 'company-banned' : 'company-live-notice'}
        >
          {t(c.banned ? 'company_banned_notice' : 'company_live_notice')}
        </p>
        <Link to={paths.exhibitor(lang, c.exhibitorId)} data-testid="company-public">
          {t('workbench_public_page')} ›
        </Link>
      </div>
      {/* A new form for another exhibitor (a switch of the acting organization); a save refreshes the draft itself. */}
      <CompanyForm key={c.exhibitorId} who={who} lang={lang} company={c} />
      {catalogue.data ? <CataloguePreview entry={catalogue.data} lang={lang} bventId={who.bventId} /> : null}
    </div>
  );
}
