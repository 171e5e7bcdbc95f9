import { lazy, Suspense, useCallback } from 'react';
import {
  Link,
  Outlet,
  redirect,
  useMatches,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TClientHost, TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { clientHost } from '../../lib/device.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { CalendarIcon, ChatIcon } from '../../components/icons.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { bventByOwnerOptions } from '../../features/bvent/api/get-bvent-by-owner.ts';
import { exhibitionLogoOptions } from '../../features/bvent/api/get-exhibition-logo.ts';
import { decorationOptions } from '../../features/bvent/api/get-decoration.ts';
import { EventHeader } from '../../features/bvent/components/event-header.tsx';
import { useApplyDecoration } from '../../features/bvent/hooks/use-apply-decoration.ts';
import { exhibitorDetailOptions } from '../../features/exhibitor/api/get-exhibitor-detail.ts';
import { shopDecorateOptions } from '../../features/exhibitor/api/get-shop-decorate.ts';
import { exhibitorContactOptions } from '../../features/exhibitor/api/get-exhibitor-contact.ts';
import { ExhibitorHero, ExhibitorHeroSkeleton } from '../../features/exhibitor/components/exhibitor-hero.tsx';
import { ProfileSection, ProfileSkeleton } from '../../features/exhibitor/components/profile-section.tsx';
import {
  ExhibitorStrip,
  ExhibitorStripSkeleton,
} from '../../features/exhibitor/components/exhibitor-strip.tsx';
import { ExhibitorTabs } from '../../features/exhibitor/components/exhibitor-tabs.tsx';
import { FavoritePlaceholder } from '../../features/favorite/components/favorite-placeholder.tsx';
import type { FavoriteView } from '../../features/favorite/hooks/favorite-state.ts';
import { withChunkTimeout } from '../../lib/lazy-with-timeout.ts';
import { InstantAsk } from '../../features/booking/components/instant-ask.tsx';
import { SendCard } from '../../features/cards/components/send-card.tsx';
import { bventSettingOptions } from '../../features/bvent/api/get-bvent-setting.ts';
import { ensureEvent } from '../event-data.ts';
import type { RouteHandle } from '../route-handle.ts';
import { HydrateApart } from '../../components/hydrate-apart.tsx';
import { NearViewport } from '../../components/near-viewport.tsx';

/** The project and products tabs are full-view (the hero folds into one line above the list). */
const FULL_VIEW_TABS: ReadonlySet<string> = new Set([
  'client.exhibitor.products',
  'client.exhibitor.project',
]);

function useFullView(): boolean {
  const matches = useMatches();
  const name = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.name;
  return name !== undefined && FULL_VIEW_TABS.has(name);
}

// The live button brings the session and its queries: loaded beside the page, not in the first route's JS.
const FavoriteButton = lazy(
  withChunkTimeout(async () => ({
    default: (await import('../../features/favorite/components/favorite-button.tsx')).FavoriteButton,
  })),
);

/** The exhibitor's favorite star; its counter in the hero follows the visitor's own toggles. */
function ExhibitorFavorite({ id, bventId, lang }: { id: string; bventId: string; lang: TLanguage }) {
  const count = useQuery(exhibitorDetailOptions(id, bventId)).data?.favoriteCount;
  const rules = useQuery(decorationOptions(bventId)).data?.displayIncrementRules ?? [];
  const onChange = useCallback(
    (view: FavoriteView) =>
      getQueryClient().setQueryData(exhibitorDetailOptions(id, bventId).queryKey, (d) =>
        d ? { ...d, favoriteCount: view.favoriteCount } : d,
      ),
    [id, bventId],
  );
  return (
    <Suspense fallback={<FavoritePlaceholder />}>
      <FavoriteButton
        target={{ bventId, targetType: 'Exhibitor', targetId: id }}
        count={count}
        rules={rules}
        lang={lang}
        onChange={onChange}
        hideCount
      />
    </Suspense>
  );
}

/**
 * /m/:lang/exhibitor/:id and its home tab. The event is resolved before render (the boot data usually
 * holds it); the exhibitor's own data is requested without blocking, so the header paints at once and
 * skeletons of the same size hold the place of the rest.
 */
export async function exhibitorLoader({ params }: LoaderFunctionArgs) {
  return loadExhibitor(params.lang as TLanguage, params.id);
}

/** /m/:lang/applet?id=: the exhibitor page with platform Applet, the exhibitor in the query. */
export async function appletLoader({ params, request }: LoaderFunctionArgs) {
  return loadExhibitor(params.lang as TLanguage, new URL(request.url).searchParams.get('id') ?? undefined);
}

async function loadExhibitor(lang: TLanguage, id: string | undefined) {
  if (!isGuid(id)) throw redirect(paths.notFound(lang));
  const bvent = await ensureEvent({ exhibitorId: id }, lang);
  const client = getQueryClient();
  // Not awaited: the layout shows its skeleton meanwhile (a server render waits for every query it started).
  void client.fetchQuery(exhibitorDetailOptions(id, bvent.bventId)).then(
    (detail) => {
      // The contact card below the profile, when the event shows contacts: with the page, not after it.
      if (client.getQueryData(decorationOptions(bvent.bventId).queryKey)?.isEnableShowExhibitorContact) {
        void client.prefetchQuery(exhibitorContactOptions(detail.orgId, bvent.bventId));
      }
    },
    () => undefined,
  );
  void client.prefetchQuery(shopDecorateOptions(id));
  return null;
}

/**
 * The exhibitor of the page (path id, or the applet's ?id=) and the host it is drawn for: the applet variant
 * runs inside the platform's mini program, which draws its own bar and opens no outside links.
 */
function useExhibitorParams(): { lang: TLanguage; id: string; applet: boolean; host: TClientHost } {
  const params = useParams();
  const [search] = useSearchParams();
  const applet = params.id === undefined;
  return {
    lang: params.lang as TLanguage,
    id: params.id ?? search.get('id') ?? '',
    applet,
    host: applet ? 'miniProgram' : clientHost(),
  };
}

export function ExhibitorLayout() {
  const { lang, id, applet, host } = useExhibitorParams();
  const { data: bvent } = useSuspenseQuery(bventByOwnerOptions({ exhibitorId: id }));
  const logo = useQuery(exhibitionLogoOptions(bvent.bventId)).data;
  const decoration = useQuery(decorationOptions(bvent.bventId)).data;
  const detail = useQuery(exhibitorDetailOptions(id, bvent.bventId));
  const decorate = useQuery(shopDecorateOptions(id));
  useApplyDecoration(decoration);
  useDocumentTitle(detail.data ? `${detail.data.name} | ${bvent.title}` : bvent.title);
  const heroReady = Boolean(detail.data) && !decorate.isPending;
  const fullView = useFullView();
  const favorite = <ExhibitorFavorite id={id} bventId={bvent.bventId} lang={lang} />;

  return (
    <div className="sf-page sf-exhibitor">
      <EventHeader
        host={host}
        lang={lang}
        logo={logo?.logo || bvent.logo}
        title={logo?.title || bvent.title}
        span={bvent}
        switchLanguageHref={paths.switchLanguage(lang, id)}
        homeHref={paths.home(lang)}
      />
      {/* The hero waits for the shop decoration too: a slogan arriving later would push the page down. */}
      {detail.isError ? (
        <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !detail.data || !heroReady ? (
        fullView ? (
          <ExhibitorStripSkeleton />
        ) : (
          <ExhibitorHeroSkeleton />
        )
      ) : fullView ? (
        <ExhibitorStrip detail={detail.data} action={favorite} />
      ) : (
        <ExhibitorHero
          detail={detail.data}
          decorate={decorate.data}
          rules={decoration?.displayIncrementRules ?? []}
          lang={lang}
          action={favorite}
        />
      )}
      {/* The tabs and the tab appear in the same commit as the hero: painted under a shorter skeleton
          hero, they would be pushed down when the hero arrives (a layout shift Lighthouse measured). */}
      {heroReady && !applet ? <ExhibitorTabs lang={lang} id={id} /> : null}
      {heroReady || detail.isError ? (
        <HydrateApart>
          <Outlet />
        </HydrateApart>
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  );
}

// The exhibitor's public chat room, under the profile: the browser's alone (it is live), loaded when the
// visitor scrolls near it.
const LiveChatPanel = lazy(() =>
  withChunkTimeout(() => import('../../features/livechat/components/live-chat-panel.tsx'))().catch(() => ({
    default: () => null,
  })),
);

// The contact card sits below the profile and only at some events: its chunk and call come after the
// profile paints. A chunk that fails to load leaves the card out instead of breaking the tab.
const ExhibitorContact = lazy(() =>
  withChunkTimeout(() => import('../../features/exhibitor/components/exhibitor-contact.tsx'))().catch(() => ({
    default: () => null,
  })),
);

export function ExhibitorHomeTab() {
  const { t } = useTranslation();
  const { lang, id, host } = useExhibitorParams();
  const { data: bvent } = useSuspenseQuery(bventByOwnerOptions({ exhibitorId: id }));
  const detail = useQuery(exhibitorDetailOptions(id, bvent.bventId));
  const decorate = useQuery(shopDecorateOptions(id));
  const showContact = useQuery(decorationOptions(bvent.bventId)).data?.isEnableShowExhibitorContact === true;
  if (detail.isError) return null;
  // In step with the hero above (it also waits for the shop decoration), so nothing below it moves.
  if (!detail.data || decorate.isPending) return <ProfileSkeleton />;
  return (
    <>
      {/* reserveChat (login required): the route runs the chat gate and opens the booking dialog here. */}
      <div className="sf-card sf-card--actions">
        <Link
          className="sf-button sf-button--primary sf-button--block"
          to={paths.exhibitorTab(lang, id, 'reserveChat')}
          preventScrollReset
          data-testid="book-meeting"
        >
          <CalendarIcon />
          {t('booking_title')}
        </Link>
        <InstantAsk
          lang={lang}
          target={{
            bventId: bvent.bventId,
            exhibitorId: id,
            exhibitorOrgId: detail.data.orgId,
            exhibitorName: detail.data.name,
            loadChatRoles: async () =>
              (await getQueryClient().fetchQuery(bventSettingOptions(bvent.bventId))).chatRoleList ?? [],
          }}
        />
        <Link
          className="sf-button sf-button--ghost sf-button--block"
          to={paths.exhibitorTab(lang, id, 'sendMessage')}
          preventScrollReset
          data-testid="send-message"
        >
          <ChatIcon />
          {t('messages_send_message')}
        </Link>
        <SendCard bventId={bvent.bventId} exhibitorId={id} exhibitorName={detail.data.name} lang={lang} />
        <Link
          className="sf-button sf-button--ghost sf-button--block"
          to={paths.liveList(lang, { exhibitorId: id })}
          data-testid="exhibitor-lives"
        >
          {t('live_list')}
        </Link>
      </div>
      <HydrateApart>
        <ProfileSection fields={detail.data.fields} inMiniProgram={host === 'miniProgram'} />
      </HydrateApart>
      {showContact ? (
        <Suspense fallback={null}>
          <ExhibitorContact exhibitorOrgId={detail.data.orgId} bventId={bvent.bventId} />
        </Suspense>
      ) : null}
      <NearViewport testId="live-chat-slot">
        <Suspense fallback={null}>
          <LiveChatPanel bventId={bvent.bventId} exhibitorId={id} lang={lang} />
        </Suspense>
      </NearViewport>
    </>
  );
}
