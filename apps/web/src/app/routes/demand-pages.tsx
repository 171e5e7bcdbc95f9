import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Link,
  redirect,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode, type TDemand, type TLanguage } from '@showfloor/contracts';
import { addDays, epochToBeijing, isGuid } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { ApiError, TOAST_MS } from '../../lib/api-client.ts';
import { now } from '../../lib/clock.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { showToast } from '../../lib/toast.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { InlineState } from '../../components/inline-state.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { categoryTreeOptions } from '../../features/catalog-lists/api/get-categories.ts';
import { CategoryChips } from '../../features/catalog-lists/components/category-chips.tsx';
import { termsOptions } from '../../features/enquiry/api/enquiry-api.ts';
import {
  closeADemand,
  DEMAND_KEY,
  demandHallOptions,
  demandOptions,
} from '../../features/demand/api/demand-api.ts';
import { DemandHall } from '../../features/demand/components/demand-hall.tsx';
import { DemandView } from '../../features/demand/components/demand-view.tsx';
import { MyDemands } from '../../features/demand/components/my-demands.tsx';
import {
  type DemandDraft,
  newDemandDraft,
  PublishDemandForm,
} from '../../features/demand/components/publish-form.tsx';
import '../../features/demand/components/demand.css';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';
import { useSignedIn } from './signed-in.tsx';

/*
 * The supply-and-demand hall: supplyDemand (the hall, server-rendered for an anonymous visitor), supplyDemand/:id
 * (a demand; the replies follow the signed-in viewer), supplyDemand/publish and supplyDemand/mine (the buyer's).
 */

const cateOf = (params: URLSearchParams) => {
  const c = params.get('cate');
  return c && isGuid(c) ? c : undefined;
};
const keywordOf = (params: URLSearchParams) => (params.get('q') ?? '').trim().slice(0, 100);
/** Today on the fair's calendar (Beijing). */
const fairToday = () => epochToBeijing(now()).slice(0, 10);

export async function demandHallLoader({ params, request }: LoaderFunctionArgs) {
  const bvent = await ensureBrowseEvent(params.lang as TLanguage);
  const search = new URL(request.url).searchParams;
  void getQueryClient().prefetchQuery(categoryTreeOptions(bvent.bventId));
  void getQueryClient().prefetchInfiniteQuery(
    demandHallOptions(bvent.bventId, cateOf(search), keywordOf(search)),
  );
  return null;
}

export function DemandHallPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const [search, setSearch] = useSearchParams();
  const tree = useQuery(categoryTreeOptions(bvent.bventId)).data ?? [];
  const cate = cateOf(search);
  const keyword = keywordOf(search);
  const title = t('demand_hall');
  useDocumentTitle(`${title} | ${bvent.title}`);
  const go = (next: { cate?: string; q?: string }) =>
    setSearch(Object.fromEntries(Object.entries(next).filter((e): e is [string, string] => Boolean(e[1]))), {
      replace: true,
    });
  return (
    <div className="sf-page" data-testid="demand-hall-page">
      <BrowseBar lang={lang} title={title} />
      <p className="sf-demand-intro">{t('demand_hall_intro')}</p>
      <div className="sf-demand-actions">
        <Link
          className="sf-button sf-button--primary"
          to={paths.publishDemand(lang)}
          data-testid="demand-publish-link"
        >
          {t('demand_publish')}
        </Link>
        <Link
          className="sf-button sf-button--ghost"
          to={paths.myDemands(lang)}
          data-testid="demand-mine-link"
        >
          {t('demand_mine')}
        </Link>
      </div>
      <DemandHall
        lang={lang}
        bventId={bvent.bventId}
        categoryId={cate}
        keyword={keyword}
        onKeyword={(q) => go({ cate, q })}
        filter={
          tree.length > 0 ? (
            <CategoryChips tree={tree} selected={cate} onSelect={(id) => go({ cate: id, q: keyword })} />
          ) : null
        }
      />
    </div>
  );
}

export async function demandLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (!isGuid(params.id)) throw redirect(paths.notFound(lang));
  const bvent = await ensureBrowseEvent(lang);
  void getQueryClient().prefetchQuery(demandOptions(bvent.bventId, params.id, null));
  return null;
}

