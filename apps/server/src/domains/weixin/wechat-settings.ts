/** An official account of WeChat: its app id and secret (the secret never leaves the gateway). */
export interface WechatApp {
  appId: string;
  secret: string;
}

/**
 * The WeChat official accounts the events share through (WECHAT_APP_ID and WECHAT_APP_SECRET for every event,
 * WECHAT_APPS for some events' own) and where WeChat's API answers (WECHAT_API_BASE; a test points it at a local
 * server).
 */
export interface WechatSettings {
  /** The account of every event that has none of its own; null when there is none. */
  app: WechatApp | null;
  /** Accounts of some events, by event id (lower case). */
  apps: Readonly<Record<string, WechatApp>>;
  /** https://api.weixin.qq.com unless told otherwise. */
  apiBase: string;
}

export const WECHAT_API_BASE = 'https://api.weixin.qq.com';

export const NO_WECHAT: WechatSettings = { app: null, apps: {}, apiBase: WECHAT_API_BASE };
