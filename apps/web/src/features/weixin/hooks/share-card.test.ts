import { describe, expect, it } from 'vitest';
import { isWeChatBrowser } from '../../../lib/device.ts';
import { shareCardOf } from './share-card.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('sharing inside WeChat', () => {
  it("runs in WeChat's own browser only, not in a mini-program's web view or elsewhere", () => {
    expect(isWeChatBrowser(`${ANDROID} MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64`)).toBe(true);
    expect(isWeChatBrowser(`${ANDROID} MicroMessenger/8.0 miniProgram`)).toBe(false);
    expect(isWeChatBrowser(ANDROID)).toBe(false);
  });

  it("takes the page's title, its share tags, its address without the fragment and an absolute picture", () => {
    const tags: Record<string, string> = {
      'og:title': 'The fair',
      'og:description': 'Exhibitors and products',
      'og:image': '/media/banner/share.png',
    };
    const card = shareCardOf({
      title: 'Video hall | The fair',
      meta: (p) => tags[p] ?? '',
      href: 'https://fair.example.com/m/en-US/videos?cate=1#top',
    });
    expect(card).toEqual({
      title: 'Video hall | The fair',
      desc: 'Exhibitors and products',
      link: 'https://fair.example.com/m/en-US/videos?cate=1',
      imgUrl: 'https://fair.example.com/media/banner/share.png',
    });
    expect(shareCardOf({ title: '', meta: () => '', href: 'https://fair.example.com/m/zh-CN' })).toEqual({
      title: '',
      desc: '',
      link: 'https://fair.example.com/m/zh-CN',
      imgUrl: '',
    });
  });
});
