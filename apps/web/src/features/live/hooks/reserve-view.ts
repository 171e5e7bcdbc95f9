import type { TLiveDetail } from '@showfloor/contracts';

/** What the reserve button can do now; 'unknown' while the visitor's reservation is still on its way. */
export type ReserveAction = 'reserve' | 'cancel' | 'soldOut' | 'unknown';

export interface ReserveView {
  action: ReserveAction;
  tappable: boolean;
  /** A private live not reserved yet: the code field shows. */
  needsCode: boolean;
  seatsLeft: number | null;
}

/**
 * The reserve button of an upcoming live for a viewer: signed out, a tap opens the login gate; signed in, it
 * waits for the viewer's own answer (reserved or not) before it can be tapped.
 */
export function reserveViewOf(d: TLiveDetail, signedIn: boolean | null): ReserveView {
  const seatsLeft = d.capacity === null ? null : Math.max(0, d.capacity - d.reservedCount);
  const known = signedIn === false || (signedIn === true && d.reserved !== null);
  const action: ReserveAction = !known
    ? 'unknown'
    : d.reserved
      ? 'cancel'
      : d.soldOut
        ? 'soldOut'
        : 'reserve';
  return {
    action,
    tappable: action === 'reserve' || action === 'cancel',
    needsCode: d.isPrivate && action === 'reserve',
    seatsLeft,
  };
}

/** The page as it will be after the change, shown at once (the server's answer replaces it). */
export function optimisticDetail(d: TLiveDetail, reserve: boolean): TLiveDetail {
  const reservedCount = Math.max(0, d.reservedCount + (reserve ? 1 : -1));
  return {
    ...d,
    reserved: reserve,
    reservedCount,
    soldOut: d.capacity !== null && reservedCount >= d.capacity,
  };
}
