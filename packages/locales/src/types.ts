/**
 * The dictionary's shape. Keys stay flat (no nesting, no dots) because the server stores each entry as one
 * `lang/key/value` row and the web looks keys up across the whole key space at once.
 */
export const NAMESPACES = [
  'common',
  'access',
  'browse',
  'booking',
  'meeting',
  'meetings',
  'room',
  'cards',
  'messages',
  'enquiry',
  'workbench',
  'review',
  'company',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The languages written here. zh is not a file: the server copies zh-CN. zh-HK holds only the entries whose
 * Hong Kong wording differs from a character conversion; the rest is converted from zh-CN with OpenCC.
 */
export const LOCALE_LANGUAGES = ['zh-CN', 'en-US', 'pt-PT', 'zh-HK'] as const;
export type LocaleLanguage = (typeof LOCALE_LANGUAGES)[number];

export type Bundle = Readonly<Record<string, string>>;
export type Bundles = Readonly<Record<Namespace, Bundle>>;
