import { z } from 'zod';
import type { CallContract } from './define.ts';
import { ZEnvelope } from './common/envelope.ts';
import { HEADERS } from './common/headers.ts';
import { schemasOf } from './call-schemas.ts';

type JsonSchema = Record<string, unknown>;

function toSchema(s: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(s, { io, unrepresentable: 'any' }) as JsonSchema;
}

function objectParams(s: z.ZodType | undefined, where: 'query' | 'path'): JsonSchema[] {
  if (!s) return [];
  const schema = toSchema(s, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, prop]) => ({
    name,
    in: where,
    required: where === 'path' || (schema.required ?? []).includes(name),
    schema: prop,
  }));
}

/** OpenAPI 3.1 document generated from the contracts, served at /api/docs. */
export function buildOpenApi(calls: readonly CallContract[], title = 'Showfloor gateway'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const envelope = toSchema(ZEnvelope, 'output');
  for (const c of calls) {
    const schemas = schemasOf(c);
    const path = '/api' + c.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const op: JsonSchema = {
      operationId: c.id,
      summary: c.summary,
      parameters: [
        ...objectParams(schemas.params, 'path'),
        ...objectParams(schemas.query, 'query'),
        { name: HEADERS.language, in: 'header', required: false, schema: { type: 'string' } },
      ],
      responses: {
        '200': {
          description: 'Envelope; returnObj as below when isSuccess',
          content: {
            'application/json': {
              schema: {
                allOf: [
                  envelope,
                  { type: 'object', properties: { returnObj: toSchema(schemas.response, 'output') } },
                ],
              },
            },
          },
        },
        '400': {
          description: 'Bad input; businessMessage says what',
          content: { 'application/json': { schema: envelope } },
        },
      },
      security: c.auth === 'required' ? [{ bearer: [] }] : [],
    };
    if (schemas.body) {
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(schemas.body, 'input') } },
      };
    }
    (paths[path] ??= {})[c.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title, version: '1' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
