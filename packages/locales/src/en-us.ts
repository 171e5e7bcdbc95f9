import access from '../en-US/access.json' with { type: 'json' };
import booking from '../en-US/booking.json' with { type: 'json' };
import browse from '../en-US/browse.json' with { type: 'json' };
import common from '../en-US/common.json' with { type: 'json' };
import meeting from '../en-US/meeting.json' with { type: 'json' };
import meetings from '../en-US/meetings.json' with { type: 'json' };
import room from '../en-US/room.json' with { type: 'json' };
import cards from '../en-US/cards.json' with { type: 'json' };
import messages from '../en-US/messages.json' with { type: 'json' };
import enquiry from '../en-US/enquiry.json' with { type: 'json' };
import workbench from '../en-US/workbench.json' with { type: 'json' };
import review from '../en-US/review.json' with { type: 'json' };
import company from '../en-US/company.json' with { type: 'json' };
import type { Bundle, Bundles } from './types.ts';

/**
 * The en-US bundles on their own: the web loads this module (not the index, which holds every language) as its
 * last-resort wording, so its chunk carries English only.
 */
export const EN_US: Bundles = {
  common,
  access,
  browse,
  booking,
  meeting,
  meetings,
  room,
  cards,
  messages,
  enquiry,
  workbench,
  review,
  company,
};

/** Every en-US entry in one flat bundle (no key is in two namespaces; the package's test checks it). */
export const EN_US_ENTRIES: Bundle = Object.assign({}, ...Object.values(EN_US));
