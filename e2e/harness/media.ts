import { expect } from 'vitest';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';

/*
 * What the room journeys read of WebRTC: the page's peer connections, kept by an init script (test
 * instrumentation only), and the frames and packets they received from the other side.
 */

/**
 * A Chromium for the rooms: the fake camera and microphone, WebRTC allowed on loopback, and host candidates by
 * address (a page without camera permission names them by multicast DNS, which nothing answers in the journeys'
 * loopback-only namespace; a phone on a real network gets through by STUN or TURN instead). `prompt`: 'allow'
 * answers the permission prompt yes; 'never' leaves it unanswered (a visitor who refused the camera).
 */
export function launchWithMedia(prompt: 'allow' | 'never' = 'allow'): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--allow-loopback-in-peer-connection',
      '--disable-features=WebRtcHideLocalIpsWithMdns',
      ...(prompt === 'allow' ? ['--use-fake-ui-for-media-stream'] : []),
    ],
  });
}

/** Every RTCPeerConnection the page makes, kept where the test can read its statistics (test instrumentation). */
export const KEEP_PEER_CONNECTIONS = () => {
  const Original = window.RTCPeerConnection;
  const kept: RTCPeerConnection[] = [];
  (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = kept;
  window.RTCPeerConnection = class extends Original {
    constructor(config?: RTCConfiguration) {
      super(config);
      kept.push(this);
    }
  } as typeof RTCPeerConnection;
};

/** Frames decoded and audio packets received from the other side, over every connection of the page. */
export async function received(page: Page): Promise<{ frames: number; audioPackets: number }> {
  return page.evaluate(async () => {
    let frames = 0;
    let audioPackets = 0;
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach(
        (r: { type: string; kind?: string; framesDecoded?: number; packetsReceived?: number }) => {
          if (r.type !== 'inbound-rtp') return;
          if (r.kind === 'video') frames += r.framesDecoded ?? 0;
          if (r.kind === 'audio') audioPackets += r.packetsReceived ?? 0;
        },
      );
    }
    return { frames, audioPackets };
  });
}

export async function flowing(page: Page): Promise<void> {
  try {
    await expect.poll(() => received(page).then((r) => r.frames), { timeout: 30_000 }).toBeGreaterThan(10);
    await expect
      .poll(() => received(page).then((r) => r.audioPackets), { timeout: 30_000 })
      .toBeGreaterThan(10);
  } catch (err) {
    const states = await page.evaluate(() =>
      JSON.stringify(
        (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.map((pc) => [
          pc.connectionState,
          pc.signalingState,
          pc.getReceivers().map((r) => `${r.track.kind}:${r.track.readyState}`),
          pc.getSenders().map((x) => x.track?.kind ?? 'none'),
        ]),
      ),
    );
    throw new Error(`media not flowing; connections: ${states}`, { cause: err });
  }
}
