import { createHash } from 'node:crypto';
import { type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ErrorCode,
  HEADERS,
  getBventByBusinessId,
  getBventThirdPlatformAppId,
  jsSdkUiPackage,
  openJsSdkUiPackage,
} from '@showfloor/contracts';
import { ZBvent, ZJsSdkUiPackage, ZThirdPlatformAppId, envelopeOf } from '@showfloor/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsSdkSignature } from '../src/domains/weixin/js-sdk-signature.ts';
import {
  DEMO_AGENCY_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_PRODUCT_ID,
  DEMO_PROJECT_ID,
  DEMO_VIDEO_ID,
} from '../src/db/seed/demo-ids.ts';
import { type TestApp, api, build, call } from './helpers.ts';
import { TEST_NOW } from './test-clock.ts';

/*
 * The event calls that were missing: the event of any business, the event's WeChat app id, and the WeChat JS-SDK
 * package (share configuration inside WeChat). WeChat's API is a local server here (WECHAT_API_BASE), never the
 * real one; the signature is checked against the worked example of WeChat's JS-SDK documentation.
 */

/** The worked example of WeChat's JS-SDK documentation (appendix 1, the signature algorithm). */
const DOC = {
  jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
};

const APP = { appId: 'wx1234567890abcdef', secret: 'the-secret-of-the-account' };
const OWN = { appId: 'wxfedcba0987654321', secret: 'another-secret' };

/** WeChat's API as the gateway uses it: a token for the account, a ticket for the token; what it was asked. */
class FakeWechat {
  server: Server = createServer((req, res) => this.answer(req.url ?? '', res));
  asked: string[] = [];
  /** The next getticket answers "access token expired" once. */
  expireTokenOnce = false;
  /** Every token request is refused (a wrong secret). */
  refuseToken = false;
  private issued = 0;

  private answer(url: string, res: ServerResponse) {
    const u = new URL(url, 'http://wechat');
    this.asked.push(u.pathname);
    const send = (body: object) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (u.pathname === '/cgi-bin/token') {
      const known = [APP, OWN].find((a) => a.appId === u.searchParams.get('appid'));
      if (this.refuseToken || !known || known.secret !== u.searchParams.get('secret'))
        return send({ errcode: 40125, errmsg: 'invalid appsecret' });
      this.issued += 1;
      return send({ access_token: `TOKEN-${known.appId}-${this.issued}`, expires_in: 7200 });
    }
    if (u.pathname === '/cgi-bin/ticket/getticket') {
      if (this.expireTokenOnce) {
        this.expireTokenOnce = false;
        return send({ errcode: 42001, errmsg: 'access_token expired' });
      }
      if (!u.searchParams.get('access_token')?.startsWith('TOKEN-') || u.searchParams.get('type') !== 'jsapi')
        return send({ errcode: 40001, errmsg: 'invalid credential' });
      return send({ errcode: 0, errmsg: 'ok', ticket: DOC.jsapiTicket, expires_in: 7200 });
    }
    res.statusCode = 404;
    res.end();
  }
}

const ZPackage = envelopeOf(ZJsSdkUiPackage);
const page = 'https://fair.example.com/m/zh-CN/exhibitor/1?from=timeline';

describe('the JS-SDK signature', () => {
  it("is WeChat's documented example", () => {
    expect(jsSdkSignature(DOC)).toBe(DOC.signature);
  });

  it("leaves the page's #fragment out, as WeChat signs it", () => {
    expect(jsSdkSignature({ ...DOC, url: `${DOC.url}#/share` })).toBe(DOC.signature);
  });
});

