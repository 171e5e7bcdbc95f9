import type { CallContract } from './define.ts';
import * as bvent from './bvent/calls.ts';
import * as catalog from './catalog/calls.ts';
import * as exhibitor from './exhibitor/calls.ts';
import * as identity from './identity/calls.ts';
import * as search from './search/calls.ts';
import * as favorite from './favorite/calls.ts';
import * as media from './media/calls.ts';
import * as reference from './reference/calls.ts';
import * as activity from './activity/calls.ts';
import * as meeting from './meeting/calls.ts';
import * as room from './room/calls.ts';
import * as instant from './room/instant-calls.ts';
import * as translate from './translate/calls.ts';
import * as card from './card/calls.ts';
import * as message from './message/calls.ts';
import * as livechat from './livechat/calls.ts';
import * as enquiry from './enquiry/calls.ts';
import * as demand from './demand/calls.ts';
import * as workbench from './workbench/calls.ts';
import * as liveStudio from './live/studio.ts';
import * as review from './review/calls.ts';
import * as company from './company/calls.ts';
import * as figures from './figures/calls.ts';
import * as live from './live/calls.ts';
import * as weixin from './weixin/calls.ts';

/** Every call of the gateway. The server registers each one; /api/docs documents each one. */
export const ALL_CALLS: readonly CallContract[] = [
  ...Object.values(bvent),
  ...Object.values(catalog),
  ...Object.values(exhibitor),
  ...Object.values(identity),
  ...Object.values(search),
  ...Object.values(favorite),
  ...Object.values(media),
  ...Object.values(reference),
  ...Object.values(activity),
  ...Object.values(meeting),
  ...Object.values(room),
  ...Object.values(instant),
  ...Object.values(translate),
  ...Object.values(card),
  ...Object.values(message),
  ...Object.values(livechat),
  ...Object.values(enquiry),
  ...Object.values(demand),
  ...Object.values(workbench),
  ...Object.values(liveStudio),
  ...Object.values(review),
  ...Object.values(company),
  ...Object.values(figures),
  ...Object.values(live),
  ...Object.values(weixin),
];
