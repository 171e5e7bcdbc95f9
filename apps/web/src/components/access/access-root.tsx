import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { clearLocalLogin, preloadSignin } from '../../lib/login.ts';
import { sameRole, writeCurrentRole } from '../../lib/session/current-role.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { AccountEntry } from './account-entry.tsx';
import { openRoleChooser } from './role-chooser.tsx';
import { allRoleTypes } from './role-types.ts';

/**
 * The session's effects on every /m/:lang page, loaded after the first paint: the user, roles and attendee
 * state of the current event (reloaded when the event changes), the resolved current role stored back (the
 * header of every call), the chooser when the user must choose, and the account entry (not on a bare page).
 */
export default function AccessRoot({ lang }: { lang: TLanguage }) {
  const session = useSession();
  const { accountId, user, roles, resolved, bventId, userError, stored } = session;
  // A bare page (app/route-handle.ts) has the whole screen: the negotiation room.
  const bare = useMatches().some((m) => (m.handle as { bare?: boolean } | undefined)?.bare);

  useEffect(() => {
    if (!accountId) preloadSignin();
  }, [accountId]);

  // A user without userId is not logged in; a login the gateway refuses is over.
  useEffect(() => {
    const refused = userError instanceof ApiError && userError.kind === 'auth';
    if (accountId && ((user && !user.userId) || refused)) void clearLocalLogin();
  }, [accountId, user, userError]);

  useEffect(() => {
    if (resolved && !sameRole(resolved.current, stored)) writeCurrentRole(resolved.current);
  }, [resolved, stored]);

  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!resolved?.mustChoose || !user || !roles || !accountId) return;
    const key = `${accountId}:${bventId ?? ''}`;
    if (asked.current === key) return;
    asked.current = key;
    void openRoleChooser({
      orgs: user.orgs,
      roles,
      expected: allRoleTypes(roles),
      stored: resolved.current,
    }).then((choice) => choice && writeCurrentRole(choice));
  }, [resolved, user, roles, accountId, bventId]);

  return bare ? null : <AccountEntry lang={lang} session={session} />;
}
