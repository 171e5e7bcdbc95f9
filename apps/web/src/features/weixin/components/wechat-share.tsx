import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { WECHAT_SHARE_APIS } from '@showfloor/contracts';
import { useCurrentEventId } from '../../../lib/event-session.ts';
import { fetchJsSdkPackage } from '../api/js-sdk-package.ts';
import { shareCardOf } from '../hooks/share-card.ts';

/**
 * Inside WeChat: each page configures the JS-SDK with the package the gateway signed for its address and sets
 * its share card (to a chat and to Moments). Every failure is silent: WeChat then shares the plain link.
 * Rendered only inside WeChat's browser (lang-layout), so this code and the SDK load nowhere else.
 */
export default function WechatShare() {
  const bventId = useCurrentEventId();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!bventId) return;
    let stale = false;
    // After the page has set its title (pages set it in an effect of their own).
    const timer = window.setTimeout(() => {
      void configure(bventId, () => stale).catch(() => undefined);
    }, 0);
    return () => {
      stale = true;
      window.clearTimeout(timer);
    };
  }, [bventId, pathname, search]);
  return null;
}

async function configure(bventId: string, stale: () => boolean): Promise<void> {
  const url = window.location.href.split('#')[0] ?? window.location.href;
  const [pkg, { default: wx }] = await Promise.all([
    fetchJsSdkPackage(bventId, url),
    import('weixin-js-sdk'),
  ]);
  if (stale() || !pkg) return;
  const card = shareCardOf({
    title: document.title,
    meta: (property) =>
      document.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content.trim() ?? '',
    href: window.location.href,
  });
  wx.config({
    debug: false,
    appId: pkg.appId,
    timestamp: pkg.timestamp,
    nonceStr: pkg.nonceStr,
    signature: pkg.signature,
    jsApiList: [...WECHAT_SHARE_APIS],
  });
  wx.ready(() => {
    const done = () => undefined;
    wx.updateAppMessageShareData({ ...card, success: done });
    wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl, success: done });
  });
  // A refused signature (an address WeChat does not allow for the account): the plain link is shared.
  wx.error(() => undefined);
}
