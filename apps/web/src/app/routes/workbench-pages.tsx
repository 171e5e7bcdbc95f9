import type { ReactNode } from 'react';
import { redirect, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_STATES, type TBvent, type TLanguage, type TProductState } from '@showfloor/contracts';
import { isGuid, roleGate } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { startLogin } from '../../lib/login.ts';
import { rolesOptions } from '../../lib/session/queries.ts';
import { type SessionState, useSession } from '../../lib/session/use-session.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { InlineState } from '../../components/inline-state.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { bventSettingOptions } from '../../features/bvent/api/get-bvent-setting.ts';
import { categoryTreeOptions } from '../../features/catalog-lists/api/get-categories.ts';
import type { Acting } from '../../features/workbench/api/workbench-api.ts';
import { emptyDraft } from '../../features/workbench/hooks/product-draft.ts';
import { formLanguages } from '../../features/workbench/hooks/product-words.ts';
import { ProductEditor } from '../../features/workbench/components/product-editor.tsx';
import { ProductForm } from '../../features/workbench/components/product-form.tsx';
import { WorkbenchProductList } from '../../features/workbench/components/product-list.tsx';
import { WorkbenchHome } from '../../features/workbench/components/workbench-home.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';
import { type GateState, useExhibitorGate } from './signed-in.tsx';

/*
 * The exhibitor's workbench (a member of the exhibiting organization, audited): its front page, the products by
 * state, a new product and one product's page. Every call waits for the exhibitor gate: it is made in the
 * Exhibition role, and the gateway's gate is the lock.
 */

export async function workbenchLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (params.id !== undefined && !isGuid(params.id)) throw redirect(paths.notFound(lang));
  await ensureBrowseEvent(lang);
  return null;
}

/**
 * Whether the exhibitor role the viewer acts in is audited (null: not known yet). The gate checks the role only;
 * the gateway refuses an unaudited one, and the page says why in place of calling it.
 */
function auditedNow(session: SessionState): boolean | null {
  const orgId = session.current?.orgId;
  if (!orgId || !session.roles) return null;
  const entry = session.roles.orgRoles
    .find((o) => o.orgId === orgId)
    ?.roles.find((r) => r.registerType === 'Exhibition' && !r.isForbidden);
  return entry ? entry.isAuditSuccess : null;
}

/** The page's event, viewer and gate; `who` once the gate let them in. */
export function useWorkbench(title: string) {
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const session = useSession();
  const { gate: passed, check } = useExhibitorGate(session.accountId);
  useDocumentTitle(`${title} | ${bvent.title}`);
  const audited = auditedNow(session);
  const gate: GateState = passed === 'ok' && audited === false ? 'refused' : passed;
  const who: Acting | null =
    gate === 'ok' && session.accountId && audited
      ? { bventId: bvent.bventId, accountId: session.accountId, orgId: session.current?.orgId ?? null }
      : null;
  return { lang, bvent, session, gate, check, who };
}

