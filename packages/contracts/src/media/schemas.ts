import { z } from 'zod';
import { ZBeijingTime, ZGuid, ZUrl } from '../common/primitives.ts';
import { VIDEO_HALL_KEYWORDS_MAX, VIDEO_OWNER_TYPES, MEDIA_FILE_TYPES } from './constants.ts';

/**
 * Paging of the video lists. Bounds are part of the contract so a negative or huge page is a 400, never a
 * slow query: pageNo 1..10000, pageSize 1..50 (default 1 and 10). JSON bodies may carry numbers or numeric strings.
 */
export const ZVideoPageNo = z.coerce.number().int().min(1).max(10_000).default(1);

export const ZVideoPageSize = z.coerce.number().int().min(1).max(50).default(10);

export const ZVideoOwnerType = z.enum(VIDEO_OWNER_TYPES);

export type TVideoOwnerType = z.infer<typeof ZVideoOwnerType>;

export const ZVideoOwner = z.object({
  type: ZVideoOwnerType,
  /** The exhibitor id (exhibitor/{id} page) or the agency id (AgencyDetail). */
  id: ZGuid,
  /** The owner's organization (ExhibitorOrgWebIms, contact information). */
  orgId: ZGuid,
  name: z.string(),
  logo: ZUrl,
});

export type TVideoOwner = z.infer<typeof ZVideoOwner>;

/** One video in a list. Counters are raw; the page applies the event's display-increment rules. */
export const ZVideoCard = z.object({
  id: ZGuid,
  bventId: ZGuid,
  /** In the request's language. */
  title: z.string(),
  /** Poster image (16:9). */
  cover: ZUrl,
  /** Length in whole seconds. */
  duration: z.number().int().nonnegative(),
  owner: ZVideoOwner,
  visitCount: z.number().int(),
  favoriteCount: z.number().int(),
  likeCount: z.number().int(),
});

export type TVideoCard = z.infer<typeof ZVideoCard>;

export const ZVideoDetail = ZVideoCard.extend({
  description: z.string(),
  /** Progressive MP4 (every browser). */
  mp4Url: ZUrl,
  /** HLS playlist (.m3u8) for Safari natively or hls.js elsewhere; null when the video has no HLS rendition. */
  hlsUrl: ZUrl.nullable(),
  publishTime: ZBeijingTime,
});

export type TVideoDetail = z.infer<typeof ZVideoDetail>;

/** Body of the four list calls. exhibitorId / agencyId narrows to one owner; without it, the whole event. */
export const ZExhibitorVideoListBody = z.object({
  bventId: ZGuid,
  exhibitorId: ZGuid.optional(),
  pageNo: ZVideoPageNo,
  pageSize: ZVideoPageSize,
});

export const ZAgencyVideoListBody = z.object({
  bventId: ZGuid,
  agencyId: ZGuid.optional(),
  pageNo: ZVideoPageNo,
  pageSize: ZVideoPageSize,
});

/**
 * Body of the video hall: every published video of the event (exhibitors' and agencies'), newest first, or by
 * relevance to `keywords` first.
 */
export const ZVideoHallBody = z.object({
  bventId: ZGuid,
  /**
   * Matched through the search index against the title and description in every language (CJK bigrams, words
   * folded, a Latin word matches the start of a word); ALL words must match. Empty means no filter. Punctuation
   * only matches nothing (an empty page).
   */
  keywords: z
    .string()
    .trim()
    .max(VIDEO_HALL_KEYWORDS_MAX, `keywords must be at most ${VIDEO_HALL_KEYWORDS_MAX} characters`)
    .optional(),
  /** A category of the event's tree (videoHallCategories); a parent includes its children. Unknown: 404 7301. */
  categoryId: ZGuid.optional(),
  pageNo: ZVideoPageNo,
  pageSize: ZVideoPageSize,
});

/** A category of the video hall's filter with the videos the caller may see in it. */
export const ZVideoCategoryLeaf = z.object({
  id: ZGuid,
  name: z.string(),
  videoCount: z.number().int().nonnegative(),
});

export const ZVideoCategoryNode = ZVideoCategoryLeaf.extend({
  /** The parent's videoCount includes its children's. */
  children: z.array(ZVideoCategoryLeaf),
});

export type TVideoCategoryNode = z.infer<typeof ZVideoCategoryNode>;

/** An agency (a trade delegation organizer) at an event. */
export const ZAgencyCard = z.object({
  id: ZGuid,
  bventId: ZGuid,
  orgId: ZGuid,
  name: z.string(),
  logo: ZUrl,
  /** One line for the list, in the request's language. */
  slogan: z.string(),
  /** ISO 3166 code of the agency's country or region. */
  countryCode: z.string(),
  videoCount: z.number().int(),
});

export type TAgencyCard = z.infer<typeof ZAgencyCard>;

export const ZAgencyDetail = ZAgencyCard.extend({
  banner: ZUrl,
  introduction: z.string(),
  website: z.string(),
  visitCount: z.number().int(),
});

export type TAgencyDetail = z.infer<typeof ZAgencyDetail>;

/** A file of a media-material group (an organizer's or exhibitor's library). */
export const ZMediaFile = z.object({
  id: ZGuid,
  groupId: ZGuid,
  name: z.string(),
  fileType: z.enum(MEDIA_FILE_TYPES),
  url: ZUrl,
  /** Preview image; for an image the image itself. */
  cover: ZUrl,
  /** Bytes (as the library recorded them). */
  size: z.number().int().nonnegative(),
  sort: z.number().int(),
});

export type TMediaFile = z.infer<typeof ZMediaFile>;
