/*
 * Translation for each reader: a message shown in the reader's interface language.
 */

/** The longest text one call translates (a chat message is far shorter; a product description fits). */
export const TRANSLATE_TEXT_MAX = 2000;
/** Where a translation came from: OpenCC between the Chinese scripts (offline, exact), or the configured service. */
export const TRANSLATION_PROVIDERS = ['same', 'opencc', 'service'] as const;
