import { createHash } from 'node:crypto';
import { ErrorCode, LANGUAGE_NAMES, type TLanguage, type TTranslation } from '@showfloor/contracts';
import { BusinessError } from '../../http/errors.ts';
import { hasHan, toHongKongTraditional, toSimplified } from './chinese-script.ts';
import type { TextTranslator } from './text-translator.ts';

const CACHE_MAX = 5000;

/** Each language of ours as translation services name it; the Chinese ones go through Simplified. */
const SERVICE_CODE: Record<TLanguage, string> = {
  'zh-CN': 'zh',
  zh: 'zh',
  'zh-HK': 'zh',
  'en-US': 'en',
  'pt-PT': 'pt',
};

const isChinese = (l: TLanguage | 'auto') => l === 'zh-CN' || l === 'zh' || l === 'zh-HK';

/**
 * A text in the reader's language. Chinese to Chinese is OpenCC's; other pairs need the configured service and
 * come back through OpenCC for Hong Kong readers. Answers are cached per text and target (a most-recent list of
 * CACHE_MAX): a conversation's messages are translated once however many readers tap. With no service a pair it
 * needs answers 503 6201 and the language, never a made-up text.
 */
export class TranslateService {
  private readonly cache = new Map<string, TTranslation>();

  constructor(private readonly service: TextTranslator | null) {}

  async translate(text: string, source: TLanguage | 'auto', target: TLanguage): Promise<TTranslation> {
    const key = createHash('sha256').update(`${source}\u0000${target}\u0000${text}`).digest('base64url');
    const cached = this.cache.get(key);
    if (cached) {
      // Most recently used last: the oldest is the first to go.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const result = await this.fresh(text, source, target);
    this.cache.set(key, result);
    if (this.cache.size > CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    return result;
  }

  private async fresh(text: string, source: TLanguage | 'auto', target: TLanguage): Promise<TTranslation> {
    const script = (t: string) => (target === 'zh-HK' ? toHongKongTraditional(t) : toSimplified(t));
    // Chinese read in Chinese: only the script changes.
    if (isChinese(target) && (isChinese(source) || (source === 'auto' && hasHan(text)))) {
      const converted = script(text);
      return { text: converted, target, provider: converted === text ? 'same' : 'opencc' };
    }
    if (source !== 'auto' && SERVICE_CODE[source] === SERVICE_CODE[target]) {
      return { text, target, provider: 'same' };
    }
    if (!this.service) throw unavailable(target);
    let translated: string;
    try {
      translated = await this.service.translate(
        text,
        source === 'auto' ? 'auto' : SERVICE_CODE[source],
        SERVICE_CODE[target],
      );
    } catch {
      throw unavailable(target);
    }
    return { text: isChinese(target) ? script(translated) : translated, target, provider: 'service' };
  }
}

const unavailable = (target: TLanguage) =>
  new BusinessError(ErrorCode.TranslationUnavailable, 503, LANGUAGE_NAMES[target]);