describe('not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  for (const callOf of [jsSdkUiPackage, openJsSdkUiPackage])
    it(`${callOf.id} answers "not configured", never a made-up package`, async () => {
      const res = await call(t.app, {
        url: api(callOf.path),
        query: { bventId: DEMO_EVENT_ID, url: page },
        headers: { [HEADERS.language]: 'en-US' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        isSuccess: false,
        businessCode: ErrorCode.WechatNotConfigured,
        returnObj: null,
      });
      expect(res.body.businessMessage).toContain('not configured');
    });

  it('GetBventThirdPlatformAppId answers "not configured" too', async () => {
    const res = await call(t.app, {
      url: api(getBventThirdPlatformAppId.path.replace(':bventId', DEMO_EVENT_ID)),
    });
    expect([res.status, res.body.isSuccess, res.body.businessCode]).toEqual([
      200,
      false,
      ErrorCode.WechatNotConfigured,
    ]);
  });

  it('refuses a page address that is not one', async () => {
    const res = await call(t.app, {
      url: api(jsSdkUiPackage.path),
      query: { bventId: DEMO_EVENT_ID, url: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
  });
});

describe('configured, with WeChat answering', () => {
  const wechat = new FakeWechat();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => wechat.server.listen(0, '127.0.0.1', resolve));
    const { port } = wechat.server.address() as AddressInfo;
    t = await build({ wechat: { app: APP, apps: {}, apiBase: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => wechat.server.close(resolve));
  });

  const ask = (callOf = jsSdkUiPackage, url = page) =>
    call(t.app, { url: api(callOf.path), query: { bventId: DEMO_EVENT_ID, url } });

  it("signs the page with the account's ticket at the gateway's clock; both paths", async () => {
    for (const callOf of [jsSdkUiPackage, openJsSdkUiPackage]) {
      const res = await ask(callOf, `${page}#top`);
      expect(res.status).toBe(200);
      const p = ZPackage.parse(res.body).returnObj!;
      expect(p.appId).toBe(APP.appId);
      expect(p.timestamp).toBe(Math.floor(TEST_NOW / 1000));
      expect(p.nonceStr).toMatch(/^[0-9a-f]{32}$/);
      // Computed here from WeChat's rule, not by the gateway's function.
      const text = `jsapi_ticket=${DOC.jsapiTicket}&noncestr=${p.nonceStr}&timestamp=${p.timestamp}&url=${page}`;
      expect(p.signature).toBe(createHash('sha1').update(text).digest('hex'));
    }
    // One token and one ticket for both answers: WeChat limits how often they may be fetched.
    expect(wechat.asked).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
    const again = ZPackage.parse((await ask()).body).returnObj!;
    expect(again.nonceStr).not.toBe('');
    expect(wechat.asked).toHaveLength(2);
  });

  it('answers the app id, never the secret', async () => {
    const res = await call(t.app, {
      url: api(getBventThirdPlatformAppId.path.replace(':bventId', DEMO_EVENT_ID)),
    });
    const body = envelopeOf(ZThirdPlatformAppId).parse(res.body);
    expect(body.returnObj).toEqual({ bventId: DEMO_EVENT_ID, platform: 'WeChat', appId: APP.appId });
    expect(JSON.stringify(res.body)).not.toContain(APP.secret);
  });
});

describe("an event's own account, a stale token and WeChat refusing", () => {
  const wechat = new FakeWechat();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => wechat.server.listen(0, '127.0.0.1', resolve));
    const { port } = wechat.server.address() as AddressInfo;
    t = await build({
      wechat: { app: null, apps: { [DEMO_EVENT_ID]: OWN }, apiBase: `http://127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => wechat.server.close(resolve));
  });

  it("replaces an expired access token once, then signs with the event's own account", async () => {
    wechat.expireTokenOnce = true;
    const res = await call(t.app, {
      url: api(jsSdkUiPackage.path),
      query: { bventId: DEMO_EVENT_ID, url: page },
    });
    expect(ZPackage.parse(res.body).returnObj?.appId).toBe(OWN.appId);
    expect(wechat.asked).toEqual([
      '/cgi-bin/token',
      '/cgi-bin/ticket/getticket',
      '/cgi-bin/token',
      '/cgi-bin/ticket/getticket',
    ]);
  });

  it('WeChat refusing the account is 503 with its own code, and nothing is cached', async () => {
    wechat.refuseToken = true;
    // A fresh app: the first one holds a ticket already.
    const { port } = wechat.server.address() as AddressInfo;
    const fresh = await build({
      wechat: { app: null, apps: { [DEMO_EVENT_ID]: OWN }, apiBase: `http://127.0.0.1:${port}` },
    });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await call(fresh.app, {
          url: api(jsSdkUiPackage.path),
          query: { bventId: DEMO_EVENT_ID, url: page },
        });
        expect([res.status, res.body.businessCode, res.body.returnObj]).toEqual([
          503,
          ErrorCode.WechatUnavailable,
          null,
        ]);
        expect(JSON.stringify(res.body)).not.toContain(OWN.secret);
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('GetBventByBusinessId', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const ask = (query: Record<string, string>) =>
    call(t.app, { url: api(getBventByBusinessId.path), query, headers: { [HEADERS.language]: 'en-US' } });

  it('answers the event of an exhibitor, a product, a project, a video and an agency, with or without the type', async () => {
    const cases: [string, string][] = [
      [DEMO_EXHIBITOR_ID, 'Shop'],
      [DEMO_EXHIBITOR_ID, 'Exhibitor'],
      [DEMO_PRODUCT_ID, 'Exhibit'],
      [DEMO_PROJECT_ID, 'Project'],
      [DEMO_VIDEO_ID, 'Video'],
      [DEMO_AGENCY_ID, 'Agency'],
    ];
    for (const [businessId, businessType] of cases) {
      for (const query of [{ businessId, businessType }, { businessId }] as Record<string, string>[]) {
        const res = await ask(query);
        expect(res.status, `${businessType} ${JSON.stringify(query)}`).toBe(200);
        expect(envelopeOf(ZBvent).parse(res.body).returnObj?.bventId).toBe(DEMO_EVENT_ID);
      }
    }
  });

  it('an id of another type, or of nothing, is an unknown event (404 5001); a type out of the list is 400', async () => {
    const unknown: Record<string, string>[] = [
      { businessId: DEMO_PRODUCT_ID, businessType: 'Exhibitor' },
      { businessId: '0d000000-2026-4000-8000-00000000ffff' },
    ];
    for (const query of unknown) {
      const res = await ask(query);
      expect([res.status, res.body.businessCode]).toEqual([404, ErrorCode.EventNotFound]);
    }
    const bad = await ask({ businessId: DEMO_PRODUCT_ID, businessType: 'Planet' });
    expect(bad.status).toBe(400);
  });
});
