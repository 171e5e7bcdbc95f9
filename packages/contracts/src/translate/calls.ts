import { callsOf } from '../define.ts';
import type { TRANSLATE_CALL_SCHEMAS } from './call-schemas.ts';

const defineCall = callsOf<typeof TRANSLATE_CALL_SCHEMAS>();

/**
 * A text in the reader's language. Between Simplified and Hong Kong Traditional Chinese (zh-CN, zh, zh-HK) it is
 * OpenCC, offline and exact; other pairs go to the configured translation service. With none for the pair: 503
 * 6201, "translation to <language> is not available", never a made-up text. Answers are cached per text and
 * target language.
 */
export const translateText = defineCall({
  id: 'translateText',
  method: 'POST',
  path: '/Api/tencentAPI/translate/text',
  summary: "Translate a text into the reader's language",
  auth: 'optional',
  alsoAnswers: [503],
});
