import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, HEADERS, translateText, type TTranslation } from '@showfloor/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, build, call, type TestApp } from './helpers.ts';

/*
 * Translation for each reader: OpenCC between the Chinese scripts (offline, exact), a LibreTranslate-compatible
 * service for the other pairs (here a small local server that speaks its protocol), a clear refusal without one,
 * and a cache per text and target language.
 */

interface Asked {
  q: string;
  source: string;
  target: string;
  format: string;
  api_key?: string;
}

/** A LibreTranslate stand-in: knows a few sentences, answers 500 when told to fail, and counts what it was asked. */
class LocalTranslationServer {
  readonly asked: Asked[] = [];
  failing = false;
  private server: Server | null = null;
  private readonly known: Record<string, Record<string, string>> = {
    en: { 交期多久: 'How long is the delivery time', 软件: 'software' },
    zh: { 'Four weeks from the order': '下单后四周', Software: '软件' },
    pt: { 'How long is the delivery time': 'Qual é o prazo de entrega' },
  };

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void readJson(req).then((body) => {
        const asked = body as Asked;
        this.asked.push(asked);
        const text = this.known[asked.target]?.[asked.q];
        if (req.url !== '/translate' || this.failing || !text) {
          res.writeHead(this.failing ? 500 : 400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: 'cannot translate' }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ translatedText: text }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const service = new LocalTranslationServer();
let withService: TestApp;
let without: TestApp;

beforeAll(async () => {
  const url = await service.start();
  withService = await build({ translate: { url, apiKey: 'local-key' } });
  without = await build();
});
afterAll(async () => {
  await withService?.close();
  await without?.close();
  await service.stop();
});
beforeEach(() => {
  service.asked.length = 0;
  service.failing = false;
});

const translate = (t: TestApp, body: object, lang = 'en-US') =>
  call<TTranslation>(t.app, {
    method: 'POST',
    url: api(translateText.path),
    payload: body,
    headers: { [HEADERS.language]: lang },
  });

describe('between the Chinese scripts', () => {
  it('converts Simplified to Hong Kong Traditional and back with OpenCC, without the service', async () => {
    const hk = await translate(without, { text: '这个软件的鼠标支持吗？', target: 'zh-HK' });
    expect(hk.status).toBe(200);
    expect(hk.body.returnObj).toEqual({
      text: '這個軟件的鼠標支持嗎？',
      target: 'zh-HK',
      provider: 'opencc',
    });

    const cn = await translate(without, { text: '這個軟件的鼠標支持嗎？', source: 'zh-HK', target: 'zh-CN' });
    expect(cn.body.returnObj).toEqual({
      text: '这个软件的鼠标支持吗？',
      target: 'zh-CN',
      provider: 'opencc',
    });
  });

  it('leaves a text already in the reader’s script as it is', async () => {
    const same = await translate(without, { text: '交期多久', target: 'zh' });
    expect(same.body.returnObj).toEqual({ text: '交期多久', target: 'zh', provider: 'same' });
    const english = await translate(without, { text: 'Hello', source: 'en-US', target: 'en-US' });
    expect(english.body.returnObj).toEqual({ text: 'Hello', target: 'en-US', provider: 'same' });
  });
});

describe('through the translation service', () => {
  it('asks the LibreTranslate-compatible server, with its key, and answers its text', async () => {
    const res = await translate(withService, { text: '交期多久', target: 'en-US' });
    expect(res.status).toBe(200);
    expect(res.body.returnObj).toEqual({
      text: 'How long is the delivery time',
      target: 'en-US',
      provider: 'service',
    });
    expect(service.asked).toEqual([
      { q: '交期多久', source: 'auto', target: 'en', format: 'text', api_key: 'local-key' },
    ]);
  });

  it('gives a Hong Kong reader the service’s Chinese in Hong Kong Traditional', async () => {
    const res = await translate(withService, { text: 'Software', source: 'en-US', target: 'zh-HK' });
    expect(res.body.returnObj).toEqual({ text: '軟件', target: 'zh-HK', provider: 'service' });
    expect(service.asked.map((a) => [a.source, a.target])).toEqual([['en', 'zh']]);
  });

  it('caches per text and target language: the same question is asked of the service once', async () => {
    const first = await translate(withService, { text: 'Four weeks from the order', target: 'zh-CN' });
    const again = await translate(withService, { text: 'Four weeks from the order', target: 'zh-CN' });
    expect(again.body.returnObj).toEqual(first.body.returnObj);
    expect(first.body.returnObj?.text).toBe('下单后四周');
    expect(service.asked).toHaveLength(1);
    // Another target is another translation.
    await translate(withService, { text: 'How long is the delivery time', target: 'pt-PT' });
    expect(service.asked).toHaveLength(2);
  });
});

describe('when no translation can be had', () => {
  it('without a service: 503 6201, "not available" and the language, in the reader’s language', async () => {
    const res = await translate(without, { text: '交期多久', target: 'en-US' }, 'zh-CN');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ isSuccess: false, businessCode: ErrorCode.TranslationUnavailable });
    expect(res.body.businessMessage).toBe('暂不支持翻译成该语言: English');
    const en = await translate(without, { text: 'Hello', target: 'pt-PT' }, 'en-US');
    expect(en.body.businessMessage).toBe('Translation is not available for this language: Português');
  });

  it('a service that fails is "not available" too, and nothing is cached: it is asked again later', async () => {
    service.failing = true;
    const failed = await translate(withService, { text: '软件', target: 'en-US' });
    expect([failed.status, failed.body.businessCode]).toEqual([503, ErrorCode.TranslationUnavailable]);
    service.failing = false;
    const later = await translate(withService, { text: '软件', target: 'en-US' });
    expect(later.body.returnObj?.text).toBe('software');
    expect(service.asked).toHaveLength(2);
  });

  it('refuses an empty or overlong text, or an unknown language, and asks nobody', async () => {
    const empty = await translate(withService, { text: '   ', target: 'en-US' });
    expect([empty.status, empty.body.businessCode]).toEqual([400, ErrorCode.BadRequest]);
    expect(empty.body.businessMessage).toContain('The text to translate is empty');
    const long = await translate(withService, { text: 'a'.repeat(2001), target: 'en-US' });
    expect(long.status).toBe(400);
    expect((await translate(withService, { text: 'Hi', target: 'fr-FR' })).status).toBe(400);
    expect(service.asked).toHaveLength(0);
  });
});