/** Why the page is empty when the gate said no: not logged in, not audited yet, or not an exhibitor. */
function Refused({
  session,
  lang,
  bvent,
  check,
}: {
  session: SessionState;
  lang: TLanguage;
  bvent: TBvent;
  check: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  if (!session.accountId) {
    return (
      <InlineState
        title={t('not_logged_in')}
        description={t('workbench_login_hint')}
        actionLabel={t('log_in')}
        onAction={() =>
          void startLogin({
            lang,
            bventId: bvent.bventId,
            returnUrl: window.location.pathname + window.location.search,
          })
        }
      />
    );
  }
  const notAudited =
    auditedNow(session) === false ||
    (session.roles ? roleGate(session.roles, ['Exhibition'], false).kind === 'notAudited' : false);
  const accountId = session.accountId;
  return notAudited ? (
    <InlineState
      title={t('access_not_audited')}
      description={t('workbench_not_audited_hint')}
      actionLabel={t('retry')}
      // The organizer may have approved meanwhile: the roles are read again before the gate runs again.
      onAction={() =>
        void client
          .invalidateQueries({ queryKey: rolesOptions(accountId, bvent.bventId).queryKey })
          .then(check)
      }
    />
  ) : (
    <InlineState
      title={t('workbench_exhibitors_only')}
      description={t('workbench_exhibitors_hint')}
      actionLabel={t('retry')}
      onAction={check}
    />
  );
}

export function Gated(props: {
  gate: GateState;
  who: Acting | null;
  session: SessionState;
  lang: TLanguage;
  bvent: TBvent;
  check: () => void;
  children: (who: Acting) => ReactNode;
}) {
  const { gate, who, children } = props;
  if (gate === 'ok' && who) return <>{children(who)}</>;
  if (gate === 'refused') {
    return (
      <div data-testid="workbench-refused">
        <Refused {...props} />
      </div>
    );
  }
  return (
    <div className="sf-card" aria-busy="true">
      <span className="sf-skel sf-skel--line sf-skel--w60" />
    </div>
  );
}

/** The organization the workbench acts for, in the page's language. */
function orgNameOf(session: SessionState, lang: TLanguage): string | null {
  const orgId = session.current?.orgId;
  const role = session.roles?.orgRoles.find((o) => o.orgId === orgId)?.roles[0];
  if (!role) return null;
  return (lang.startsWith('zh') ? role.orgName : role.orgNameEn) || role.orgName || role.orgNameEn || null;
}

export function WorkbenchHomePage() {
  const { t } = useTranslation();
  const w = useWorkbench(t('workbench_title'));
  return (
    <div className="sf-page" data-testid="workbench-home-page" data-gate={w.gate}>
      <BrowseBar lang={w.lang} title={t('workbench_title')} searchLink={false} />
      <Gated {...w}>
        {(who) => <WorkbenchHome who={who} lang={w.lang} orgName={orgNameOf(w.session, w.lang)} />}
      </Gated>
    </div>
  );
}

const stateOf = (search: URLSearchParams): TProductState | null => {
  const s = search.get('state');
  return PRODUCT_STATES.find((x) => x === s) ?? null;
};

export function WorkbenchProductsPage() {
  const { t } = useTranslation();
  const w = useWorkbench(t('workbench_products'));
  const [search, setSearch] = useSearchParams();
  return (
    <div className="sf-page" data-testid="workbench-products-page" data-gate={w.gate}>
      <BrowseBar lang={w.lang} title={t('workbench_products')} searchLink={false} />
      <Gated {...w}>
        {(who) => (
          <WorkbenchProductList
            who={who}
            lang={w.lang}
            state={stateOf(search)}
            onState={(s) => setSearch(s ? { state: s } : {}, { replace: true })}
          />
        )}
      </Gated>
    </div>
  );
}

/** The event's languages and category tree, for the product form. */
export function useFormData(bventId: string) {
  const setting = useQuery(bventSettingOptions(bventId)).data;
  const categories = useQuery(categoryTreeOptions(bventId)).data ?? [];
  return { setting, categories };
}

export function WorkbenchNewProductPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const w = useWorkbench(t('workbench_new_product'));
  const { setting, categories } = useFormData(w.bvent.bventId);
  return (
    <div className="sf-page" data-testid="workbench-new-product-page" data-gate={w.gate}>
      <BrowseBar lang={w.lang} title={t('workbench_new_product')} searchLink={false} />
      <Gated {...w}>
        {(who) => (
          <>
            <p className="sf-wb-who">{t('workbench_new_product_hint')}</p>
            <ProductForm
              bventId={who.bventId}
              productId={null}
              languages={formLanguages(setting)}
              categories={categories}
              initial={emptyDraft(w.bvent.currency)}
              onSaved={() => void navigate(paths.workbenchProducts(w.lang), { replace: true })}
            />
          </>
        )}
      </Gated>
    </div>
  );
}

export function WorkbenchProductPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const w = useWorkbench(t('workbench_edit_product'));
  const { setting, categories } = useFormData(w.bvent.bventId);
  return (
    <div className="sf-page" data-testid="workbench-product-page" data-gate={w.gate}>
      <BrowseBar lang={w.lang} title={t('workbench_edit_product')} searchLink={false} />
      <Gated {...w}>
        {(who) => (
          <ProductEditor
            who={who}
            lang={w.lang}
            id={id}
            setting={setting}
            categories={categories}
            onSaved={() => void navigate(paths.workbenchProducts(w.lang), { replace: true })}
          />
        )}
      </Gated>
    </div>
  );
}
