import { z } from 'zod';
import type { CallContract } from './define.ts';
import { ZPager } from './common/envelope.ts';
import { HEADERS } from './common/headers.ts';
import { eventPartOf, schemasOf } from './call-schemas.ts';

type JsonSchema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const response = (name: string) => ({ $ref: `#/components/responses/${name}` });

/**
 * One schema as JSON Schema, its definitions (zod writes a recursive schema, such as the dictionary tree, as
 * `$defs` + `$ref: "#/$defs/…"`) moved into the document's components under names of this call, so every
 * reference resolves from the document's root.
 */
function toSchema(
  s: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
  prefix: string,
): JsonSchema {
  const schema = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as JsonSchema;
  const defs = (schema.$defs ?? {}) as Record<string, JsonSchema>;
  delete schema.$defs;
  delete schema.$schema;
  const rename = (name: string) => `${prefix}_${name.replace(/[^A-Za-z0-9_.-]/g, '')}`;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] =
        k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
          ? `#/components/schemas/${rename(v.slice('#/$defs/'.length))}`
          : rewrite(v);
    }
    return out;
  };
  for (const [name, def] of Object.entries(defs)) components[rename(name)] = rewrite(def) as JsonSchema;
  return rewrite(schema) as JsonSchema;
}

function objectParams(schema: JsonSchema | null, where: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const s = schema as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(s.properties ?? {}).map(([name, prop]) => ({
    name,
    in: where,
    required: where === 'path' || (s.required ?? []).includes(name),
    schema: prop,
  }));
}

/** The envelope's parts every answer has. */
const envelopeFields = {
  businessCode: { type: 'integer', description: '0 on success; otherwise the business or error code' },
  businessMessage: { type: 'string', description: 'In the request language' },
};

/**
 * The shared parts: the failure envelope (any status, and a 200 whose isSuccess is false: a state of the content
 * such as "exhibitor does not exist", with its business code) and the answers every call can give.
 */
function sharedComponents(): { schemas: Record<string, JsonSchema>; responses: Record<string, JsonSchema> } {
  const failure = (description: string) => ({
    description,
    content: { 'application/json': { schema: ref('Failure') } },
  });
  return {
    schemas: {
      Pager: z.toJSONSchema(ZPager, { io: 'output' }) as JsonSchema,
      Problem: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
        required: ['path', 'message'],
      },
      Failure: {
        type: 'object',
        description: 'A call that did not succeed: what went wrong is in businessCode and businessMessage',
        properties: {
          isSuccess: { const: false },
          ...envelopeFields,
          returnObj: { type: 'null' },
          pager: { type: 'null' },
          details: { type: 'array', items: ref('Problem'), description: 'Each wrong field of a bad request' },
        },
        required: ['isSuccess', 'businessCode', 'businessMessage', 'returnObj'],
      },
    },
    responses: {
      BadRequest: failure('Bad input: every problem in details, joined in businessMessage'),
      Unauthorized: failure('No valid access token'),
      Forbidden: failure('The caller may not do this (the reason in businessMessage)'),
      NotFound: failure(
        'What the call names is not there (an unknown id, or content the caller may not see): its own businessCode, and businessMessage names it',
      ),
      Conflict: failure('The request conflicts with the stored state'),
      PayloadTooLarge: failure('The body is larger than the gateway takes'),
      UnsupportedMediaType: failure('The body is of a content type the call does not take'),
      TooManyRequests: failure('Too many requests from this address; try later'),
      HeadersTooLarge: { description: 'The request headers are too large (answered before any call runs)' },
      ServerError: failure('Service abnormal: the cause is in the server log, never in the answer'),
      Unavailable: failure(
        'A service the call depends on is not configured or not answering; the message says which. While the database is away: businessCode 50300 and Retry-After (seconds)',
      ),
    },
  };
}

