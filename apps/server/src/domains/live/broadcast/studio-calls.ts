import { endLive, liveChunk, removeLive, saveLive, startLive, studioLives } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../http/register-call.ts';
import { exhibitorCallerOf as callerOf } from '../../shared/exhibiting-orgs.ts';
import { announceLiveStarted } from '../live-reminder.ts';

/* The exhibitor's live studio on the workbench. */

function registerStudioLives(app: FastifyInstance): void {
  registerCall(app, studioLives, ({ query, account, access, lang }) =>
    app.services.studio.lives(callerOf(account, access), query.bventId, lang),
  );
}

function registerSaveLive(app: FastifyInstance): void {
  registerCall(app, saveLive, ({ body, account, access, lang }) =>
    app.services.studio.save(callerOf(account, access), body, lang),
  );
}

function registerRemoveLive(app: FastifyInstance): void {
  registerCall(app, removeLive, ({ body, account, access, lang }) =>
    app.services.studio.remove(callerOf(account, access), body, lang),
  );
}

function registerStartLive(app: FastifyInstance): void {
  registerCall(app, startLive, async ({ body, account, access, lang }) => {
    const { live, started } = await app.services.studio.start(callerOf(account, access), body, lang);
    if (started) await announceLiveStarted(app, live.id);
    return live;
  });
}

function registerEndLive(app: FastifyInstance): void {
  registerCall(app, endLive, ({ body, account, access, lang }) =>
    app.services.studio.end(callerOf(account, access), body, lang),
  );
}

function registerLiveChunk(app: FastifyInstance): void {
  registerCall(app, liveChunk, ({ query, request, account, access, lang }) => {
    const declared = Number(request.headers['content-length']);
    return app.services.studio.chunk(
      callerOf(account, access),
      query,
      request.body,
      Number.isFinite(declared) ? declared : null,
      lang,
    );
  });
}

/** How often each gateway looks for lives left on air (a phone closed mid-broadcast, an address left on). */
const SWEEP_MS = 60_000;

/**
 * Lives left on air end by themselves (StudioService.endAbandoned): without it a broadcast whose phone died stays
 * "live" for ever. Every gateway sweeps; a live is ended once, under its lock.
 */
export function registerLiveSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = app.services.studio
      .endAbandoned()
      .catch((err: unknown) => app.log.warn({ err }, 'live sweep: lives on air could not be read'));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

/** The calls of this folder by contract id, for the gateway's table of routes (domains/index.ts). */
export const LIVE_STUDIO_ROUTES: Record<string, (app: FastifyInstance) => void> = {
  studioLives: registerStudioLives,
  saveLive: registerSaveLive,
  removeLive: registerRemoveLive,
  startLive: registerStartLive,
  endLive: registerEndLive,
  liveChunk: registerLiveChunk,
};
