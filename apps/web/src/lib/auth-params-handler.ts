import { exchangeLoginTicket } from '@showfloor/contracts';
import { request } from './api-client.ts';
import { planAuthParams, safeReturnPath, withoutParams } from './auth-params.ts';
import { getSessionUserId } from './auth-session.ts';
import { clearLocalLogin, completeRedirectLogin, loginWithTokens } from './login.ts';

/**
 * Carries out the plan of lib/auth-params.ts for one address and answers where to go next: the same page
 * without the params (the caller replaces the route), or the return URL a redirect sign-in carried.
 */
export async function handleAuthParams(url: URL, skipSignin: boolean): Promise<string | null> {
  const plan = planAuthParams(url.searchParams, getSessionUserId(), skipSignin);
  if (!plan) return null;
  let target = withoutParams(url.pathname, url.searchParams, plan.remove);
  for (const step of plan.steps) {
    try {
      if (step.kind === 'clearLogin') {
        await clearLocalLogin();
      } else if (step.kind === 'exchangeTicket') {
        // A used or unknown ticket is refused (401): the api-client shows why; the page still opens.
        const { data } = await request(
          exchangeLoginTicket,
          { body: { ticket: step.ticket } },
          { ignoreAuth: true },
        );
        await loginWithTokens(data);
      } else {
        const back = await completeRedirectLogin(url.href);
        if (back) target = safeReturnPath(back, target);
      }
    } catch {
      // A refused ticket or a stale sign-in response leaves the visitor as they were, minus the params.
    }
  }
  return target;
}
