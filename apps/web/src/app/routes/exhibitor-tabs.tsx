import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { getQueryClient } from '../../lib/query-client.ts';
import { exhibitListOptions } from '../../features/product/api/list-exhibits.ts';
import { projectListOptions } from '../../features/project/api/list-projects.ts';
import { exhibitorVideosOptions } from '../../features/video/api/list-exhibitor-videos.ts';
import { bventByOwnerOptions } from '../../features/bvent/api/get-bvent-by-owner.ts';
import { bventSettingOptions } from '../../features/bvent/api/get-bvent-setting.ts';
import { exhibitCategoriesOptions } from '../../features/product/api/get-exhibit-categories.ts';
import { CategoryChips } from '../../features/product/components/category-chips.tsx';
import { ProductGrid } from '../../features/product/components/product-grid.tsx';
import { ProjectList } from '../../features/project/components/project-list.tsx';
import { ExhibitorVideoList } from '../../features/video/components/video-list.tsx';
import { exhibitorDetailOptions } from '../../features/exhibitor/api/get-exhibitor-detail.ts';
import { BookMeeting } from '../../features/booking/components/book-meeting.tsx';
import { paths } from '../../config/paths.ts';
import { ExhibitorHomeTab } from './exhibitor-page.tsx';

/**
 * The exhibitor page's other tabs (its child routes), one lazy chunk apart from the home tab so the
 * exhibitor's first screen does not carry them. The layout above has resolved the event already.
 */

/**
 * The event of the exhibitor of a tab's address (the layout's loader asks for it too: one request), then the
 * tab's first page starts loading beside the chunk; a server render waits for it and draws the list.
 */
async function tabEvent(
  params: LoaderFunctionArgs['params'],
): Promise<{ id: string; bventId: string } | null> {
  const id = params.id;
  if (!isGuid(id)) return null;
  const bvent = await getQueryClient()
    .ensureQueryData(bventByOwnerOptions({ exhibitorId: id }))
    .catch(() => null);
  return bvent ? { id, bventId: bvent.bventId } : null;
}

export async function productsTabLoader({ params, request }: LoaderFunctionArgs) {
  const tab = await tabEvent(params);
  if (!tab) return null;
  const cate = new URL(request.url).searchParams.get('cate') ?? undefined;
  void getQueryClient().prefetchQuery(exhibitCategoriesOptions(tab.bventId, tab.id));
  void getQueryClient().prefetchInfiniteQuery(
    exhibitListOptions({ bventId: tab.bventId, exhibitorId: tab.id, cate }),
  );
  return null;
}

export async function projectTabLoader({ params }: LoaderFunctionArgs) {
  const tab = await tabEvent(params);
  if (tab)
    void getQueryClient().prefetchInfiniteQuery(
      projectListOptions({ bventId: tab.bventId, exhibitorId: tab.id }),
    );
  return null;
}

export async function videoTabLoader({ params }: LoaderFunctionArgs) {
  const tab = await tabEvent(params);
  if (tab) void getQueryClient().prefetchInfiniteQuery(exhibitorVideosOptions(tab.bventId, tab.id));
  return null;
}
function useTabContext(): { lang: TLanguage; id: string; bventId: string } {
  const params = useParams();
  const id = params.id ?? '';
  const { data: bvent } = useSuspenseQuery(bventByOwnerOptions({ exhibitorId: id }));
  return { lang: params.lang as TLanguage, id, bventId: bvent.bventId };
}

/** products (full view): the exhibitor's categories as a filter (kept in ?cate=), then the grid, each to enquire. */
export function ExhibitorProductsTab() {
  const { t } = useTranslation();
  const { lang, id, bventId } = useTabContext();
  const [search, setSearch] = useSearchParams();
  const categories = useQuery(exhibitCategoriesOptions(bventId, id));
  const cate = search.get('cate') ?? undefined;
  return (
    <section aria-label={t('exhibitor_tab_products')} data-testid="exhibitor-products">
      {categories.data && categories.data.length > 0 ? (
        <CategoryChips
          tree={categories.data}
          selected={cate}
          onSelect={(next) =>
            setSearch(next ? { cate: next } : {}, { replace: true, preventScrollReset: true })
          }
        />
      ) : null}
      <ProductGrid filter={{ bventId, exhibitorId: id, cate }} lang={lang} enquire />
    </section>
  );
}

/** project (full view): the exhibitor's projects. */
export function ExhibitorProjectTab() {
  const { t } = useTranslation();
  const { lang, id, bventId } = useTabContext();
  return (
    <section aria-label={t('exhibitor_tab_project')} data-testid="exhibitor-projects">
      <ProjectList filter={{ bventId, exhibitorId: id }} lang={lang} />
    </section>
  );
}

/** exhibitorVideo: the exhibitor's videos. */
export function ExhibitorVideoTab() {
  const { t } = useTranslation();
  const { lang, id, bventId } = useTabContext();
  return (
    <section aria-label={t('exhibitor_tab_video')} data-testid="exhibitor-videos">
      <ExhibitorVideoList bventId={bventId} exhibitorId={id} lang={lang} />
    </section>
  );
}

/**
 * reserveChat (login required): the home tab with the booking dialog over it. The chat gate runs first (its
 * dialogs ask for login, a role or a registration); a refusal or a closed dialog goes back to the home tab.
 */
export function ExhibitorReserveChat() {
  const params = useParams();
  const lang = params.lang as TLanguage;
  const id = params.id ?? '';
  const navigate = useNavigate();
  const { data: bvent } = useSuspenseQuery(bventByOwnerOptions({ exhibitorId: id }));
  const detail = useQuery(exhibitorDetailOptions(id, bvent.bventId)).data;
  // The chat gate reads the event's chatRoleList: the target (and so the auto-open) waits until the setting
  // has arrived or failed, so the gate never runs on a list that is merely not here yet.
  const setting = useQuery(bventSettingOptions(bvent.bventId));
  const settled = !setting.isPending;
  const chatRoles = setting.data?.chatRoleList;
  const target = useMemo(
    () =>
      detail && settled
        ? { exhibitorId: id, exhibitorOrgId: detail.orgId, exhibitorName: detail.name, bvent, chatRoles }
        : null,
    [detail, settled, id, bvent, chatRoles],
  );
  const back = useCallback(
    () => navigate(paths.exhibitorTab(lang, id, ''), { replace: true, preventScrollReset: true }),
    [navigate, lang, id],
  );
  return (
    <>
      <ExhibitorHomeTab />
      <BookMeeting target={target} lang={lang} auto onClosed={back} />
    </>
  );
}
