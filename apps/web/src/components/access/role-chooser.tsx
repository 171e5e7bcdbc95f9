import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from '../../lib/use-translation.ts';
import Popup from 'antd-mobile/es/components/popup';
import Button from 'antd-mobile/es/components/button';
import type { TCurrentRole, TOrg, TRoleType, TUserRoles } from '@showfloor/contracts';
import {
  autoChosenRole,
  canConfirmChoice,
  orgDisabledInChooser,
  usableRoles,
  visibleOrgs,
} from '@showfloor/domain';
import '../../lib/antd-locale.ts';
import { roleLabel } from './role-label.ts';
import './access.css';

export interface RoleChooserProps {
  orgs: readonly TOrg[];
  roles: TUserRoles;
  /** The role types the action (or the app) accepts. */
  expected: readonly TRoleType[];
  stored: TCurrentRole | null;
}

/** An org with exactly one role of the expected types: that role is preselected when the org is tapped. */
function onlyExpectedRole(
  usable: TUserRoles,
  orgId: string,
  expected: readonly TRoleType[],
): TCurrentRole['role'] {
  const types = new Set(
    (usable.orgRoles.find((o) => o.orgId === orgId)?.roles ?? [])
      .map((r) => r.registerType)
      .filter((r) => expected.includes(r)),
  );
  return types.size === 1 ? ([...types][0] ?? '') : '';
}

/** The first choice shown: the single matching role, else the stored org when it is selectable. */
function initialChoice(p: RoleChooserProps): TCurrentRole {
  const usable = usableRoles(p.roles);
  const matching = usable.orgRoles.flatMap((o) => o.roles).filter((r) => p.expected.includes(r.registerType));
  const auto = autoChosenRole(matching, p.stored?.orgId ?? null, p.orgs);
  if (auto) return auto;
  const storedOrg = p.stored?.orgId ?? null;
  if (storedOrg && !orgDisabledInChooser(p.roles, storedOrg, p.expected)) {
    return { orgId: storedOrg, role: p.stored?.role ?? '' };
  }
  return { orgId: null, role: '' };
}

/**
 * The role chooser: a bottom sheet listing the visible orgs (those without an expected role
 * disabled), then the chosen org's roles of the expected types; OK per canConfirmChoice.
 */
export function RoleChooser(props: RoleChooserProps & { onDone: (choice: TCurrentRole | null) => void }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  const [choice, setChoice] = useState<TCurrentRole>(() => initialChoice(props));
  const result = useRef<TCurrentRole | null>(null);
  const usable = usableRoles(props.roles);
  const orgs = visibleOrgs(props.orgs);
  const orgRoles = [
    ...new Set(
      (usable.orgRoles.find((o) => o.orgId === choice.orgId)?.roles ?? [])
        .map((r) => r.registerType)
        .filter((r) => props.expected.includes(r)),
    ),
  ];
  // With one expected role the org alone settles it: that role of the org.
  const settled: TCurrentRole =
    props.expected.length <= 1 && choice.orgId && orgRoles.length === 1 && orgRoles[0]
      ? { orgId: choice.orgId, role: orgRoles[0] }
      : choice;
  const canOk = canConfirmChoice(settled, props.expected.length);

  const close = (value: TCurrentRole | null) => {
    result.current = value;
    setVisible(false);
  };

  return (
    <Popup
      visible={visible}
      position="bottom"
      onMaskClick={() => close(null)}
      afterClose={() => props.onDone(result.current)}
      destroyOnClose
    >
      <div className="sf-role-chooser" data-testid="role-chooser" role="dialog" aria-modal="true">
        <h2 className="sf-role-chooser__title">{t('choose_identity')}</h2>
        <p className="sf-role-chooser__label">{t('choose_organization')}</p>
        <div className="sf-role-chooser__list">
          {orgs.map((org) => {
            const disabled = orgDisabledInChooser(props.roles, org.id, props.expected);
            return (
              <button
                key={org.id}
                type="button"
                className="sf-choice"
                data-testid="role-chooser-org"
                data-org-id={org.id}
                disabled={disabled}
                aria-pressed={choice.orgId === org.id}
                onClick={() =>
                  setChoice({ orgId: org.id, role: onlyExpectedRole(usable, org.id, props.expected) })
                }
              >
                {org.name}
              </button>
            );
          })}
        </div>
        {choice.orgId && orgRoles.length > 0 ? (
          <>
            <p className="sf-role-chooser__label">{t('choose_role')}</p>
            <div className="sf-role-chooser__list">
              {orgRoles.map((role) => (
                <button
                  key={role}
                  type="button"
                  className="sf-choice"
                  data-testid="role-chooser-role"
                  data-role={role}
                  aria-pressed={settled.role === role}
                  onClick={() => setChoice({ orgId: choice.orgId, role })}
                >
                  {roleLabel(t, role)}
                </button>
              ))}
            </div>
          </>
        ) : null}
        <Button
          className="sf-role-chooser__ok"
          block
          color="primary"
          disabled={!canOk}
          data-testid="role-chooser-ok"
          onClick={() => close(settled)}
        >
          {t('ok')}
        </Button>
      </div>
    </Popup>
  );
}

let open: Promise<TCurrentRole | null> | null = null;

/** Opens the chooser (one at a time) and resolves the confirmed choice, or null when dismissed. */
export function openRoleChooser(props: RoleChooserProps): Promise<TCurrentRole | null> {
  open ??= new Promise<TCurrentRole | null>((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const onDone = (choice: TCurrentRole | null) => {
      resolve(choice);
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 0);
    };
    // Its own root in the browser, which has one translator: useTranslation finds it without a provider.
    root.render(<RoleChooser {...props} onDone={onDone} />);
  }).finally(() => {
    open = null;
  });
  return open;
}
