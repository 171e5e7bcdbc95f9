import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getExhibitDetail, getProjectDetail } from '@showfloor/contracts';
import { messageForCode, projectCatePath } from '@showfloor/domain';
import { ApiError, configureApiClient, request } from '../src/lib/api-client.ts';
import { favoriteViewOf, optimisticToggle } from '../src/features/favorite/hooks/favorite-state.ts';
import { minorUnitPrice } from '../src/components/cards/price.ts';
import { chooseVideoSource, nextVideoSource } from '../src/features/video/hooks/video-source.ts';

describe('favorite toggle', () => {
  it('flips the flag and moves the raw count by one, never below zero', () => {
    expect(optimisticToggle({ isFavorite: false, favoriteCount: 4 })).toEqual({
      isFavorite: true,
      favoriteCount: 5,
    });
    expect(optimisticToggle({ isFavorite: true, favoriteCount: 5 })).toEqual({
      isFavorite: false,
      favoriteCount: 4,
    });
    expect(optimisticToggle({ isFavorite: true, favoriteCount: 0 })).toEqual({
      isFavorite: false,
      favoriteCount: 0,
    });
  });

  it("shows the page's count until the server has answered, then the server's state", () => {
    expect(favoriteViewOf(undefined, 12)).toEqual({ isFavorite: false, favoriteCount: 12 });
    expect(favoriteViewOf(undefined, undefined)).toEqual({ isFavorite: false, favoriteCount: 0 });
    expect(favoriteViewOf({ isFavorite: true, favoriteCount: 13 }, 12)).toEqual({
      isFavorite: true,
      favoriteCount: 13,
    });
  });
});

describe('video source', () => {
  const video = { mp4Url: '/v.mp4', hlsUrl: '/v.m3u8' };
  it('plays HLS through hls.js wherever the browser has Media Source, even with HLS of its own', () => {
    expect(chooseVideoSource(video, { nativeHls: true, mediaSource: true })).toEqual({
      kind: 'hls.js',
      url: '/v.m3u8',
    });
    expect(chooseVideoSource(video, { nativeHls: false, mediaSource: true }).kind).toBe('hls.js');
  });
  it('plays HLS natively where the browser has no Media Source (an iPhone)', () => {
    expect(chooseVideoSource(video, { nativeHls: true, mediaSource: false })).toEqual({
      kind: 'native-hls',
      url: '/v.m3u8',
    });
  });
  it('falls back to the MP4 without HLS support or without an HLS rendition', () => {
    expect(chooseVideoSource(video, { nativeHls: false, mediaSource: false })).toEqual({
      kind: 'mp4',
      url: '/v.mp4',
    });
    expect(chooseVideoSource({ ...video, hlsUrl: null }, { nativeHls: true, mediaSource: true }).kind).toBe(
      'mp4',
    );
  });
  it('gives way to the next player when one fails: hls.js to the browser’s HLS, either HLS to the MP4', () => {
    const facts = { nativeHls: true, mediaSource: true };
    expect(nextVideoSource({ kind: 'hls.js', url: '/v.m3u8' }, video, facts)).toEqual({
      kind: 'native-hls',
      url: '/v.m3u8',
    });
    expect(nextVideoSource({ kind: 'native-hls', url: '/v.m3u8' }, video, facts)).toEqual({
      kind: 'mp4',
      url: '/v.mp4',
    });
    expect(
      nextVideoSource({ kind: 'hls.js', url: '/v.m3u8' }, video, { ...facts, nativeHls: false }),
    ).toEqual({
      kind: 'mp4',
      url: '/v.mp4',
    });
    expect(nextVideoSource({ kind: 'mp4', url: '/v.mp4' }, video, facts)).toBeNull();
  });
  it('a live (no MP4) whose HLS fails every way has nothing left, never an empty address', () => {
    const live = { mp4Url: '', hlsUrl: '/live.m3u8' };
    expect(
      nextVideoSource({ kind: 'native-hls', url: '/live.m3u8' }, live, {
        nativeHls: true,
        mediaSource: true,
      }),
    ).toBeNull();
    expect(
      nextVideoSource({ kind: 'hls.js', url: '/live.m3u8' }, live, { nativeHls: false, mediaSource: true }),
    ).toBeNull();
  });
});

describe('product price and project category', () => {
  it('formats minor units in the event currency, null as price on request', () => {
    expect(minorUnitPrice(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(minorUnitPrice(null, 'USD', 'en-US')).toBeNull();
    expect(minorUnitPrice(100000, 'EUR', 'pt-PT')).toMatch(/^1\s?000,00\s€$/u);
  });
  it('shows ProjectCate slashes as >', () => {
    expect(projectCatePath('Energy/Solar')).toBe('Energy > Solar');
  });
});

describe('content states lead to noContent with the spec message', () => {
  let server: Server;
  const navigations: string[] = [];
  beforeAll(async () => {
    // The gateway answers a state as a failed envelope carrying the code (HTTP 200), as the catalog contract says.
    server = createServer((req, res) => {
      const code = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('id')?.slice(-4));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          isSuccess: false,
          businessCode: code,
          businessMessage: 'x',
          returnObj: null,
          pager: null,
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    configureApiClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
      navigate: (to) => navigations.push(to),
      toast: () => undefined,
      t: (_k, f) => f,
      getLanguage: () => 'pt-PT',
      getToken: () => null,
      getCurrentOrg: () => null,
      getEventId: () => null,
      getRoute: () => ({ routeName: 'client.exhibit', id: 'x' }),
      host: 'browser',
    });
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const cases = [
    [getExhibitDetail, 2001, 'exhibit_not_found'],
    [getExhibitDetail, 2002, 'exhibit_is_disabled'],
    [getExhibitDetail, 2003, 'exhibit_not_passed'],
    [getExhibitDetail, 2004, 'exhibit_not_on_shelf'],
    [getProjectDetail, 3001, 'project_not_found'],
    [getProjectDetail, 3002, 'project_is_disabled'],
    [getProjectDetail, 3003, 'project_not_on_shelf'],
  ] as const;
  it.each(cases)('%s state %i', async (call, code, key) => {
    navigations.length = 0;
    const id = `00000000-0000-0000-0000-00000000${code}`;
    const err = await request(call, { query: { id } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('notFound');
    expect(navigations).toEqual([`/m/pt-PT/noContent?code=${code}&routeName=client.exhibit&id=x`]);
    expect(messageForCode(String(code)).key).toBe(key);
  });
});
