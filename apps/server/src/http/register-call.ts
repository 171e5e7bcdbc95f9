import {
  CONTROL_CHARACTER_MESSAGE,
  ErrorCode,
  type CallContract,
  type CallSchema,
  type CallSchemas,
  type TLanguage,
  controlCharacterPaths,
} from '@showfloor/contracts';
import { eventPartOf, schemasOf } from '@showfloor/contracts/schemas';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { enforceGate } from '../access/enforce.ts';
import type { ResolvedAccess } from '../access/access.service.ts';
import type { TokenOwner } from '../sso/port.ts';
import { authenticate } from './authenticate.ts';
import { Paged, success } from './envelope.ts';
import { BusinessError, type ProblemDetail, ValidationError } from './errors.ts';
import { requestLanguage, withoutLang } from './language.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface CallInput<C extends CallContract> {
  params: Out<CallSchema<C, 'params'>>;
  query: Out<CallSchema<C, 'query'>>;
  body: Out<CallSchema<C, 'body'>>;
  lang: TLanguage;
  request: FastifyRequest;
  /** The caller: set for 'required' and gated calls, for 'optional' when a valid token came; else null. */
  account: TokenOwner | null;
  /** The caller's roles, current role, benefits and registration at the event: set for gated calls. */
  access: ResolvedAccess | null;
}

type Result<C extends CallContract> = z.output<CallSchema<C, 'response'>>;
export type CallHandler<C extends CallContract> = (
  input: CallInput<C>,
) => Promise<Result<C> | Paged<Result<C>>>;

/** Zod issues as the envelope's details; the path says where (query.bventId, body.page). */
function problems(where: string, error: z.ZodError): ProblemDetail[] {
  return error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

function validate(
  schema: z.ZodType | undefined,
  value: unknown,
  where: string,
  found: ProblemDetail[],
): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  found.push(...problems(where, parsed.error));
  return undefined;
}

/**
 * How deep a JSON body may nest: far below what a stack overflows at (a 64 KB body of `[[[...]]]` is 32,000
 * levels, and the checks below walk input recursively), far above any call's own schema.
 */
const MAX_BODY_DEPTH = 32;

/** Whether a parsed body nests deeper than `limit`, found without recursion (so it cannot overflow itself). */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Route options shared by every /api route (set once in app.ts: the rate limit). */
export interface ApiRouteDefaults {
  config?: RouteShorthandOptions['config'];
}

/**
 * Registers one contract as a route: method and '/api' + path from the contract, params/query/body checked
 * with its schemas (all problems reported at once, nothing run on bad input), `lang` taken out first, and
 * the handler's result wrapped in the envelope. Unknown query keys are dropped by zod, not refused. Calls
 * with auth 'required' or a gate check the bearer token (src/http/authenticate.ts); a gate then runs the
 * domain's access rule on the caller's context built from the database (src/access/).
 */
export function registerCall<S extends CallSchemas>(
  app: FastifyInstance,
  contract: CallContract<S>,
  handler: CallHandler<CallContract<S>>,
  // Looked up once, at registration: a call without schemas fails the server's start, not a request. A test's
  // own call brings its schemas here.
  schemas: S = schemasOf(contract),
): void {
  const defaults = app.apiRouteDefaults;
  const eventPart = eventPartOf(schemas);
  // A raw body (a video) reaches the handler as the request's stream, unread: the handler streams it to disk
  // after the caller and the query were checked. Other types still reach such a call parsed, and it refuses them.
  if (contract.rawBody && !app.hasContentTypeParser(contract.rawBody))
    app.addContentTypeParser(contract.rawBody, (_request, payload, done) => done(null, payload));
  app.route({
    method: contract.method,
    url: '/api' + contract.path,
    config: { ...defaults.config, callId: contract.id },
    ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
    handler: async (request) => {
      const lang = requestLanguage(request);
      request.lang = lang;
      // Who first (401 before anything else), then what (400), then the event (404), then may they (403); the
      // handler runs last.
      const account = await authenticate(app, request, contract.auth, contract.gate !== undefined);
      if (!contract.rawBody && deeperThan(request.body, MAX_BODY_DEPTH))
        throw new ValidationError([{ path: 'body', message: `nested deeper than ${MAX_BODY_DEPTH} levels` }]);
      // One rule for every call before its own schema: no string of the input holds a control character.
      const found: ProblemDetail[] = [
        ...controlCharacterPaths(request.params ?? {}, 'params'),
        ...controlCharacterPaths(request.query ?? {}, 'query'),
        ...(contract.rawBody ? [] : controlCharacterPaths(request.body ?? {}, 'body')),
      ].map((path) => ({ path, message: CONTROL_CHARACTER_MESSAGE }));
      if (found.length > 0) throw new ValidationError(found);
      const params = validate(schemas.params, request.params ?? {}, 'params', found);
      const query = validate(schemas.query, withoutLang(request.query), 'query', found);
      // A JSON `null` body is not an empty object: the call's body schema refuses it as it is.
      const body = validate(
        schemas.body,
        request.body === null ? null : withoutLang(request.body),
        'body',
        found,
      );
      if (found.length > 0) throw new ValidationError(found);
      // The event a call names must exist, on every call alike: 404 EventNotFound before anything is read for it.
      const bventId = eventPart
        ? ({ params, query, body }[eventPart] as { bventId?: string })?.bventId
        : undefined;
      if (bventId && !(await app.services.bvent.exists(bventId)))
        throw new BusinessError(ErrorCode.EventNotFound);
      const access = contract.gate
        ? await enforceGate(
            app,
            request,
            contract.gate,
            account,
            { params, query, body },
            lang,
            contract.refusedAs,
          )
        : null;
      const input = { params, query, body, lang, request, account, access } as CallInput<CallContract<S>>;
      // With a replica, the call's catalog reads go there unless its caller wrote lately (db/read-routing.ts).
      const result = app.readRouting
        ? await app.readRouting.run(account?.accountId ?? null, async () => handler(input))
        : await handler(input);
      return result instanceof Paged ? success(result.items, result.pager) : success(result);
    },
  });
}
