import type { TLanguage } from './primitives.ts';

/** Ids are guid-shaped: 8-4-4-4-12 hex. */
export const GUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The five interface languages; zh-CN is the default, zh the simple form. */
export const LANGUAGES = ['zh-CN', 'zh', 'en-US', 'zh-HK', 'pt-PT'] as const;

/** Each language named in itself: a reader who cannot read the current one still finds theirs. */
export const LANGUAGE_NAMES: Readonly<Record<(typeof LANGUAGES)[number], string>> = {
  'zh-CN': '简体中文',
  zh: '中文（简）',
  'en-US': 'English',
  'zh-HK': '繁體中文（香港）',
  'pt-PT': 'Português',
};

export const DEFAULT_LANGUAGE: TLanguage = 'zh-CN';

export const CURRENCIES = ['CNY', 'USD', 'HKD', 'EUR'] as const;

/** The id of the script element that carries the boot data in the document. */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';