/** The statuses a call can answer and the shared response of each (200 is the call's own). */
function statusesOf(c: CallContract): Record<string, string> {
  const out: Record<string, string> = { '400': 'BadRequest' };
  if (c.auth === 'required' || c.gate || c.alsoAnswers?.includes(401)) out['401'] = 'Unauthorized';
  if (c.gate || c.alsoAnswers?.includes(403)) out['403'] = 'Forbidden';
  if (c.alsoAnswers?.includes(404) || eventPartOf(schemasOf(c))) out['404'] = 'NotFound';
  if (c.alsoAnswers?.includes(409)) out['409'] = 'Conflict';
  // Any call but a GET reads a body: too large is 413, of a type it has no parser for (multipart, XML) 415.
  if (c.method !== 'GET' || schemasOf(c).body || c.rawBody)
    Object.assign(out, { '413': 'PayloadTooLarge', '415': 'UnsupportedMediaType' });
  // 503: any call can meet a database that is away (businessCode 50300, Retry-After), besides a call's own service.
  Object.assign(out, {
    '429': 'TooManyRequests',
    '431': 'HeadersTooLarge',
    '500': 'ServerError',
    '503': 'Unavailable',
  });
  return out;
}

/**
 * OpenAPI 3.1 document generated from the contracts (the same schemas that validate requests), served at
 * /api/docs. Each call's 200 is its typed success or a business failure (isSuccess false, returnObj null), so a
 * generated client gets both as types; every other status it can answer is declared with the failure envelope.
 */
export function buildOpenApi(calls: readonly CallContract[], title = 'Showfloor gateway'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const shared = sharedComponents();
  const schemas: Record<string, JsonSchema> = { ...shared.schemas };
  for (const c of calls) {
    const s = schemasOf(c);
    const path = '/api' + c.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const success = {
      type: 'object',
      properties: {
        isSuccess: { const: true },
        ...envelopeFields,
        returnObj: toSchema(s.response, 'output', schemas, c.id),
        pager: c.paged ? ref('Pager') : { type: 'null' },
      },
      required: ['isSuccess', 'businessCode', 'businessMessage', 'returnObj', ...(c.paged ? ['pager'] : [])],
    };
    const responses: Record<string, JsonSchema> = {
      '200': {
        description:
          'The result in returnObj (isSuccess true), or a business refusal without a status of its own (isSuccess false)',
        content: { 'application/json': { schema: { oneOf: [success, ref('Failure')] } } },
      },
    };
    for (const [status, name] of Object.entries(statusesOf(c))) responses[status] = response(name);
    const op: JsonSchema = {
      operationId: c.id,
      summary: c.summary,
      parameters: [
        ...objectParams(s.params ? toSchema(s.params, 'input', schemas, c.id) : null, 'path'),
        ...objectParams(s.query ? toSchema(s.query, 'input', schemas, c.id) : null, 'query'),
        {
          name: HEADERS.language,
          in: 'header',
          required: false,
          description: 'zh-CN (default), zh, en-US, zh-HK or pt-PT',
          schema: { type: 'string' },
        },
      ],
      responses,
      security: c.auth === 'required' || c.gate ? [{ bearer: [] }] : [],
    };
    if (c.rawBody) {
      op.requestBody = {
        required: true,
        content: { [c.rawBody]: { schema: { type: 'string', contentMediaType: c.rawBody } } },
      };
    } else if (s.body) {
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(s.body, 'input', schemas, c.id) } },
      };
    }
    (paths[path] ??= {})[c.method.toLowerCase()] = op;
  }
  const used = new Set(calls.flatMap((c) => Object.values(statusesOf(c))));
  return {
    openapi: '3.1.0',
    info: {
      title,
      version: '1',
      description: 'Every answer is an envelope: isSuccess, businessCode, businessMessage, returnObj, pager.',
      license: { name: 'UNLICENSED', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This gateway' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas,
      responses: Object.fromEntries(Object.entries(shared.responses).filter(([name]) => used.has(name))),
    },
    paths,
  };
}
