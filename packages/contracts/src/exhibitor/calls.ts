import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZGuid, ZQueryBool } from '../common/primitives.ts';
import { ZExhibitorDetail, ZShopDecorate } from './schemas.ts';

export const getExhibitorDetail = defineCall({
  id: 'getExhibitorDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/ExhibitorClient/detail',
  summary: "An exhibitor's shop home: header, raw counters and profile fields",
  // Optional: content restricted to registered domestic / overseas buyers (SPEC §6) needs to know the viewer.
  auth: 'optional',
  query: z.object({
    /** The micro-site (event) id the page runs under. */
    mSiteId: ZGuid.optional(),
    id: ZGuid,
    isMobile: ZQueryBool.optional(),
  }),
  response: ZExhibitorDetail,
});

export const getShopDecorate = defineCall({
  id: 'getShopDecorate',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/ExhibitorClient/shopdecorate',
  summary: "An exhibitor's shop decoration: banners, theme colour, slogan",
  auth: 'optional',
  query: z.object({ id: ZGuid }),
  response: ZShopDecorate,
});
