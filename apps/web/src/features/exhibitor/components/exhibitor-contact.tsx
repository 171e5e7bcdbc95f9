import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { exhibitorContactOptions } from '../api/get-exhibitor-contact.ts';
import './exhibitor-contact.css';

interface Props {
  exhibitorOrgId: string;
  bventId: string;
}

/**
 * The exhibitor's contact card. The route renders it only where the event's decoration shows
 * contacts, so the server's 403 for a disabled event is not expected; any failure leaves the card out.
 */
export function ExhibitorContact({ exhibitorOrgId, bventId }: Props) {
  const { t } = useTranslation();
  const c = useQuery(exhibitorContactOptions(exhibitorOrgId, bventId)).data;
  if (!c) return null;
  const rows = [
    { key: 'contact_name', value: c.contactName, href: null },
    {
      key: 'contact_phone',
      value: c.telephone,
      href: `tel:${c.telephone.replace(/\s+/g, '')}`,
    },
    { key: 'contact_mobile', value: c.mobile, href: `tel:${c.mobile.replace(/\s+/g, '')}` },
    { key: 'contact_email', value: c.email, href: `mailto:${c.email}` },
    { key: 'contact_address', value: c.address, href: null },
  ].filter((r) => r.value.trim() !== '');
  if (rows.length === 0) return null;
  return (
    <section
      className="sf-card sf-contact"
      aria-labelledby="sf-contact-title"
      data-testid="exhibitor-contact"
    >
      <h2 id="sf-contact-title" className="sf-section-title">
        {t('exhibitor_contact')}
      </h2>
      <dl className="sf-contact__list">
        {rows.map((r) => (
          <div key={r.key} className="sf-contact__row" data-testid={`exhibitor-${r.key.replace('_', '-')}`}>
            <dt>{t(r.key)}</dt>
            <dd>{r.href ? <a href={r.href}>{r.value}</a> : r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default ExhibitorContact;
