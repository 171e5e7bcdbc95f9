import type { TLanguage } from '@showfloor/contracts';
import { useViewerTimeZone } from './time-zone.ts';
import { beijingTimeRange } from './time-range.ts';

/** The event's opening hours (Beijing wall times) as the bvent answer holds them. */
export interface EventSpan {
  startTime: string;
  endTime: string;
}

/**
 * The event's hours in the viewer's zone, for the component that shows them: only it draws again when the
 * browser has read the viewer's zone after hydration (lib/time-zone.ts), not the page around it.
 */
export function useEventDates(span: EventSpan | null | undefined, lang: TLanguage) {
  const zone = useViewerTimeZone();
  return span ? beijingTimeRange(span.startTime, span.endTime, zone, lang) : null;
}
