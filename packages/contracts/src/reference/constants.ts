/** Which contact details to answer: all, telephone numbers only, or e-mail only. */
export const CONTACT_TYPES = ['0', '1', '2'] as const;

/** A node of the country / province / city tree; names in the request's language. */
export interface TAreaNode {
  /** ISO 3166-1 alpha-2 for countries and regions (CN, PT, HK, MO), then CN-GD, CN-GD-SZ, PT-11 ... */
  code: string;
  name: string;
  /** 1 country or region, 2 province / district, 3 city. */
  level: number;
  children: TAreaNode[];
}
