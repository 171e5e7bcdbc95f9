import { receivedMeetings } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { Paged } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerReceivedMeetings(app: FastifyInstance): void {
  registerCall(app, receivedMeetings, async ({ body, access, lang }) => {
    // The exhibitorOnly gate let the caller act as Exhibition, always inside an org.
    const orgId = access?.current?.orgId;
    if (!orgId)
      return new Paged([], { pageNo: body.pageNo, pageSize: body.pageSize, total: 0, totalPages: 0 });
    const { items, pager } = await app.services.meeting.list({ receiveOrgId: orgId }, body, lang);
    return new Paged(items, pager);
  });
}
