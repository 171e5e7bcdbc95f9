import type { TFunction } from 'i18next';
import type { TRoleType } from '@showfloor/contracts';

const ROLE_WORDS: Record<TRoleType, string> = {
  Attendee: 'Visitor',
  Purchaser: 'Buyer',
  Exhibition: 'Exhibitor',
  Agency: 'Agency',
  Planner: 'Organizer',
};

/** A role type in the interface language (keys role_Attendee, role_Exhibition, ...). */
export function roleLabel(t: TFunction, role: TRoleType | ''): string {
  if (!role) return t('role_none', { defaultValue: 'No role chosen' });
  return t(`role_${role}`, { defaultValue: ROLE_WORDS[role] });
}
