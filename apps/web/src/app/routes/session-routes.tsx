import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../config/paths.ts';
import { safeReturnPath } from '../../lib/auth-params.ts';
import { completeRedirectLogin, startLogout, trySilentLogin } from '../../lib/login.ts';
import { PageFallback } from '../../components/page-fallback.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';

/** The `redirect` query as a same-site path; the event home otherwise. */
function useTarget(): { lang: TLanguage; target: string } {
  const lang = useParams().lang as TLanguage;
  const [search] = useSearchParams();
  return { lang, target: safeReturnPath(search.get('redirect'), paths.home(lang)) };
}

/** Runs once per mount, StrictMode's second effect run included. */
function useOnce(run: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    run();
  });
}

/** logout: signs out at the authority (popup, else redirect), forgets the login here, reloads at `redirect`. */
export function LogoutPage() {
  const { t } = useTranslation();
  const { target } = useTarget();
  useDocumentTitle(t('logging_out'));
  useOnce(() => void startLogout(target).catch(() => window.location.replace(target)));
  return <PageFallback />;
}

/** silentLogin: a prompt=none sign-in through silent.html, then on to `redirect` either way. */
export function SilentLoginPage() {
  const { target } = useTarget();
  const navigate = useNavigate();
  useOnce(() => void trySilentLogin().finally(() => void navigate(target, { replace: true })));
  return <PageFallback />;
}

/** silentLoginRedirect: where a redirect sign-in lands; completes it and goes back to where login began. */
export function SilentLoginRedirectPage() {
  const { target } = useTarget();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  useOnce(() => {
    const signin = search.has('code') || search.has('error');
    const done = signin
      ? completeRedirectLogin(window.location.href).catch(() => null)
      : Promise.resolve(null);
    void done.then((back) => navigate(safeReturnPath(back, target), { replace: true }));
  });
  return <PageFallback />;
}
