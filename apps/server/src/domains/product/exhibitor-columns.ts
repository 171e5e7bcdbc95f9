import { exhibitors, pavilions } from '../../db/schema/index.ts';

/**
 * The exhibitor summary a product, project or activity detail carries (catalog-shared ExhibitorOfContent):
 * its state and visibility decide whether the content may be shown. The query joins exhibitors and
 * left-joins pavilions.
 */
export const exhibitorOfContentColumns = {
  id: exhibitors.id,
  status: exhibitors.status,
  visibility: exhibitors.visibility,
  name: exhibitors.name,
  logo: exhibitors.logo,
  boothNumber: exhibitors.boothNumber,
  pavilionId: exhibitors.pavilionId,
  pavilionName: pavilions.name,
};
