/** The JS-SDK interfaces the client configures inside WeChat: sharing to a chat and to Moments. */
export const WECHAT_SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'] as const;

/** The page address a package is signed for, at most (WeChat signs the whole address without its #fragment). */
export const JS_SDK_URL_MAX = 2048;
