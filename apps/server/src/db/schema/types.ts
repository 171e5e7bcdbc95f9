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
