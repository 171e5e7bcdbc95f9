import { useCallback, useEffect, useRef, useState } from 'react';
import type { TLanguage } from '@showfloor/contracts';
import { startLogin } from '../../lib/login.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { InlineState } from '../../components/inline-state.tsx';
import { useGate } from '../../components/access/use-gate.ts';

export type GateState = 'checking' | 'ok' | 'refused';

/**
 * A workbench page's exhibitor gate (login, then the Exhibition role: its identity dialogs or chooser) before any
 * call: the calls are made in that role, and a refused call would send the page to 403. Run again when the
 * account changes, or by `check` (a retry).
 */
export function useExhibitorGate(accountId: string | null): { gate: GateState; check: () => void } {
  const guard = useGate();
  const [gate, setGate] = useState<GateState>('checking');
  const check = useCallback(() => {
    setGate('checking');
    void guard('exhibitorOnly').then((ok) => setGate(ok ? 'ok' : 'refused'));
  }, [guard]);
  useEffect(() => check(), [check, accountId]);
  return { gate, check };
}

/** Not logged in: the login gate's dialog, once per visit of the page. */
export function useLoginGateOnce(accountId: string | null): void {
  const guard = useGate();
  const gated = useRef(false);
  useEffect(() => {
    if (gated.current || accountId) return;
    gated.current = true;
    void guard('login');
  }, [guard, accountId]);
}

/**
 * A page for signed-in users (the card wall, messages): the login gate's dialog once, and the page says why it
 * is empty, with its own hint and a way to log in.
 */
export function useSignedIn(lang: TLanguage, bventId: string, hintKey: string, testId = 'cards-login') {
  const { t } = useTranslation();
  const session = useSession();
  useLoginGateOnce(session.accountId);
  const loginState = (
    <div data-testid={testId}>
      <InlineState
        title={t('not_logged_in')}
        description={t(hintKey)}
        actionLabel={t('log_in')}
        onAction={() =>
          void startLogin({ lang, bventId, returnUrl: window.location.pathname + window.location.search })
        }
      />
    </div>
  );
  return { session, loginState };
}
