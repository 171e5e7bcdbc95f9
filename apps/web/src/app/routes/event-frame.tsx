import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TBvent, TLanguage } from '@showfloor/contracts';
import { paths } from '../../config/paths.ts';
import { clientHost } from '../../lib/device.ts';
import { exhibitionLogoOptions } from '../../features/bvent/api/get-exhibition-logo.ts';
import { decorationOptions } from '../../features/bvent/api/get-decoration.ts';
import { EventHeader } from '../../features/bvent/components/event-header.tsx';
import { useApplyDecoration } from '../../features/bvent/hooks/use-apply-decoration.ts';

interface Props {
  bventId: string;
  /** The event when the page resolved it (its dates show in the header); an agency's video has only the id. */
  bvent?: TBvent;
  lang: TLanguage;
  /** The exhibitor the language switch returns to (the switch page is keyed by exhibitor). */
  exhibitorId?: string;
  children: ReactNode;
}

/** The frame of a detail page (product, project, video): the event's header and decoration around it. */
export function EventFrame({ bventId, bvent, lang, exhibitorId, children }: Props) {
  const logo = useQuery(exhibitionLogoOptions(bventId)).data;
  const decoration = useQuery(decorationOptions(bventId)).data;
  useApplyDecoration(decoration);
  return (
    <div className="sf-page">
      <EventHeader
        host={clientHost()}
        lang={lang}
        logo={logo?.logo || bvent?.logo || ''}
        title={logo?.title || bvent?.title || ''}
        span={bvent ?? null}
        switchLanguageHref={exhibitorId ? paths.switchLanguage(lang, exhibitorId) : paths.home(lang)}
        homeHref={paths.home(lang)}
      />
      {children}
    </div>
  );
}

/** The event's display-increment rules (multiplier, base number), empty until the decoration is there. */
export function useIncrementRules(bventId: string) {
  return useQuery(decorationOptions(bventId)).data?.displayIncrementRules ?? [];
}
