import { callsOf } from '../define.ts';
import type { EXHIBITOR_CALL_SCHEMAS } from './call-schemas.ts';

/** A call of this file: its id names its schemas in ./call-schemas.ts, which type its input and returnObj. */
const defineCall = callsOf<typeof EXHIBITOR_CALL_SCHEMAS>();

export const getExhibitorDetail = defineCall({
  id: 'getExhibitorDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/ExhibitorClient/detail',
  summary: "An exhibitor's shop home: header, raw counters and profile fields",
  // Optional: content restricted to registered domestic / overseas buyers needs to know the viewer.
  auth: 'optional',
  alsoAnswers: [403, 404],
});

export const getShopDecorate = defineCall({
  id: 'getShopDecorate',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/ExhibitorClient/shopdecorate',
  summary: "An exhibitor's shop decoration: banners, theme colour, slogan",
  auth: 'optional',
  alsoAnswers: [403, 404],
});
