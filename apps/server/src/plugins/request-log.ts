import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** A request slower than this is worth a line at any level. */
const SLOW_MS = 1_000;

/**
 * One line per request, at debug (LOG_LEVEL=debug shows them): Fastify's own request logging writes two lines a
 * request at info, which cost a quarter to a third of the gateway's throughput. What must be seen is still seen
 * at info: an answer slower than a second at warn, and every 5xx at error (the error handler).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const responseTime = Math.round(reply.elapsedTime);
    if (responseTime > SLOW_MS) {
      request.log.warn({ req: request, statusCode: reply.statusCode, responseTime }, 'slow request');
    } else if ((request.log as unknown as Logger).isLevelEnabled('debug')) {
      request.log.debug({ req: request, statusCode: reply.statusCode, responseTime }, 'request completed');
    }
  });
}
