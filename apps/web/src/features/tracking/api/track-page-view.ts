import { TRACK_EVENT_CODES, trackEvent } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { getSessionUserId } from '../../../lib/auth-session.ts';
import { readCurrentRole } from '../../../lib/session/current-role.ts';
import { visitSource } from '../../../lib/visit-source.ts';

export interface PageView {
  bventId: string;
  page: string;
  targetId?: string;
}

/**
 * Tracking is sent at page view and its failures are ignored. It carries the event, the viewer
 * (account and user, the current organization and identity) and where the visit came from (pfrom: the link's
 * f_ptype, lib/visit-source.ts).
 */
export function trackPageView(view: PageView): void {
  const accountId = getSessionUserId() ?? undefined;
  const role = accountId ? readCurrentRole() : null;
  request(
    trackEvent,
    {
      body: {
        eventCode: TRACK_EVENT_CODES.pageView,
        bventId: view.bventId,
        page: view.page,
        targetId: view.targetId,
        accountId,
        userId: accountId,
        orgId: role?.orgId ?? undefined,
        identity: role?.role || undefined,
        pfrom: visitSource().f_ptype,
      },
    },
    { ignoreError: true, ignoreAuth: true },
  ).catch(() => undefined);
}
