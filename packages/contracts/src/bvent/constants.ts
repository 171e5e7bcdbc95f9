export const COUNTER_NAMES = ['visit', 'favorites', 'like'] as const;

/**
 * What a business id of GetBventByBusinessId may name: Shop is an exhibitor's shop (the booking's srcBizType),
 * the same as Exhibitor; Exhibit a product.
 */
export const BUSINESS_TYPES = [
  'Shop',
  'Exhibitor',
  'Exhibit',
  'Project',
  'Video',
  'Activity',
  'Agency',
  'Pavilion',
] as const;
