import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, build } from './helpers.ts';

/*
 * The document at /api/docs, as independent tools read it: swagger-parser (valid, every $ref resolving) and
 * Redocly's recommended rules (no error, no warning).
 */
let t: TestApp;
let doc: Record<string, unknown>;
beforeAll(async () => {
  t = await build();
  const res = await t.app.inject({ url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is valid for swagger-parser, every reference resolving', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("has no error and no warning under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    // The spec names both paths; they read alike only for an event id spelled "GetBventSetting", which a
    // guid never is, and the router takes the literal segment first.
    const specAmbiguity = (m: string) =>
      m.includes('/NoToken/{bventId}/GetBventThirdPlatformAppId') &&
      m.includes('/NoToken/GetBventSetting/{bventId}');
    expect(
      problems
        .filter((p) => !(p.ruleId === 'no-ambiguous-paths' && specAmbiguity(p.message)))
        .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`),
    ).toEqual([]);
  });

  it('types a success and a business failure for every call, and declares what each call can answer', () => {
    const paths = doc.paths as Record<
      string,
      Record<string, { operationId: string; security: unknown[]; responses: Record<string, unknown> }>
    >;
    const ops = Object.values(paths).flatMap((p) => Object.values(p));
    for (const op of ops) {
      const ok = op.responses['200'] as {
        content: Record<string, { schema: { oneOf: { $ref?: string }[] } }>;
      };
      expect(ok.content['application/json']!.schema.oneOf[1]).toEqual({
        $ref: '#/components/schemas/Failure',
      });
      for (const s of ['400', '429', '431', '500'])
        expect(op.responses[s], `${op.operationId} ${s}`).toBeDefined();
      // Every call that needs a token says so, and declares the 401 it answers without one.
      if (op.security.length > 0) expect(op.responses['401'], op.operationId).toBeDefined();
    }
  });
});
