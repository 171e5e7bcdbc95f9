import type { TFunction } from '../../lib/translator.ts';
import type { TRoleType } from '@showfloor/contracts';

/** A role type in the interface language (keys role_Attendee, role_Exhibition, ...). */
export function roleLabel(t: TFunction, role: TRoleType | ''): string {
  if (!role) return t('role_none');
  return t(`role_${role}`);
}
