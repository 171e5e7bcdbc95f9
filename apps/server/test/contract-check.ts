import { ALL_CALLS } from '@showfloor/contracts';
import { buildOpenApi } from '@showfloor/contracts/schemas';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/*
 * Every answer the server suite receives from a call is checked against the OpenAPI document the gateway
 * serves: its status must be declared for that call, and its body must match the declared schema. So the
 * document cannot promise less or other than the calls do; a test that gets an undeclared answer fails.
 */

type Doc = {
  paths: Record<
    string,
    Record<string, { operationId: string; responses: Record<string, { $ref?: string; content?: unknown }> }>
  >;
  components: { responses: Record<string, { content?: unknown }> };
};

const ID = 'https://showfloor.test/openapi.json';
const doc = buildOpenApi(ALL_CALLS) as unknown as Doc;
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema({ ...doc, $id: ID });

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

interface Operation {
  path: string;
  method: string;
  responses: Record<string, { $ref?: string; content?: unknown }>;
}
const operations = new Map<string, Operation>();
for (const [path, methods] of Object.entries(doc.paths))
  for (const [method, op] of Object.entries(methods))
    operations.set(op.operationId, { path, method, responses: op.responses });

const validators = new Map<string, ValidateFunction | null>();
function validatorFor(op: Operation, status: string): ValidateFunction | null {
  const key = `${op.path} ${op.method} ${status}`;
  if (!validators.has(key)) {
    const r = op.responses[status]!;
    const at = r.$ref
      ? `${ID}#${r.$ref.slice(1)}/content/application~1json/schema`
      : `${ID}#/${pointer('paths', op.path, op.method, 'responses', status, 'content', 'application/json', 'schema')}`;
    const content = r.$ref ? doc.components.responses[r.$ref.split('/').pop()!]?.content : r.content;
    validators.set(key, content ? ajv.compile({ $ref: at }) : null);
  }
  return validators.get(key)!;
}

/** What the answers of this test file broke, checked after the file (test/contract-setup.ts). */
export const violations: string[] = [];

export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const callId = (request.routeOptions.config as { callId?: string }).callId;
    const op = callId ? operations.get(callId) : undefined;
    if (!op) return payload;
    const status = String(reply.statusCode);
    const where = `${callId} ${request.method} ${request.url.split('?')[0]} -> ${status}`;
    if (!op.responses[status]) {
      violations.push(`${where}: status not declared in the document`);
      return payload;
    }
    const validate = validatorFor(op, status);
    if (!validate || typeof payload !== 'string') return payload;
    if (!validate(JSON.parse(payload))) {
      violations.push(
        `${where}: ${ajv.errorsText(validate.errors?.slice(0, 3))} in ${payload.slice(0, 300)}`,
      );
    }
    return payload;
  });
}
