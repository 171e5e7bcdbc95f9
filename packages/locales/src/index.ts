import zhCnAccess from '../zh-CN/access.json' with { type: 'json' };
import zhCnBooking from '../zh-CN/booking.json' with { type: 'json' };
import zhCnBrowse from '../zh-CN/browse.json' with { type: 'json' };
import zhCnCommon from '../zh-CN/common.json' with { type: 'json' };
import zhCnMeeting from '../zh-CN/meeting.json' with { type: 'json' };
import zhCnMeetings from '../zh-CN/meetings.json' with { type: 'json' };
import zhCnRoom from '../zh-CN/room.json' with { type: 'json' };
import zhCnCards from '../zh-CN/cards.json' with { type: 'json' };
import zhCnMessages from '../zh-CN/messages.json' with { type: 'json' };
import zhCnEnquiry from '../zh-CN/enquiry.json' with { type: 'json' };
import zhCnReview from '../zh-CN/review.json' with { type: 'json' };
import zhCnCompany from '../zh-CN/company.json' with { type: 'json' };
import zhCnWorkbench from '../zh-CN/workbench.json' with { type: 'json' };
import ptPtAccess from '../pt-PT/access.json' with { type: 'json' };
import ptPtBooking from '../pt-PT/booking.json' with { type: 'json' };
import ptPtBrowse from '../pt-PT/browse.json' with { type: 'json' };
import ptPtCommon from '../pt-PT/common.json' with { type: 'json' };
import ptPtMeeting from '../pt-PT/meeting.json' with { type: 'json' };
import ptPtMeetings from '../pt-PT/meetings.json' with { type: 'json' };
import ptPtRoom from '../pt-PT/room.json' with { type: 'json' };
import ptPtCards from '../pt-PT/cards.json' with { type: 'json' };
import ptPtMessages from '../pt-PT/messages.json' with { type: 'json' };
import ptPtEnquiry from '../pt-PT/enquiry.json' with { type: 'json' };
import ptPtReview from '../pt-PT/review.json' with { type: 'json' };
import ptPtCompany from '../pt-PT/company.json' with { type: 'json' };
import ptPtWorkbench from '../pt-PT/workbench.json' with { type: 'json' };
import zhHkAccess from '../zh-HK/access.json' with { type: 'json' };
import zhHkBooking from '../zh-HK/booking.json' with { type: 'json' };
import zhHkBrowse from '../zh-HK/browse.json' with { type: 'json' };
import zhHkCommon from '../zh-HK/common.json' with { type: 'json' };
import zhHkMeeting from '../zh-HK/meeting.json' with { type: 'json' };
import zhHkMeetings from '../zh-HK/meetings.json' with { type: 'json' };
import zhHkRoom from '../zh-HK/room.json' with { type: 'json' };
import zhHkCards from '../zh-HK/cards.json' with { type: 'json' };
import zhHkMessages from '../zh-HK/messages.json' with { type: 'json' };
import zhHkEnquiry from '../zh-HK/enquiry.json' with { type: 'json' };
import zhHkReview from '../zh-HK/review.json' with { type: 'json' };
import zhHkCompany from '../zh-HK/company.json' with { type: 'json' };
import zhHkWorkbench from '../zh-HK/workbench.json' with { type: 'json' };
import { EN_US } from './en-us.ts';
import type { Bundles, LocaleLanguage } from './types.ts';

export { EN_US, EN_US_ENTRIES } from './en-us.ts';
export * from './types.ts';

/**
 * The platform dictionary: every UI string of the web client, one JSON file per language and namespace
 * (`<lng>/<ns>.json`). The server writes it into its dictionary table on every start (adding missing keys,
 * never overwriting an organizer's edit); the web takes the en-US files as its wording of last resort.
 *
 * Namespaces: common (content status messages, keyed like the original platform's where it names them, e.g.
 * exhibitor_not_found; the pages and components; identity and access refusals, the registration-state dialogs
 * attendee_tip_<state>_*, the cashier), access (sign-in, role and access dialogs), browse (home, lists,
 * search, product, project, pavilion, video pages, exhibitor activities), booking (the visitor's booking
 * dialog: its steps and its result), meeting (booking's refusals and toasts, contracts ERROR_MESSAGES
 * 6001-6013, and the meeting states' words), meetings (the visitor's meetings and the exhibitor's workbench), room
 * (the negotiation rooms: their pages, and the refusals 6101-6111), cards (business cards: my card and the card wall), messages (instant messages: the inbox, a conversation,
 * translation of a message, the chat rooms), enquiry (product enquiries and the supply-and-demand hall), workbench (the exhibitor's
 * workbench: company info, products, catalogue, figures), review (the organizer's review console), company (the
 * workbench's company info and catalogue entry).
 * Interpolations are {{name}}; plural forms are keys with the suffixes of Intl.PluralRules (`_one`, `_other`).
 */
export const BUNDLES: Readonly<Record<LocaleLanguage, Bundles>> = {
  'zh-CN': {
    common: zhCnCommon,
    access: zhCnAccess,
    browse: zhCnBrowse,
    booking: zhCnBooking,
    meeting: zhCnMeeting,
    meetings: zhCnMeetings,
    room: zhCnRoom,
    cards: zhCnCards,
    messages: zhCnMessages,
    enquiry: zhCnEnquiry,
    workbench: zhCnWorkbench,
    review: zhCnReview,
    company: zhCnCompany,
  },
  'en-US': EN_US,
  'pt-PT': {
    common: ptPtCommon,
    access: ptPtAccess,
    browse: ptPtBrowse,
    booking: ptPtBooking,
    meeting: ptPtMeeting,
    meetings: ptPtMeetings,
    room: ptPtRoom,
    cards: ptPtCards,
    messages: ptPtMessages,
    enquiry: ptPtEnquiry,
    workbench: ptPtWorkbench,
    review: ptPtReview,
    company: ptPtCompany,
  },
  'zh-HK': {
    common: zhHkCommon,
    access: zhHkAccess,
    browse: zhHkBrowse,
    booking: zhHkBooking,
    meeting: zhHkMeeting,
    meetings: zhHkMeetings,
    room: zhHkRoom,
    cards: zhHkCards,
    messages: zhHkMessages,
    enquiry: zhHkEnquiry,
    workbench: zhHkWorkbench,
    review: zhHkReview,
    company: zhHkCompany,
  },
};
