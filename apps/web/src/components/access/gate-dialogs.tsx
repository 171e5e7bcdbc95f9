import type { TAttendeeTips, TLanguage } from '@showfloor/contracts';
import type { VerificationState } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { clientHost } from '../../lib/device.ts';
import { i18n } from '../../lib/language.ts';
import { startLogin, type LoginTarget } from '../../lib/login.ts';
import { showToast } from '../../lib/toast.ts';
import { TOAST_MS } from '../../lib/api-client.ts';
import { showAccessDialog } from './access-dialog.tsx';

/**
 * The spec's dialogs of the access gates (SPEC §5), wording through the dictionary with English defaults.
 * Each resolves when the visitor has answered.
 */
const t = (key: string, defaultValue: string) => i18n.t(key, { defaultValue });

/** zsapp: log in via the app's My page; elsewhere the confirm whose button starts login. */
export async function showNotLoggedIn(target: LoginTarget): Promise<void> {
  if (clientHost() === 'zsapp') {
    await showAccessDialog({
      kind: 'zsappLogin',
      message: t('login_via_app_my_page', 'Please log in via the My page of the app'),
      buttons: [{ key: 'ok', text: t('ok', 'OK'), testId: 'dialog-ok', primary: true }],
    });
    return;
  }
  const answer = await showAccessDialog({
    kind: 'notLoggedIn',
    message: t('not_logged_in', 'You are not logged in'),
    buttons: [
      { key: 'login', text: t('go_to_login', 'Go to login'), testId: 'dialog-go-login', primary: true },
      { key: 'cancel', text: t('cancel', 'Cancel'), testId: 'dialog-cancel' },
    ],
  });
  if (answer === 'login') await startLogin(target);
}

/** SPEC §5 role gate, no matching role: register (the authority's page), or in the app client, the app. */
export async function showNoIdentity(q: {
  lang: TLanguage;
  bventId: string | null;
  returnUrl: string;
  inApp: boolean;
}) {
  if (q.inApp) {
    await showAccessDialog({
      kind: 'registerInApp',
      message: t('register_in_app', 'Please register in the app'),
      buttons: [{ key: 'ok', text: t('ok', 'OK'), testId: 'dialog-ok', primary: true }],
    });
    return;
  }
  const answer = await showAccessDialog({
    kind: 'noIdentity',
    message: t('no_usable_identity', 'No usable identity'),
    buttons: [
      { key: 'register', text: t('register', 'Register'), testId: 'dialog-register', primary: true },
      { key: 'cancel', text: t('cancel', 'Cancel'), testId: 'dialog-cancel' },
    ],
  });
  if (answer === 'register') {
    window.location.assign(paths.ssoRegister({ bventId: q.bventId, returnUrl: q.returnUrl, lang: q.lang }));
  }
}

export async function showNotAudited(): Promise<void> {
  await showAccessDialog({
    kind: 'notAudited',
    message: t('exhibitor_not_audited', 'Your exhibitor identity is not yet audited'),
    buttons: [{ key: 'ok', text: t('ok', 'OK'), testId: 'dialog-ok', primary: true }],
  });
}

/** SPEC §5 permission: the (overridable) message as a toast, unless silenced. */
export function showNoPermission(message?: string): void {
  showToast(message ?? t('not_permission', 'You have no permission for this operation'), TOAST_MS);
}

/** SPEC §5: statusCode 4/8/12 with a location: a link to verify at. */
export async function showVerification(state: Extract<VerificationState, { ok: false }>): Promise<void> {
  const buttons = state.verifyAt
    ? [
        { key: 'verify', text: t('go_to_verify', 'Go to verify'), testId: 'dialog-verify', primary: true },
        { key: 'cancel', text: t('cancel', 'Cancel'), testId: 'dialog-cancel' },
      ]
    : [{ key: 'ok', text: t('ok', 'OK'), testId: 'dialog-ok', primary: true }];
  const answer = await showAccessDialog({
    kind: 'verification',
    message: state.message || t('verification_required', 'Please complete the verification first'),
    buttons,
  });
  if (answer === 'verify' && state.verifyAt) window.location.assign(state.verifyAt);
}

/**
 * SPEC §4 registration-state dialog with the authority's words; resolves the action chosen ('go' for the
 * state's action button, null otherwise). 'confirm' and 'none' only close.
 */
export async function showAttendeeTips(tips: TAttendeeTips): Promise<'go' | null> {
  const acting = tips.action === 'correct' || tips.action === 'reRegister' || tips.action === 'pay';
  const defaults: Record<TAttendeeTips['action'], string> = {
    none: t('ok', 'OK'),
    confirm: t('confirm', 'Confirm'),
    correct: t('attendee_correct', 'Complete registration'),
    reRegister: t('attendee_re_register', 'Register again'),
    pay: t('attendee_pay', 'Go to pay'),
  };
  const answer = await showAccessDialog({
    kind: `attendee-${tips.status ?? 'unknown'}`,
    title: tips.title,
    message: tips.message,
    buttons: acting
      ? [
          {
            key: 'go',
            text: tips.actionText || defaults[tips.action],
            testId: `dialog-attendee-${tips.action}`,
            primary: true,
          },
          { key: 'cancel', text: t('cancel', 'Cancel'), testId: 'dialog-cancel' },
        ]
      : [
          {
            key: 'ok',
            text: tips.actionText || defaults[tips.action],
            testId: tips.action === 'confirm' ? 'dialog-attendee-confirm' : 'dialog-ok',
            primary: true,
          },
        ],
  });
  return answer === 'go' ? 'go' : null;
}
