import { ALL_CALLS } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerGetBventByExhibitorIdOrExhibitId } from './bvent/get-bvent-by-exhibitor-id-or-exhibit-id.ts';
import { registerGetBventById } from './bvent/get-bvent-by-id.ts';
import { registerGetBventSetting } from './bvent/get-bvent-setting.ts';
import { registerGetDecorationData } from './bvent/get-decoration-data.ts';
import { registerGetExhibitionLogo } from './bvent/get-exhibition-logo.ts';
import { registerQuerySponsorBenefitPackageNoGroup } from './bvent/query-sponsor-benefit-package-no-group.ts';
import { registerGetDictionary } from './dictionary/get-dictionary.ts';
import { registerGetExhibitorDetail } from './exhibitor/get-exhibitor-detail.ts';
import { registerGetShopDecorate } from './exhibitor/get-shop-decorate.ts';
import { registerDocs } from './system/docs.ts';
import { registerHealth } from './system/health.ts';
import { registerGetTerms } from './terms/get-terms.ts';
import { registerTrackEvent } from './tracking/track-event.ts';

/** Every call of the contracts, by id. A test checks that none is missing (test/calls.test.ts). */
const ROUTES: Record<string, (app: FastifyInstance) => void> = {
  getBventById: registerGetBventById,
  getBventByExhibitorIdOrExhibitId: registerGetBventByExhibitorIdOrExhibitId,
  getBventSetting: registerGetBventSetting,
  getExhibitionLogo: registerGetExhibitionLogo,
  getDecorationData: registerGetDecorationData,
  querySponsorBenefitPackageNoGroup: registerQuerySponsorBenefitPackageNoGroup,
  getDictionary: registerGetDictionary,
  getTerms: registerGetTerms,
  trackEvent: registerTrackEvent,
  getExhibitorDetail: registerGetExhibitorDetail,
  getShopDecorate: registerGetShopDecorate,
};

export async function domainsPlugin(app: FastifyInstance): Promise<void> {
  const missing = ALL_CALLS.filter((c) => !ROUTES[c.id]).map((c) => c.id);
  // Not fatal: a contract may land before its route; the start stays possible and the log says what is missing.
  if (missing.length > 0) app.log.warn(`contract calls without a route: ${missing.join(', ')}`);
  for (const call of ALL_CALLS) ROUTES[call.id]?.(app);
  registerHealth(app);
  registerDocs(app);
}
