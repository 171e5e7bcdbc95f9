import type { TextTranslator, TranslateSettings } from './text-translator.ts';

const TIMEOUT_MS = 8000;

/**
 * A self-hosted LibreTranslate-compatible server (`POST {url}/translate` with q, source, target, format and an
 * optional api_key; it answers translatedText). Anything but a 200 with a text is a failure: the reader is told
 * translation is not available, never shown what the service might have sent instead.
 */
export class LibreTranslate implements TextTranslator {
  private readonly endpoint: string;

  constructor(private readonly settings: TranslateSettings & { url: string }) {
    this.endpoint = `${settings.url.replace(/\/+$/, '')}/translate`;
  }

  async translate(text: string, source: string, target: string): Promise<string> {
    const res = await fetch(this.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        q: text,
        source,
        target,
        format: 'text',
        ...(this.settings.apiKey ? { api_key: this.settings.apiKey } : {}),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`translation service answered ${res.status}`);
    const body = (await res.json()) as { translatedText?: unknown };
    if (typeof body.translatedText !== 'string') throw new Error('translation service sent no text');
    return body.translatedText;
  }
}
