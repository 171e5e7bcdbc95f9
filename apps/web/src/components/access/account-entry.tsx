import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import Popup from 'antd-mobile/es/components/popup';
import Button from 'antd-mobile/es/components/button';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../config/paths.ts';
import { useAccountSlot } from '../header-slot.tsx';
import { Svg } from '../icons.tsx';
import { startLogin } from '../../lib/login.ts';
import { writeCurrentRole } from '../../lib/session/current-role.ts';
import type { SessionState } from '../../lib/session/use-session.ts';
import { openRoleChooser } from './role-chooser.tsx';
import { roleLabel } from './role-label.ts';
import { allRoleTypes } from './role-types.ts';
import './access.css';

const PERSON = (
  <Svg>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);

/**
 * Who the visitor is, at a glance: Log in, or a round avatar named by the user's name, that opens a sheet with
 * the current role, switch role, the account page and log out. In the page's header where it has one (always on
 * screen, covering nothing); elsewhere a small floating button that never moves the page and stands above a
 * page's sticky bottom bar (access.css).
 */
export function AccountEntry({ lang, session }: { lang: TLanguage; session: SessionState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const slot = useAccountSlot();
  const returnUrl = () => window.location.pathname + window.location.search;
  const place = (button: ReactNode) => (slot ? createPortal(button, slot) : button);
  const where = slot ? 'sf-account-entry--header' : 'sf-account-entry--floating';

  if (!session.accountId) {
    return place(
      <button
        type="button"
        className={`sf-account-entry ${where}`}
        data-testid="login-button"
        // In the header a person icon named "Log in" (the words would crowd the event's title).
        aria-label={slot ? t('log_in') : undefined}
        title={slot ? t('log_in') : undefined}
        onClick={() => void startLogin({ lang, bventId: session.bventId, returnUrl: returnUrl() })}
      >
        {slot ? PERSON : t('log_in')}
      </button>,
    );
  }
  const name = session.user?.fullName || t('my_account');
  // A round avatar with the name's first letter (the whole name is its accessible name): small enough to keep
  // clear of the page's own controls, unlike a pill as wide as the name.
  const initial = Array.from(session.user?.fullName?.trim() ?? '')[0]?.toLocaleUpperCase() ?? '';
  const canSwitch = Boolean(session.user && session.roles && allRoleTypes(session.roles).length > 0);
  const current = session.current;
  const org = session.user?.orgs.find((o) => o.id === current?.orgId);

  return (
    <>
      {place(
        <button
          type="button"
          className={`sf-account-entry sf-account-entry--avatar ${where}`}
          data-testid="account-entry"
          aria-haspopup="dialog"
          aria-label={name}
          title={name}
          onClick={() => setOpen(true)}
        >
          {initial ? <span aria-hidden="true">{initial}</span> : PERSON}
        </button>,
      )}
      <Popup visible={open} position="bottom" onMaskClick={() => setOpen(false)} destroyOnClose>
        <div className="sf-account-sheet" data-testid="account-sheet" role="dialog" aria-modal="true">
          <p className="sf-account-sheet__who" data-testid="account-name">
            {name}
          </p>
          <p className="sf-account-sheet__role" data-testid="account-role" data-role={current?.role ?? ''}>
            {roleLabel(t, current?.role ?? '')}
            {org ? ` · ${org.name}` : ''}
          </p>
          {canSwitch && session.user && session.roles ? (
            <Button
              block
              data-testid="switch-role"
              onClick={() => {
                setOpen(false);
                const roles = session.roles;
                const user = session.user;
                if (!roles || !user) return;
                void openRoleChooser({
                  orgs: user.orgs,
                  roles,
                  expected: allRoleTypes(roles),
                  stored: current,
                }).then((choice) => choice && writeCurrentRole(choice));
              }}
            >
              {t('switch_role')}
            </Button>
          ) : null}
          <Button
            block
            data-testid="account-page-link"
            onClick={() => {
              setOpen(false);
              void navigate(paths.account(lang, returnUrl()));
            }}
          >
            {t('my_account')}
          </Button>
          <Button
            block
            color="danger"
            fill="outline"
            data-testid="logout-button"
            onClick={() => {
              setOpen(false);
              void navigate(paths.logout(lang, returnUrl()));
            }}
          >
            {t('log_out')}
          </Button>
        </div>
      </Popup>
    </>
  );
}
