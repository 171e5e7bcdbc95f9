import { describe, expect, it } from 'vitest';
import {
  ALL_CALLS,
  ERROR_MESSAGES,
  ErrorCode,
  NOT_FOUND_CODES,
  getBventByExhibitorIdOrExhibitId,
  getExhibitorDetail,
  getTerms,
} from './index.ts';
import {
  CALL_SCHEMAS,
  ZEnvelope,
  ZGuid,
  buildOpenApi,
  envelopeOf,
  schemasOf,
  ZExhibitorDetail,
} from './schemas.ts';

const ID = '3f2a1c9e-0b7d-4e5f-8a6b-1c2d3e4f5a6b';

describe('contracts', () => {
  it('gives every call a unique id and a unique method+path (case-insensitively)', () => {
    const ids = ALL_CALLS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = ALL_CALLS.map((c) => `${c.method} ${c.path.toLowerCase()}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("spells the spec's paths as the spec does", () => {
    const paths = ALL_CALLS.map((c) => c.path);
    expect(paths).toContain('/expoAggregator/noToken/getBventById');
    expect(paths).toContain('/ExpoAggregator/NoToken/ExhibitorClient/GetBventByExhibitorIdOrExhibitId');
    expect(paths).toContain('/ExpoAggregator/NoToken/GetBventSetting/:bventId');
    expect(paths).toContain('/ExpoAggregator/NoToken/ExhibitorClient/GetExhibitionLogo');
    expect(paths).toContain('/ExpoAggregator/NoToken/QuerySponsorBenefitPackageNoGroup');
    expect(paths).toContain('/expoAggregator/NoToken/GetTerms');
    expect(paths).toContain('/ExpoAggregator/NoToken/ExhibitorClient/detail');
    expect(paths).toContain('/ExpoAggregator/NoToken/ExhibitorClient/shopdecorate');
  });

  it('has the schemas of every call, and of no other', () => {
    expect(Object.keys(CALL_SCHEMAS).sort()).toEqual(ALL_CALLS.map((c) => c.id).sort());
    for (const call of ALL_CALLS) expect(schemasOf(call).response, call.id).toBeDefined();
    expect(() => schemasOf({ ...getTerms, id: 'noSuchCall' })).toThrow(/no schemas for the call noSuchCall/);
  });

  it('validates guids', () => {
    expect(ZGuid.safeParse(ID).success).toBe(true);
    expect(ZGuid.safeParse('not-a-guid').success).toBe(false);
  });

  it('needs an exhibitorId or an exhibitId to find the event', () => {
    expect(schemasOf(getBventByExhibitorIdOrExhibitId).query.safeParse({}).success).toBe(false);
    expect(schemasOf(getBventByExhibitorIdOrExhibitId).query.safeParse({ exhibitId: ID }).success).toBe(true);
    expect(schemasOf(getBventByExhibitorIdOrExhibitId).query.safeParse({ exhibitorId: 'x' }).success).toBe(
      false,
    );
  });

  it('reads query flags and defaults', () => {
    expect(schemasOf(getExhibitorDetail).query.parse({ id: ID, isMobile: 'true' })).toEqual({
      id: ID,
      isMobile: true,
    });
    expect(schemasOf(getExhibitorDetail).query.parse({ id: ID, isMobile: '0' })).toEqual({
      id: ID,
      isMobile: false,
    });
    expect(
      schemasOf(getTerms).query.parse({ languageType: 'en-US', bventId: ID, topOrgId: ID }).appCode,
    ).toBe('Shop');
    expect(
      schemasOf(getTerms).query.safeParse({ languageType: 'fr', bventId: ID, topOrgId: ID }).success,
    ).toBe(false);
  });

  it('wraps results in the envelope', () => {
    const env = envelopeOf(ZExhibitorDetail);
    expect(
      env.safeParse({ isSuccess: true, businessCode: 0, businessMessage: '', returnObj: null, pager: null })
        .success,
    ).toBe(true);
    expect(ZEnvelope.safeParse({ isSuccess: true }).success).toBe(false);
  });

  it('has a message and dictionary key for every code', () => {
    for (const code of [...NOT_FOUND_CODES, ...Object.values(ErrorCode).filter((c) => c !== 0)]) {
      expect(ERROR_MESSAGES[code], `code ${code}`).toBeDefined();
    }
    expect(ERROR_MESSAGES[ErrorCode.ExhibitorBanned]?.key).toBe('exhibitor_is_disabled');
    expect(NOT_FOUND_CODES).not.toContain(ErrorCode.BadRequest);
  });

  it('generates an OpenAPI document with every call', () => {
    const doc = buildOpenApi(ALL_CALLS) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { operationId: string; parameters: { name: string; in: string }[] }>
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(ops.sort()).toEqual(ALL_CALLS.map((c) => c.id).sort());
    const setting = doc.paths['/api/ExpoAggregator/NoToken/GetBventSetting/{bventId}']?.get;
    expect(setting?.parameters).toContainEqual(expect.objectContaining({ name: 'bventId', in: 'path' }));
  });
});
