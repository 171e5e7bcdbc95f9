import { GUID_PATTERN } from '@showfloor/contracts';

export function isGuid(value: unknown): value is string {
  return typeof value === 'string' && GUID_PATTERN.test(value);
}
