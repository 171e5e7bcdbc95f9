import type { CallSchemaMap } from '../define.ts';
import { ZCatalogueEntry, ZCompany, ZCompanyFile, ZCompanyQuery, ZSaveCompanyBody } from './schemas.ts';

/** The schemas of each call in ./calls.ts, by call id. */
export const COMPANY_CALL_SCHEMAS = {
  workbenchCompany: { query: ZCompanyQuery, response: ZCompany },
  saveCompany: { body: ZSaveCompanyBody, response: ZCompany },
  catalogueEntry: { query: ZCompanyQuery, response: ZCatalogueEntry },
  catalogueCsv: { query: ZCompanyQuery, response: ZCompanyFile },
} satisfies CallSchemaMap;
