/**
 * Dynamic field types of a profile: image renders as a gallery, video as a
 * player, link as a 'view details' label, everything else as text.
 */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'date',
  'select',
  'multiSelect',
  'image',
  'video',
  'link',
] as const;

/** Field names with their own display rules (category paths, telephone/fax, booth type, website). */
export const SPECIAL_FIELD_NAMES = [
  'Cate',
  'ProjectCate',
  'MainProducts',
  'Telephone',
  'Fax',
  'BoothType',
  'CorporateWebsite',
] as const;

/** The values of the BoothType profile field, shown as special booth and standard booth. */
export const BOOTH_TYPES = ['SpecialBooth', 'StandardBooth'] as const;

export const EXHIBITOR_STATES = ['normal', 'banned', 'notPassed', 'uploading'] as const;
