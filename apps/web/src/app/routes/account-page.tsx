import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import Button from 'antd-mobile/es/components/button';
import type { TLanguage } from '@showfloor/contracts';
import { attendeeGate, attendeeState } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { TOAST_MS } from '../../lib/api-client.ts';
import { safeReturnPath } from '../../lib/auth-params.ts';
import { startLogin } from '../../lib/login.ts';
import { showToast } from '../../lib/toast.ts';
import { writeCurrentRole } from '../../lib/session/current-role.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { runAttendeeDialog } from '../../components/access/attendee-flow.ts';
import { openRoleChooser } from '../../components/access/role-chooser.tsx';
import { roleLabel } from '../../components/access/role-label.ts';
import { allRoleTypes } from '../../components/access/role-types.ts';
import { useGate } from '../../components/access/use-gate.ts';
import { useLoginGateOnce } from './signed-in.tsx';
import '../../components/access/access.css';

/**
 * account: who the visitor is (from the real calls), their current role with the chooser, their
 * registration state at the event with its dialog's action, and log out. Login-gated: the gate's dialog
 * shows when nobody is logged in.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const guard = useGate();
  const session = useSession();
  const [busy, setBusy] = useState<'attendee' | 'buyer' | null>(null);
  useDocumentTitle(t('my_account'));
  const back = safeReturnPath(search.get('redirect'), paths.home(lang));

  useLoginGateOnce(session.accountId);

  if (!session.accountId) {
    return (
      <div className="sf-page sf-account-page" data-testid="account-page" data-state="anonymous">
        <h1 className="sf-section-title">{t('my_account')}</h1>
        <p>{t('not_logged_in')}</p>
        <Button
          color="primary"
          data-testid="account-login"
          onClick={() =>
            void startLogin({
              lang,
              bventId: session.bventId,
              returnUrl: window.location.pathname + window.location.search,
            })
          }
        >
          {t('log_in')}
        </Button>
      </div>
    );
  }

  const { user, roles, current, attendee, accountId, bventId } = session;
  const org = user?.orgs.find((o) => o.id === current?.orgId);
  const state = attendee ? attendeeState(attendee) : null;
  const isBuyer = current?.role === 'Attendee' || current?.role === 'Purchaser';
  const gate = attendeeGate(Boolean(attendee) && isBuyer, attendee ?? null);

  return (
    <div
      className="sf-page sf-account-page"
      data-testid="account-page"
      data-state={session.loading ? 'loading' : 'ready'}
    >
      <h1 className="sf-section-title">{t('my_account')}</h1>
      <dl>
        <dt>{t('account_name')}</dt>
        <dd data-testid="account-page-name">{user?.fullName ?? '…'}</dd>
        <dt>{t('account_id')}</dt>
        <dd data-testid="account-page-id">{accountId}</dd>
        <dt>{t('current_role')}</dt>
        <dd
          data-testid="account-page-role"
          data-role={current?.role ?? ''}
          data-org-id={current?.orgId ?? ''}
        >
          {roleLabel(t, current?.role ?? '')}
          {org ? ` · ${org.name}` : ''}
        </dd>
        <dt>{t('registration_status')}</dt>
        <dd data-testid="account-page-attendee" data-status={state ?? ''}>
          {attendee === undefined ? '…' : state ? t(`attendee_status_${state}`) : t('attendee_none')}
        </dd>
      </dl>
      {user && roles && allRoleTypes(roles).length > 0 ? (
        <Button
          data-testid="account-switch-role"
          onClick={() =>
            void openRoleChooser({
              orgs: user.orgs,
              roles,
              expected: allRoleTypes(roles),
              stored: current,
            }).then((choice) => choice && writeCurrentRole(choice))
          }
        >
          {t('switch_role')}
        </Button>
      ) : null}
      {gate.kind !== 'proceed' && bventId ? (
        <Button
          color="warning"
          data-testid="attendee-action"
          data-gate={gate.kind}
          loading={busy === 'attendee'}
          // While busy the button keeps its words beside the spinner: a button must always say what it does.
          loadingText={t('registration_status_action')}
          onClick={() => {
            setBusy('attendee');
            void runAttendeeDialog(accountId, bventId).finally(() => setBusy(null));
          }}
        >
          {t('registration_status_action')}
        </Button>
      ) : null}
      <Button
        data-testid="check-buyer-access"
        loading={busy === 'buyer'}
        loadingText={t('check_buyer_access')}
        onClick={() => {
          setBusy('buyer');
          void guard('purchaser')
            .then((ok) => {
              if (ok) showToast(t('buyer_access_ok'), TOAST_MS);
            })
            .finally(() => setBusy(null));
        }}
      >
        {t('check_buyer_access')}
      </Button>
      {/* Issue 5: the visitor's meetings, and the exhibitor's workbench for those who hold the role. */}
      <Button data-testid="account-my-meetings" onClick={() => void navigate(paths.meetings(lang))}>
        {t('my_meetings')}
      </Button>
      <Button data-testid="account-cards" onClick={() => void navigate(paths.cards(lang))}>
        {t('cards_wall')}
      </Button>
      <Button data-testid="account-my-enquiries" onClick={() => void navigate(paths.myEnquiries(lang))}>
        {t('enquiry_mine')}
      </Button>
      <Button data-testid="account-my-demands" onClick={() => void navigate(paths.myDemands(lang))}>
        {t('demand_mine')}
      </Button>
      {/* Issue 14: the organizer's review console (the demands are one of its queues) and the exhibitor's
          workbench. */}
      {roles && allRoleTypes(roles).includes('Planner') ? (
        <Button data-testid="account-review-console" onClick={() => void navigate(paths.organizer(lang))}>
          {t('review_console')}
        </Button>
      ) : null}
      {roles && allRoleTypes(roles).includes('Exhibition') ? (
        <Button data-testid="account-workbench" onClick={() => void navigate(paths.workbench(lang))}>
          {t('workbench_title')}
        </Button>
      ) : null}
      {roles && allRoleTypes(roles).includes('Exhibition') ? (
        <Button
          data-testid="account-workbench-meetings"
          onClick={() => void navigate(paths.workbenchMeetings(lang))}
        >
          {t('meetings_workbench')}
        </Button>
      ) : null}
      {roles && allRoleTypes(roles).includes('Exhibition') ? (
        <Button
          data-testid="account-workbench-enquiries"
          onClick={() => void navigate(paths.workbenchEnquiries(lang))}
        >
          {t('enquiry_inbox')}
        </Button>
      ) : null}
      <Button
        color="danger"
        fill="outline"
        data-testid="account-logout"
        onClick={() => void navigate(paths.logout(lang, back))}
      >
        {t('log_out')}
      </Button>
    </div>
  );
}