export function DemandPage() {
  const { t } = useTranslation();
  const { lang, id } = useParams() as { lang: TLanguage; id: string };
  const { bvent } = useBrowseEvent();
  const session = useSession();
  const client = useQueryClient();
  const query = useQuery(demandOptions(bvent.bventId, id, session.accountId));
  const d = query.data;
  useDocumentTitle(`${d?.title ?? t('demand_hall')} | ${bvent.title}`);
  const missing = query.error instanceof ApiError && query.error.businessCode === ErrorCode.DemandNotFound;
  const update = (next: TDemand) => {
    client.setQueryData(demandOptions(bvent.bventId, id, session.accountId).queryKey, next);
    void client.invalidateQueries({ queryKey: [DEMAND_KEY, 'hall'] });
    void client.invalidateQueries({ queryKey: [DEMAND_KEY, 'mine'] });
  };
  return (
    <div className="sf-page" data-testid="demand-page">
      <BrowseBar lang={lang} title={t('demand_hall')} />
      {d ? (
        <DemandView
          demand={d}
          lang={lang}
          signedIn={Boolean(session.accountId)}
          onClose={
            d.mine && (d.state === 'pending' || d.state === 'published')
              ? () =>
                  void closeADemand(bvent.bventId, d.id)
                    .then((closed) => {
                      update(closed);
                      showToast(t('demand_closed_toast'), TOAST_MS);
                    })
                    .catch((e: unknown) => showToast(e instanceof Error ? e.message : String(e), TOAST_MS))
              : null
          }
          onReplied={update}
        />
      ) : missing ? (
        <div data-testid="demand-missing">
          <InlineState
            title={t('demand_not_found')}
            description={session.accountId ? undefined : t('demand_login_hint')}
          />
          <Link className="sf-button sf-button--ghost sf-button--block" to={paths.demandHall(lang)}>
            {t('demand_hall')}
          </Link>
        </div>
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="sf-card" aria-busy="true" style={{ height: 240 }} />
      )}
    </div>
  );
}

/** supplyDemand/publish and supplyDemand/mine: at the current event, for a signed-in viewer. */
export async function myDemandLoader({ params }: LoaderFunctionArgs) {
  await ensureBrowseEvent(params.lang as TLanguage);
  return null;
}

type Outcome = { demand: TDemand } | { error: string; draft: DemandDraft };

export function PublishDemandPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const { session, loginState } = useSignedIn(lang, bvent.bventId, 'demand_login_hint', 'demand-login');
  const tree = useQuery(categoryTreeOptions(bvent.bventId)).data ?? [];
  const terms = useQuery(termsOptions(bvent.bventId, bvent.topOrgId, lang));
  const kept = (useLocation().state as { draft?: DemandDraft } | null)?.draft;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [retry, setRetry] = useState<DemandDraft | null>(null);
  const [passed, setPassed] = useState(false);
  const ran = useRef(false);
  const today = useMemo(fairToday, []);
  useDocumentTitle(`${t('demand_publish')} | ${bvent.title}`);

  // Buyers only ("only buyers may publish demand"), with the registration's dialogs, before the form.
  useEffect(() => {
    if (ran.current || !session.accountId || !session.roles) return;
    ran.current = true;
    void import('../../components/access/use-gate.ts').then(async ({ guard }) => {
      if (await guard('purchaser', { roleMessage: t('demand_only_buyers') })) setPassed(true);
      else void navigate(paths.demandHall(lang), { replace: true });
    });
  }, [session.accountId, session.roles, navigate, lang, t]);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [outcome]);

  return (
    <div className="sf-page" data-testid="demand-publish-page">
      <BrowseBar lang={lang} title={t('demand_publish')} searchLink={false} />
      {!session.accountId ? (
        loginState
      ) : outcome && 'demand' in outcome ? (
        <section className="sf-card sf-demand-view" data-testid="demand-sent">
          <h2 className="sf-section-title">{t('demand_sent')}</h2>
          <p className="sf-panel__note">{t('demand_sent_hint')}</p>
          <Link
            className="sf-button sf-button--primary sf-button--block"
            to={paths.demand(lang, outcome.demand.id)}
            data-testid="demand-sent-open"
          >
            {outcome.demand.title}
          </Link>
          <Link className="sf-button sf-button--ghost sf-button--block" to={paths.myDemands(lang)}>
            {t('demand_mine')}
          </Link>
        </section>
      ) : outcome ? (
        <section className="sf-card sf-demand-view" role="alert" data-testid="demand-failed">
          <h2 className="sf-section-title">{t('demand_failed')}</h2>
          <p>{outcome.error}</p>
          <button
            type="button"
            className="sf-button sf-button--primary sf-button--block"
            onClick={() => {
              setRetry(outcome.draft);
              setOutcome(null);
            }}
            data-testid="demand-retry"
          >
            {t('enquiry_retry')}
          </button>
        </section>
      ) : passed ? (
        <PublishDemandForm
          bventId={bvent.bventId}
          today={today}
          categories={tree}
          draft={retry ?? kept ?? newDemandDraft(addDays(today, 30))}
          agreement={terms.data?.find((x) => x.termsType === 'userAgreement') ?? null}
          onResult={setOutcome}
        />
      ) : (
        <div className="sf-card" aria-busy="true" style={{ height: 320 }} />
      )}
    </div>
  );
}

export function MyDemandsPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const { session, loginState } = useSignedIn(lang, bvent.bventId, 'demand_login_hint', 'demand-login');
  const title = t('demand_mine');
  useDocumentTitle(`${title} | ${bvent.title}`);
  return (
    <div className="sf-page" data-testid="my-demands-page">
      <BrowseBar lang={lang} title={title} />
      {session.accountId ? (
        <MyDemands bventId={bvent.bventId} accountId={session.accountId} lang={lang} />
      ) : (
        loginState
      )}
    </div>
  );
}
