import { afterAll, afterEach, beforeAll, onTestFailed } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  devices,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { repoRoot } from './server.ts';

/** The phone the journeys emulate, as a user agent: what a document fetched without a browser says it is. */
export const PHONE_USER_AGENT = devices['Pixel 7'].userAgent;

/** Debian's Chromium, never a downloaded one; the flags keep it off the network. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface ContextOptions {
  locale?: string;
  timezoneId?: string;
  desktop?: boolean;
  userAgent?: string;
  /** Let the page register its service worker (blocked by default so journeys always hit the server). */
  serviceWorkers?: boolean;
  /** false: a visitor without JavaScript (what the server rendered is all there is). */
  javaScriptEnabled?: boolean;
}

/**
 * What hydration reported: the client logs every recoverable error of hydrateRoot as "[hydration]" (main.tsx),
 * and React's own mismatch errors (#418 text, #419/#423 recoverable, #425 text content) name themselves.
 */
const HYDRATION_PROBLEM = /\[hydration\]|hydrat|Minified React error #(418|419|422|423|425)\b/i;
const hydrationProblems: string[] = [];

/** Takes what hydration reported so far (the journey that provokes a mismatch on purpose reads it). */
export function takeHydrationProblems(): string[] {
  return hydrationProblems.splice(0);
}

/**
 * A server-rendered page is on screen before its scripts run, and a tap before the app takes over is lost (as it is
 * for a visitor). So the pages of a context wait, after `goto` and `reload`, until the app has taken over a
 * server-rendered document (`<html data-ready>`, set by the app once hydrated).
 */
function waitForTakeover(context: BrowserContext): void {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    const ready = () =>
      page.waitForFunction(
        () => !document.getElementById('ssr-data') || document.documentElement.dataset.ready === 'true',
      );
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    return page;
  };
}

/** A phone (Pixel 7 emulation) by default; `desktop` gives a wide mouse-driven browser. */
export async function newContext(browser: Browser, opts: ContextOptions = {}): Promise<BrowserContext> {
  const device = opts.desktop ? devices['Desktop Chrome'] : devices['Pixel 7'];
  const context = await browser.newContext({
    ...device,
    ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
    locale: opts.locale ?? 'zh-CN',
    timezoneId: opts.timezoneId ?? 'Asia/Shanghai',
    serviceWorkers: opts.serviceWorkers ? 'allow' : 'block',
    ...(opts.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
  });
  if (opts.javaScriptEnabled !== false) waitForTakeover(context);
  context.on('console', (msg) => {
    if (msg.type() === 'error' && HYDRATION_PROBLEM.test(msg.text())) {
      hydrationProblems.push(`${msg.page()?.url() ?? ''}: ${msg.text()}`);
    }
  });
  context.on('weberror', (e) => {
    if (HYDRATION_PROBLEM.test(String(e.error())))
      hydrationProblems.push(`${e.page()?.url() ?? ''}: ${e.error()}`);
  });
  keepForFailure(context);
  return context;
}

/**
 * What a failed test leaves for a person to read (a flaky wait in CI says nothing by itself): each open page's
 * screen, and its navigations, answers of the gateway and console lines, in e2e/screenshots/failures/.
 */
function keepForFailure(context: BrowserContext): void {
  const log: string[] = [];
  // Seconds since the context opened: the order and the gaps are what tell a slow wait from a lost answer.
  const opened = performance.now();
  const stamp = () => `+${((performance.now() - opened) / 1000).toFixed(3)}s`;
  context.on('page', (page) => {
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) log.push(`${stamp()} page ${f.url()}`);
    });
    page.on('console', (m) => log.push(`${stamp()} console.${m.type()} ${m.text()}`));
    page.on('response', (r) => {
      if (/\/(api|sso)\//.test(r.url()))
        log.push(`${stamp()} ${r.status()} ${r.request().method()} ${r.url()}`);
    });
  });
  // A context opened outside a test (a file's shared one) has no test to watch.
  try {
    onTestFailed(keep);
  } catch {
    return;
  }
  async function keep({ task }: { task: { name: string } }) {
    const dir = join(shotsDir, 'failures');
    mkdirSync(dir, { recursive: true });
    const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
    const pages = context.pages();
    await Promise.all(
      pages.map((page, i) => page.screenshot({ path: join(dir, `${name}-${i}.png`) }).catch(() => undefined)),
    );
    writeFileSync(join(dir, `${name}.log`), log.join('\n'));
    console.log(`failure kept: e2e/screenshots/failures/${name}.log and ${pages.length} screen(s)`);
  }
}

const shotsDir = join(repoRoot, 'e2e/screenshots');
mkdirSync(shotsDir, { recursive: true });

/**
 * Saves a screenshot for a person to look at: the whole page, or only the screen (for popups and toasts,
 * which a full-page capture would show against a stretched page).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage });
}

/** One Chromium per test file: launched before the file's tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  // Every journey fails on a hydration warning or recoverable error: the server's page and the client's first
  // render must be the same.
  afterEach(() => {
    const problems = takeHydrationProblems();
    if (problems.length) throw new Error(`hydration problems:\n${problems.join('\n')}`);
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

/**
 * Waits until an element that animates in (antd-mobile dialogs and popups fade and slide with JS springs, which
 * the Web Animations API does not see) is fully opaque and has stopped moving, so its screenshot shows it as the
 * visitor sees it once it has arrived.
 */
export async function settled(locator: Locator): Promise<void> {
  await locator.waitFor();
  let last = '';
  for (let i = 0; i < 50; i++) {
    const now = await locator.evaluate((el) => {
      let opacity = 1;
      for (let n: Element | null = el; n; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
      const r = el.getBoundingClientRect();
      return `${opacity.toFixed(3)}|${Math.round(r.top)}|${Math.round(r.left)}`;
    });
    if (now === last && now.startsWith('1.000|')) return;
    last = now;
    await locator.page().waitForTimeout(50);
  }
}
