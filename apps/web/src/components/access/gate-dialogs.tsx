import type { TAttendeeTips, TLanguage } from '@showfloor/contracts';
import type { VerificationState } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { clientHost } from '../../lib/device.ts';
import { getI18n } from '../../lib/language.ts';
import { startLogin, type LoginTarget } from '../../lib/login.ts';
import { showToast } from '../../lib/toast.ts';
import { TOAST_MS } from '../../lib/api-client.ts';
import { showAccessDialog } from './access-dialog.tsx';
import { visitSource } from '../../lib/visit-source.ts';

/**
 * The dialogs of the access gates (login, role, permission, verification), wording through the dictionary
 * (English from @showfloor/locales where it has no entry). Each resolves when the visitor has answered.
 */
const t = (key: string): string => getI18n().t(key);

/** zsapp: log in via the app's My page; elsewhere the confirm whose button starts login. */
export async function showNotLoggedIn(target: LoginTarget): Promise<void> {
  if (clientHost() === 'zsapp') {
    await showAccessDialog({
      kind: 'zsappLogin',
      message: t('login_via_app_my_page'),
      buttons: [{ key: 'ok', text: t('ok'), testId: 'dialog-ok', primary: true }],
    });
    return;
  }
  const answer = await showAccessDialog({
    kind: 'notLoggedIn',
    message: t('not_logged_in'),
    buttons: [
      { key: 'login', text: t('go_to_login'), testId: 'dialog-go-login', primary: true },
      { key: 'cancel', text: t('cancel'), testId: 'dialog-cancel' },
    ],
  });
  if (answer === 'login') await startLogin(target);
}

/** No matching role ('no usable identity'): register at the authority, or in the app client, in the app. */
export async function showNoIdentity(q: {
  lang: TLanguage;
  bventId: string | null;
  returnUrl: string;
  inApp: boolean;
  /** The action's own words ("only buyers may publish demand"); by default that no identity here fits. */
  message?: string;
}) {
  if (q.inApp) {
    await showAccessDialog({
      kind: 'registerInApp',
      message: t('register_in_app'),
      buttons: [{ key: 'ok', text: t('ok'), testId: 'dialog-ok', primary: true }],
    });
    return;
  }
  const answer = await showAccessDialog({
    kind: 'noIdentity',
    message: q.message ?? t('no_usable_identity'),
    buttons: [
      { key: 'register', text: t('register'), testId: 'dialog-register', primary: true },
      { key: 'cancel', text: t('cancel'), testId: 'dialog-cancel' },
    ],
  });
  if (answer === 'register') {
    window.location.assign(
      paths.ssoRegister({ bventId: q.bventId, returnUrl: q.returnUrl, lang: q.lang, source: visitSource() }),
    );
  }
}

export async function showNotAudited(): Promise<void> {
  await showAccessDialog({
    kind: 'notAudited',
    message: t('exhibitor_not_audited'),
    buttons: [{ key: 'ok', text: t('ok'), testId: 'dialog-ok', primary: true }],
  });
}

/** Permission: the (overridable) message as a toast, unless silenced. */
export function showNoPermission(message?: string): void {
  showToast(message ?? t('not_permission'), TOAST_MS);
}

/** statusCode 4/8/12 with a location: a link to verify at. */
export async function showVerification(state: Extract<VerificationState, { ok: false }>): Promise<void> {
  const buttons = state.verifyAt
    ? [
        { key: 'verify', text: t('go_to_verify'), testId: 'dialog-verify', primary: true },
        { key: 'cancel', text: t('cancel'), testId: 'dialog-cancel' },
      ]
    : [{ key: 'ok', text: t('ok'), testId: 'dialog-ok', primary: true }];
  const answer = await showAccessDialog({
    kind: 'verification',
    message: state.message || t('verification_required'),
    buttons,
  });
  if (answer === 'verify' && state.verifyAt) window.location.assign(state.verifyAt);
}

/**
 * The registration-state dialog with the authority's words; resolves the action chosen ('go' for the
 * state's action button, null otherwise). 'confirm' and 'none' only close.
 */
export async function showAttendeeTips(tips: TAttendeeTips): Promise<'go' | null> {
  const acting = tips.action === 'correct' || tips.action === 'reRegister' || tips.action === 'pay';
  const defaults: Record<TAttendeeTips['action'], string> = {
    none: t('ok'),
    confirm: t('confirm'),
    correct: t('attendee_correct'),
    reRegister: t('attendee_re_register'),
    pay: t('attendee_pay'),
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
          { key: 'cancel', text: t('cancel'), testId: 'dialog-cancel' },
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
