import { Outlet, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { clientHost } from '../../lib/device.ts';
import { failureDescription } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { viewerTimeZone } from '../../lib/time-zone.ts';
import { InlineState } from '../../components/inline-state.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { bventByOwnerOptions } from '../../features/bvent/api/get-bvent-by-owner.ts';
import { exhibitionLogoOptions } from '../../features/bvent/api/get-exhibition-logo.ts';
import { decorationOptions } from '../../features/bvent/api/get-decoration.ts';
import { EventHeader } from '../../features/bvent/components/event-header.tsx';
import { eventDateRange } from '../../features/bvent/hooks/event-dates.ts';
import { useApplyDecoration } from '../../features/bvent/hooks/use-apply-decoration.ts';
import { exhibitorDetailOptions } from '../../features/exhibitor/api/get-exhibitor-detail.ts';
import { shopDecorateOptions } from '../../features/exhibitor/api/get-shop-decorate.ts';
import { ExhibitorHero, ExhibitorHeroSkeleton } from '../../features/exhibitor/components/exhibitor-hero.tsx';
import { ProfileSection, ProfileSkeleton } from '../../features/exhibitor/components/profile-section.tsx';
import { ensureEvent } from '../event-data.ts';

/**
 * /m/:lang/exhibitor/:id and its home tab. The event is resolved before render (the boot data usually
 * holds it); the exhibitor's own data is requested without blocking, so the header paints at once and
 * skeletons of the same size hold the place of the rest.
 */
export async function exhibitorLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (!isGuid(params.id)) throw redirect(paths.notFound(lang));
  const bvent = await ensureEvent({ exhibitorId: params.id }, lang);
  void queryClient.prefetchQuery(exhibitorDetailOptions(params.id, bvent.bventId));
  void queryClient.prefetchQuery(shopDecorateOptions(params.id));
  return null;
}

function useExhibitorParams(): { lang: TLanguage; id: string } {
  const params = useParams();
  return { lang: params.lang as TLanguage, id: params.id ?? '' };
}

export function ExhibitorLayout() {
  const { t } = useTranslation();
  const { lang, id } = useExhibitorParams();
  const { data: bvent } = useSuspenseQuery(bventByOwnerOptions({ exhibitorId: id }));
  const logo = useQuery(exhibitionLogoOptions(bvent.bventId)).data;
  const decoration = useQuery(decorationOptions(bvent.bventId)).data;
  const detail = useQuery(exhibitorDetailOptions(id, bvent.bventId));
  const decorate = useQuery(shopDecorateOptions(id));
  useApplyDecoration(decoration);
  useDocumentTitle(detail.data ? `${detail.data.name} | ${bvent.title}` : bvent.title);
  const heroReady = Boolean(detail.data) && !decorate.isPending;

  return (
    <div className="sf-page sf-exhibitor">
      <EventHeader
        host={clientHost()}
        lang={lang}
        logo={logo?.logo || bvent.logo}
        title={logo?.title || bvent.title}
        dates={eventDateRange(bvent.startTime, bvent.endTime, viewerTimeZone(), lang)}
        switchLanguageHref={paths.switchLanguage(lang, id)}
      />
      {/* The hero waits for the shop decoration too: a slogan arriving later would push the page down. */}
      {detail.data && heroReady ? (
        <ExhibitorHero
          detail={detail.data}
          decorate={decorate.data}
          rules={decoration?.displayIncrementRules ?? []}
          lang={lang}
        />
      ) : detail.isError ? (
        <InlineState
          title={t('load_failed')}
          description={failureDescription(detail.error, t('load_failed_desc'))}
          actionLabel={t('retry')}
          onAction={() => void detail.refetch()}
        />
      ) : (
        <ExhibitorHeroSkeleton />
      )}
      {/* Only the tabs that work are shown; with the home tab alone there is no tab bar (more tabs later).
          The tab appears in the same commit as the hero: painted under a shorter skeleton hero, it would
          be pushed down when the hero arrives (a layout shift Lighthouse measured). */}
      {heroReady || detail.isError ? <Outlet /> : <ProfileSkeleton />}
    </div>
  );
}

export function ExhibitorHomeTab() {
  const { id } = useExhibitorParams();
  const { data: bvent } = useSuspenseQuery(bventByOwnerOptions({ exhibitorId: id }));
  const detail = useQuery(exhibitorDetailOptions(id, bvent.bventId));
  const decorate = useQuery(shopDecorateOptions(id));
  if (detail.isError) return null;
  // In step with the hero above (it also waits for the shop decoration), so nothing below it moves.
  if (!detail.data || decorate.isPending) return <ProfileSkeleton />;
  return <ProfileSection fields={detail.data.fields} inMiniProgram={clientHost() === 'miniProgram'} />;
}
