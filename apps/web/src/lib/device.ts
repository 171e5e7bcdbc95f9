import type { TClientHost } from '@showfloor/contracts';
import { renderScope } from './render-scope.ts';

export interface DeviceFacts {
  userAgent: string;
  /** navigator.maxTouchPoints: 0 on a mouse-only machine. */
  maxTouchPoints: number;
  viewportWidth: number;
  /** The page runs inside a frame (the /pc/ phone column): never redirect it again. */
  inFrame: boolean;
}

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone|miniProgram|MicroMessenger|zsapp/i;

/**
 * Whether /m/ should send this browser to the /pc/ frame. A mobile user agent always stays. A touch screen
 * narrower than a laptop stays too (iPadOS reports a desktop Safari agent). Everything else is a desktop:
 * a mouse-driven browser, whatever its window width, since a narrow desktop window is still a desktop.
 */
export function isDesktopClient(f: DeviceFacts): boolean {
  if (f.inFrame) return false;
  if (MOBILE_UA.test(f.userAgent)) return false;
  if (f.maxTouchPoints > 0 && f.viewportWidth < 1024) return false;
  return true;
}

/**
 * WeChat's own browser (not a mini-program's web view, whose sharing the mini-program does): where the page
 * configures sharing through WeChat's JS-SDK.
 */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) && !/miniProgram/i.test(userAgent);
}

/** The mini-program and zsapp hosts get their own header and are named in the Client-Host header. */
export function detectHost(userAgent: string, wxjsEnvironment: unknown): TClientHost {
  if (/miniProgram/i.test(userAgent) || wxjsEnvironment === 'miniprogram') return 'miniProgram';
  if (/zsapp/i.test(userAgent)) return 'zsapp';
  return 'browser';
}

export function currentDeviceFacts(): DeviceFacts {
  let inFrame = false;
  try {
    inFrame = window.self !== window.top;
  } catch {
    // A cross-origin parent denies access to window.top: we are framed.
    inFrame = true;
  }
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    viewportWidth: window.innerWidth,
    inFrame,
  };
}

let host: TClientHost | null = null;
export function clientHost(): TClientHost {
  const scope = renderScope();
  if (scope) return scope.host;
  host ??= detectHost(
    navigator.userAgent,
    (window as Window & { __wxjs_environment?: unknown }).__wxjs_environment,
  );
  return host;
}
