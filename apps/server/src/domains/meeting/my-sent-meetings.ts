import { mySentMeetings } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../http/authenticate.ts';
import { Paged } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerMySentMeetings(app: FastifyInstance): void {
  registerCall(app, mySentMeetings, async ({ body, account, lang }) => {
    if (!account) throw notLoggedIn();
    const { items, pager } = await app.services.meeting.list(
      { sendAccountId: account.accountId },
      body,
      lang,
    );
    return new Paged(items, pager);
  });
}
