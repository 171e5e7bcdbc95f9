import { describe, expect, it } from 'vitest';
import { detectHost, isDesktopClient } from '../src/lib/device.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const WIN_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const WECHAT_MP = `${ANDROID} MicroMessenger/8.0 miniProgram`;

const facts = (userAgent: string, maxTouchPoints = 0, viewportWidth = 1440, inFrame = false) => ({
  userAgent,
  maxTouchPoints,
  viewportWidth,
  inFrame,
});

describe('desktop detection', () => {
  it('keeps phones on /m/', () => {
    expect(isDesktopClient(facts(IPHONE, 5, 390))).toBe(false);
    expect(isDesktopClient(facts(ANDROID, 5, 412))).toBe(false);
    expect(isDesktopClient(facts(WECHAT_MP, 5, 412))).toBe(false);
  });

  it('keeps an iPad that reports a desktop Safari agent (touch, tablet width)', () => {
    expect(isDesktopClient(facts(MAC_CHROME, 5, 820))).toBe(false);
  });

  it('sends mouse-driven desktop browsers to /pc/, whatever the window width', () => {
    expect(isDesktopClient(facts(MAC_CHROME, 0, 1440))).toBe(true);
    expect(isDesktopClient(facts(WIN_CHROME, 0, 500))).toBe(true);
  });

  it('sends a touch laptop with a wide screen to /pc/', () => {
    expect(isDesktopClient(facts(WIN_CHROME, 10, 1920))).toBe(true);
  });

  it('never redirects the page inside the /pc/ frame', () => {
    expect(isDesktopClient(facts(MAC_CHROME, 0, 414, true))).toBe(false);
  });
});

describe('host detection', () => {
  it('finds the mini-program by agent or by the WeChat environment flag', () => {
    expect(detectHost(WECHAT_MP, undefined)).toBe('miniProgram');
    expect(detectHost(ANDROID, 'miniprogram')).toBe('miniProgram');
  });

  it('finds the zsapp host and defaults to the browser', () => {
    expect(detectHost(`${IPHONE} zsapp/2.1`, undefined)).toBe('zsapp');
    expect(detectHost(IPHONE, undefined)).toBe('browser');
  });
});
