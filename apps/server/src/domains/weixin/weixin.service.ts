import { randomBytes } from 'node:crypto';
import { ErrorCode, type TJsSdkUiPackage, type TThirdPlatformAppId } from '@showfloor/contracts';
import type { Clock } from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import { jsSdkSignature } from './js-sdk-signature.ts';
import { WechatApi, WechatApiError } from './wechat-api.ts';
import type { WechatApp, WechatSettings } from './wechat-settings.ts';

/**
 * Sharing inside WeChat: the event's official account (its own, or the deployment's) signs the JS-SDK
 * configuration of a page. Without an account the answer is WechatNotConfigured, never a made-up app id or
 * signature; WeChat not giving its ticket is WechatUnavailable (503).
 */
export class WeixinService {
  private readonly api: WechatApi;

  constructor(
    private readonly settings: WechatSettings,
    private readonly clock: Clock,
  ) {
    this.api = new WechatApi(settings.apiBase);
  }

  /** The event's account; that the event exists the gateway checked before the handler (it names bventId). */
  private appOf(bventId: string): WechatApp {
    const id = bventId.toLowerCase();
    const app = this.settings.apps[id] ?? this.settings.app;
    if (!app) throw new BusinessError(ErrorCode.WechatNotConfigured);
    return app;
  }

  async thirdPlatformAppId(bventId: string): Promise<TThirdPlatformAppId> {
    const app = this.appOf(bventId);
    return { bventId: bventId.toLowerCase(), platform: 'WeChat', appId: app.appId };
  }

  async jsSdkPackage(bventId: string, url: string): Promise<TJsSdkUiPackage> {
    const app = this.appOf(bventId);
    let jsapiTicket: string;
    try {
      jsapiTicket = await this.api.jsapiTicket(app);
    } catch (err) {
      if (err instanceof WechatApiError)
        throw new BusinessError(ErrorCode.WechatUnavailable, 503, err.message);
      throw err;
    }
    const timestamp = Math.floor(this.clock.now() / 1000);
    // WeChat takes up to 32 characters; 16 random bytes as hex is 32.
    const nonceStr = randomBytes(16).toString('hex');
    return {
      appId: app.appId,
      timestamp,
      nonceStr,
      signature: jsSdkSignature({ jsapiTicket, nonceStr, timestamp, url }),
    };
  }
}
