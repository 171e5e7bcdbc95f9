import { TRACK_EVENT_CODES, trackEvent } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

export interface PageView {
  bventId: string;
  page: string;
  targetId?: string;
}

/** SPEC §7/§8: tracking is sent at page view and its failures are ignored. */
export function trackPageView(view: PageView): void {
  request(
    trackEvent,
    {
      body: {
        eventCode: TRACK_EVENT_CODES.pageView,
        bventId: view.bventId,
        page: view.page,
        targetId: view.targetId,
      },
    },
    { ignoreError: true, ignoreAuth: true },
  ).catch(() => undefined);
}
