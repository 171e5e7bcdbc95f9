import { ALL_CALLS, ErrorCode } from '@showfloor/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../http/envelope.ts';
import { BusinessError, ValidationError } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from './database-unavailable.ts';
import { isGuid } from '@showfloor/domain';
import { HEADERS } from '@showfloor/contracts';

const isApi = (request: FastifyRequest) => /^\/api(\/|$|\?)/i.test(request.url);

/** Each call's path as a pattern (a `:name` segment is any one segment; case-insensitive, as the routes are). */
const CALL_PATHS = ALL_CALLS.map((c) => ({
  method: c.method,
  pattern: new RegExp(
    `^/api${c.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`,
    'i',
  ),
}));

/** The methods a call path has, for a request that used another one (HEAD goes with GET, as the routes answer it). */
function allowedMethods(url: string): string[] {
  const path = url.split('?')[0] ?? '';
  const methods: string[] = CALL_PATHS.filter((c) => c.pattern.test(path)).map((c) => c.method);
  if (methods.includes('GET')) methods.push('HEAD');
  return [...new Set(methods)];
}

function eventOf(request: FastifyRequest): string | null {
  const id = request.headers[HEADERS.event.toLowerCase()];
  return isGuid(id) ? id : null;
}

async function sendFailure(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: number,
  extra?: { detail?: string; details?: { path: string; message: string }[] },
) {
  const lang = request.lang ?? requestLanguage(request);
  const base = await app.services.dictionary.messageFor(code, lang, eventOf(request));
  const message = extra?.detail ? `${base}: ${extra.detail}` : base;
  if (!isApi(request)) {
    // Pages and media get plain text: an envelope means nothing to a browser tab.
    return reply.code(status).type('text/plain; charset=utf-8').send(message);
  }
  return reply.code(status).send(failure(code, message, extra?.details));
}

/**
 * Errors Fastify meets before routing (an address with a broken %-escape): the same clear 400 as any bad
 * input, in the envelope under /api. `app` is read late: the instance does not exist when this is configured.
 */
export function frameworkErrorHandler(app: () => FastifyInstance) {
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    void sendFailure(app(), request, reply, 400, ErrorCode.BadRequest, { detail: 'malformed address' });
  };
}

/**
 * The one error handler. Business states answer 200 with their code; bad input 400 with every problem;
 * transport limits their own status and code; anything else is logged and answered 500 'Service abnormal'
 * without a word about the cause.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) {
      return sendFailure(app, request, reply, 400, error.code, {
        detail: error.detail,
        details: error.details,
      });
    }
    if (error instanceof BusinessError) {
      return sendFailure(app, request, reply, error.httpStatus, error.code, { detail: error.detail });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendFailure(app, request, reply, 413, ErrorCode.PayloadTooLarge);
    if (status === 429) return sendFailure(app, request, reply, 429, ErrorCode.TooManyRequests);
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx messages (malformed JSON, wrong content type) are about the request, safe to show.
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'malformed JSON body'
          : error.message;
      return sendFailure(app, request, reply, status, ErrorCode.BadRequest, { detail });
    }
    if (isDatabaseUnavailable(error)) {
      // Transient, not a bug: one warning line without the stack, and a 503 the client may simply retry.
      request.log.warn(
        { req: request, cause: (error.cause as Error | undefined)?.message ?? error.message },
        'database unavailable',
      );
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      const message = databaseUnavailableMessage(request.lang ?? requestLanguage(request));
      if (!isApi(request)) return reply.code(503).type('text/plain; charset=utf-8').send(message);
      return reply.code(503).send(failure(ErrorCode.DatabaseUnavailable, message));
    }
    // The request (method, address with its secrets masked) beside the error: request lines are debug only.
    request.log.error({ err: error, req: request }, 'unhandled error');
    return sendFailure(app, request, reply, 500, ErrorCode.Internal);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (isApi(request)) {
      // A call that exists, asked with a method it does not have: 405 and the methods it has.
      const allow = allowedMethods(request.url);
      if (allow.length > 0) {
        reply.header('Allow', allow.join(', '));
        return sendFailure(app, request, reply, 405, ErrorCode.MethodNotAllowed, { detail: request.method });
      }
      return sendFailure(app, request, reply, 404, ErrorCode.RouteNotFound);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
