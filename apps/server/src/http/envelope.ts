import type { TEnvelope, TPager } from '@showfloor/contracts';

/** A handler's answer for a paged call: the list and its pager, both placed in the envelope. */
export class Paged<T> {
  constructor(
    readonly items: T,
    readonly pager: TPager,
  ) {}
}

export function success<T>(returnObj: T, pager: TPager | null = null): TEnvelope<T> {
  return { isSuccess: true, businessCode: 0, businessMessage: '', returnObj, pager };
}

export function failure(
  businessCode: number,
  businessMessage: string,
  details?: TEnvelope['details'],
): TEnvelope<null> {
  return details
    ? { isSuccess: false, businessCode, businessMessage, returnObj: null, pager: null, details }
    : { isSuccess: false, businessCode, businessMessage, returnObj: null, pager: null };
}
