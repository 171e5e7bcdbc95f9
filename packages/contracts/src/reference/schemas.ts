import { z } from 'zod';
import { ZGuid, ZUrl } from '../common/primitives.ts';
import { CONTACT_TYPES, type TAreaNode } from './constants.ts';

/** Where the exhibitor organization's web chat lives (ExhibitorOrgWebIms). */
export const ZExhibitorOrgWebIms = z.object({
  /** A same-origin path of the web client (the exhibitor's mim page); '' when the org has no exhibitor here. */
  url: z.string(),
  /** The kind of chat group: 'exhibitor' for a shop's customer-service group. */
  groupType: z.string(),
});

export type TExhibitorOrgWebIms = z.infer<typeof ZExhibitorOrgWebIms>;

export const ZContactType = z.enum(CONTACT_TYPES);

/** An exhibitor's contact details; a detail not asked for (type) or not on file is ''. */
export const ZExhibitorContact = z.object({
  exhibitorOrgId: ZGuid,
  exhibitorId: ZGuid,
  companyName: z.string(),
  contactName: z.string(),
  telephone: z.string(),
  mobile: z.string(),
  email: z.string(),
  address: z.string(),
});

export type TExhibitorContact = z.infer<typeof ZExhibitorContact>;

export const ZSearchBanner = z.object({ imageUrl: ZUrl, linkUrl: z.string() });

/** The search page's decoration (GetSearchBventDecorate). */
export const ZSearchDecoration = z.object({
  bventId: ZGuid,
  banners: z.array(ZSearchBanner),
  /** Hot words shown under the box, in the request's language, in the organizer's order. */
  hotWords: z.array(z.string()),
  /** Placeholder of the search box, in the request's language. */
  placeholder: z.string(),
  backgroundColor: z.string(),
});

export type TSearchDecoration = z.infer<typeof ZSearchDecoration>;

/**
 * One option of a data-source field. A tree is sent flat: parentValue names the parent option (null at the
 * top), in display order, so any depth stays one simple list.
 */
export const ZDataSourceOption = z.object({
  value: z.string(),
  label: z.string(),
  parentValue: z.string().nullable(),
});

export const ZDataSourceDetail = z.object({
  bventId: ZGuid,
  fieldName: z.string(),
  displayName: z.string(),
  options: z.array(ZDataSourceOption),
});

export type TDataSourceDetail = z.infer<typeof ZDataSourceDetail>;

export const ZAreaNode: z.ZodType<TAreaNode> = z.object({
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  get children() {
    return z.array(ZAreaNode);
  },
});

export const ZAreaCode = z.object({
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string(),
  /** The calling code with its plus: '+86', '+351', '+1'. */
  areaCode: z.string(),
  name: z.string(),
});

export type TAreaCode = z.infer<typeof ZAreaCode>;
