import { checkChatStatus } from '@showfloor/contracts';
import { conflictCheckType } from '@showfloor/domain';
import type { FastifyInstance } from 'fastify';
import { actingRole } from '../../access/gates.ts';
import { notLoggedIn } from '../../http/authenticate.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerCheckChatStatus(app: FastifyInstance): void {
  registerCall(app, checkChatStatus, ({ body, account, access }) => {
    if (!account) throw notLoggedIn();
    // The check is AttendeeSend for a caller acting as an Attendee, ExhibitorSend otherwise; a type
    // that does not match the role the caller acts in is a wrong request, not a question to answer.
    const role = access ? actingRole('chat', access.context) : null;
    const expected = conflictCheckType(role ?? '');
    if (body.checkChatBusinessType !== expected) {
      throw new ValidationError([
        {
          path: 'body.checkChatBusinessType',
          message: `must be ${expected} for the role the caller acts in (${role ?? 'none'})`,
        },
      ]);
    }
    return app.services.meeting.chatStatus(account.accountId, body.chatId, body.bventId, body.receiveOrgId);
  });
}
