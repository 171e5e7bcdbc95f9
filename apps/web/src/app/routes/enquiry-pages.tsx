import { useEffect, useRef, useState } from 'react';
import { Link, redirect, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { TEnquiry, TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { bventByOwnerOptions } from '../../features/bvent/api/get-bvent-by-owner.ts';
import { exhibitDetailOptions } from '../../features/product/api/get-exhibit-detail.ts';
import { myContactOptions, termsOptions } from '../../features/enquiry/api/enquiry-api.ts';
import { type EnquiryDraft, EnquiryForm, newDraft } from '../../features/enquiry/components/enquiry-form.tsx';
import '../../features/enquiry/components/enquiry.css';
import { ensureEvent } from '../event-data.ts';
import { useSignedIn } from './signed-in.tsx';

/*
 * intentionOrder/:id: an enquiry about product :id. The address alone leads to submit (the form); result shows
 * what was sent, or the refusal with the form kept for a retry.
 */

export async function enquiryLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (!isGuid(params.id)) throw redirect(paths.notFound(lang));
  return redirect(paths.enquirySubmit(lang, params.id));
}

export async function enquiryPageLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (!isGuid(params.id)) throw redirect(paths.notFound(lang));
  await ensureEvent({ exhibitId: params.id }, lang);
  return null;
}

type Outcome = { enquiry: TEnquiry } | { error: string; draft: EnquiryDraft };

function useEnquiryProduct() {
  const { lang, id } = useParams() as { lang: TLanguage; id: string };
  const { data: bvent } = useSuspenseQuery(bventByOwnerOptions({ exhibitId: id }));
  const product = useQuery(exhibitDetailOptions(id));
  return { lang, id, bvent, product };
}

/** The product the enquiry is about: picture, name, model, exhibitor. */
function ProductHead({
  image,
  name,
  model,
  exhibitor,
}: {
  image: string;
  name: string;
  model: string;
  exhibitor: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="sf-card sf-enquiry-product" data-testid="enquiry-product">
      <img src={image} alt="" width={72} height={72} />
      <div>
        <strong>{name}</strong>
        {model ? <p>{t('enquiry_model', { model })}</p> : null}
        <p>{exhibitor}</p>
      </div>
    </div>
  );
}

export function EnquirySubmitPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lang, id, bvent, product } = useEnquiryProduct();
  const kept = (useLocation().state as { draft?: EnquiryDraft } | null)?.draft;
  const { session, loginState } = useSignedIn(lang, bvent.bventId, 'enquiry_login_hint', 'enquiry-login');
  const terms = useQuery(termsOptions(bvent.bventId, bvent.topOrgId, lang));
  const contact = useQuery({
    ...myContactOptions(session.accountId ?? ''),
    enabled: Boolean(session.accountId),
  });
  const [passed, setPassed] = useState(false);
  const ran = useRef(false);
  useDocumentTitle(`${t('enquiry_title')} | ${bvent.title}`);

  // The Order gate (buyers with IntentionOrderPermission, and the registration's dialogs) before the form.
  useEffect(() => {
    if (ran.current || !session.accountId || !session.roles) return;
    ran.current = true;
    void import('../../components/access/use-gate.ts').then(async ({ guard }) => {
      if (await guard('order')) setPassed(true);
      else void navigate(paths.exhibit(lang, id), { replace: true });
    });
  }, [session.accountId, session.roles, navigate, lang, id]);

  const d = product.data;
  const model = d?.fields.find((f) => f.fieldName === 'Model')?.fieldValue ?? '';
  return (
    <div className="sf-page" data-testid="enquiry-page">
      <BrowseBar lang={lang} title={t('enquiry_title')} searchLink={false} />
      {product.isError ? <LoadFailed error={product.error} onRetry={() => void product.refetch()} /> : null}
      {d ? (
        <ProductHead image={d.images[0] ?? ''} name={d.name} model={model} exhibitor={d.exhibitor.name} />
      ) : null}
      {!session.accountId ? (
        loginState
      ) : passed && d && !contact.isPending ? (
        <EnquiryForm
          bventId={bvent.bventId}
          productId={id}
          draft={kept ?? newDraft(contact.data?.phone ?? '', contact.data?.email ?? '')}
          agreement={terms.data?.find((x) => x.termsType === 'userAgreement') ?? null}
          onResult={(outcome: Outcome) => void navigate(paths.enquiryResult(lang, id), { state: outcome })}
        />
      ) : null}
    </div>
  );
}

export function EnquiryResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lang, id, bvent } = useEnquiryProduct();
  const outcome = useLocation().state as Outcome | null;
  useDocumentTitle(`${t('enquiry_title')} | ${bvent.title}`);
  useEffect(() => {
    // Opened without a sending behind it (a reload, a shared address): the form. Else from the top: the form was
    // scrolled down to its button.
    if (!outcome) void navigate(paths.enquirySubmit(lang, id), { replace: true });
    else window.scrollTo({ top: 0 });
  }, [outcome, navigate, lang, id]);
  if (!outcome) return null;
  return (
    <div className="sf-page" data-testid="enquiry-result">
      <BrowseBar lang={lang} title={t('enquiry_title')} searchLink={false} />
      {'enquiry' in outcome ? (
        <section className="sf-card sf-enquiry-result" data-testid="enquiry-sent">
          <h2 className="sf-section-title">{t('enquiry_sent')}</h2>
          <p className="sf-panel__note">
            {t('enquiry_sent_hint', { exhibitor: outcome.enquiry.exhibitor.name })}
          </p>
          <dl className="sf-facts">
            <dt>{t('enquiry_product')}</dt>
            <dd>{outcome.enquiry.product.name}</dd>
            <dt>{t('enquiry_quantity')}</dt>
            <dd>
              {outcome.enquiry.quantity} {outcome.enquiry.unit}
            </dd>
            {outcome.enquiry.message ? (
              <>
                <dt>{t('enquiry_message')}</dt>
                <dd>{outcome.enquiry.message}</dd>
              </>
            ) : null}
            <dt>{t('enquiry_contact')}</dt>
            <dd>{[outcome.enquiry.phone, outcome.enquiry.email].filter(Boolean).join(' · ')}</dd>
            {outcome.enquiry.card ? (
              <>
                <dt>{t('enquiry_send_card')}</dt>
                <dd>{outcome.enquiry.card.fullName}</dd>
              </>
            ) : null}
          </dl>
          <Link className="sf-button sf-button--ghost sf-button--block" to={paths.exhibit(lang, id)}>
            {t('enquiry_back_product')}
          </Link>
        </section>
      ) : (
        <section className="sf-card sf-enquiry-result" role="alert" data-testid="enquiry-failed">
          <h2 className="sf-section-title">{t('enquiry_failed')}</h2>
          <p>{outcome.error}</p>
          <button
            type="button"
            className="sf-button sf-button--primary sf-button--block"
            onClick={() => void navigate(paths.enquirySubmit(lang, id), { state: { draft: outcome.draft } })}
            data-testid="enquiry-retry"
          >
            {t('enquiry_retry')}
          </button>
        </section>
      )}
    </div>
  );
}
