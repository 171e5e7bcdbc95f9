import type { TDecoration } from '@showfloor/contracts';

/** Text in several interface languages; a missing language falls back (see localize.ts). */
export type Localized = Partial<Record<string, string>>;

export interface StoredShareSetting {
  shareTitle: Localized;
  shareDesc: Localized;
  shareImage: string;
}

export interface StoredEventDay {
  date: string;
  startTime: string;
  endTime: string;
}

/** The decoration as stored: the contract's shape without the id (the row's id is the event's). */
export type StoredDecoration = Omit<TDecoration, 'bventId'>;

export interface StoredShopDecoration {
  bannerImages: string[];
  themeColor: string;
  slogan: Localized;
}

/**
 * An event's registration settings. mode: open -> Registered at once; approval -> PendingApproval until the
 * organizer decides; paid -> Unpaid with a ticket order until paid; waitlist -> WaitedList once capacity is full.
 * ticketPrice in minor units of the event's currency; capacity null means unlimited.
 */
export interface StoredRegistration {
  mode: 'open' | 'approval' | 'paid' | 'waitlist';
  ticketPrice: number;
  capacity: number | null;
  /** Ways a paid ticket can be settled: Online (the cashier's providers) and/or OfflinePay (bank transfer). */
  payWays: ('Online' | 'OfflinePay')[];
}
