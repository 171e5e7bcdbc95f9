import type { FastifyInstance } from 'fastify';
import type { Bus } from './bus.ts';
import { Realtime } from './realtime.ts';
import type { IceSettings } from './turn.ts';
import { registerRealtimeRoute } from './ws-route.ts';

const NO_ICE: IceSettings = { stunUrls: [], turnUrls: [], turnSecret: null, turnTtlSeconds: 3600 };

/**
 * The realtime channel (DESIGN.md §3): the bus (Redis pub/sub with REDIS_URL, else in-process) and /ws. Each
 * feature that uses it registers its frames on app.realtime (the negotiation rooms: domains/room/room-frames.ts).
 */
export async function registerRealtime(
  app: FastifyInstance,
  bus: Bus,
  ice: IceSettings = NO_ICE,
): Promise<void> {
  const realtime = new Realtime(bus, ice);
  // The hub has subscribed: once Redis answers, the subscription is in place (Redis keeps order).
  await bus.ready?.();
  app.decorate('realtime', realtime);
  await registerRealtimeRoute(app, realtime);
}
