/**
 * Business codes carried in the envelope's businessCode. 0 is success. The 1xxx-5xxx codes are
 * states of content that lead the client to the noContent page; the 4xxxx/5xxxx ones are our gateway's
 * transport-level failures, numbered after their HTTP status so a log line reads at a glance.
 *
 * One rule for "it is not there": whatever a call names that does not exist (or that the caller may not see:
 * banned, not approved, not listed, still being imported) is answered HTTP 404 with its own code below, and
 * the message names what is missing. The client goes to noContent on a 404 whose code is a page's subject
 * (NOT_FOUND_CODES) and shows the others in place (a slot gone from the booking dialog).
 */
export const ErrorCode = {
  Ok: 0,
  ExhibitorNotFound: 1001,
  ExhibitorBanned: 1002,
  ExhibitorNotApproved: 1003,
  /** Exhibitor data is still being imported; shown as "please wait", not as an error. */
  ExhibitorUploading: 1004,
  ExhibitNotFound: 2001,
  ExhibitBanned: 2002,
  ExhibitNotApproved: 2003,
  ExhibitNotListed: 2004,
  ProjectNotFound: 3001,
  ProjectBanned: 3002,
  ProjectNotListed: 3003,
  /** An exhibition group (pavilion) that does not exist or is not published. */
  GroupNotFound: 4001,
  GroupUploading: 4002,
  GroupUploadingData: 4004,
  EventNotFound: 5001,
  /** Booking: the slot has no free seat left ('the selected time slot has been engaged'). */
  SlotEngaged: 6001,
  /** The caller already holds a meeting at that time. */
  MeetingConflict: 6002,
  /** Reserve hammered: 'Too many attempts, please try later'. */
  TooManyAttempts: 6003,
  /** Unknown slot, a slot of another exhibitor or event, or times that are not the slot's. */
  SlotNotFound: 6004,
  /** The slot has started or is outside the exhibition's days. */
  SlotNotBookable: 6005,
  /** A reserve for the caller's own organization. */
  OwnOrganization: 6006,
  TopicRequired: 6007,
  TopicTooLong: 6008,
  /** The meeting type is not enabled at the event. */
  ChatTypeDisabled: 6009,
  MeetingNotFound: 6010,
  /** The meeting is no longer in the state the action needs (already answered or cancelled). */
  MeetingStateChanged: 6011,
  /** A slot's seats cannot drop below the seats already held. */
  SlotSeatsHeld: 6012,
  /** A day or times outside the exhibition, or an empty range. */
  SlotSettingInvalid: 6013,
  /** No room with that number, or one the caller may not see (not a member, no invitation). */
  RoomNotFound: 6101,
  /** Every seat is taken: "room full". */
  RoomFull: 6102,
  /** The host closed the room, or its time is over: "room closed". */
  RoomClosed: 6103,
  /** The host removed the caller (or the invitation they came with): "removed by host". */
  RemovedByHost: 6104,
  /** "Negotiation-room password correct": the password typed is not the room's. */
  RoomPasswordWrong: 6105,
  /** The room opens ROOM_OPENS_BEFORE_MINUTES before the meeting; the message says when, in the viewer's zone. */
  RoomNotOpenYet: 6106,
  /** "Overlong room text cannot be sent". */
  RoomTextTooLong: 6107,
  /** A frame for a room the socket holds no seat in, or a seat that is not in the sender's room. */
  NotInRoom: 6108,
  /** "Operation too fast": a socket sends more frames than it may. */
  OperationTooFast: 6109,
  /** A host's action (kick, close, password, invitation) by someone who does not host the room. */
  NotRoomHost: 6110,
  /** A guest must give a name to join. */
  RoomNameRequired: 6111,
  /** The participant has already answered the post-negotiation survey of this meeting. */
  FeedbackAlreadySaved: 6112,
  /** An instant negotiation request that does not exist, or is neither the caller's nor to their organization. */
  InstantRequestNotFound: 6113,
  /** The instant request was answered, cancelled or ran out of time before this answer or cancel. */
  InstantRequestClosed: 6114,
  /** The buyer is already waiting for an answer to another instant request: one at a time. */
  InstantRequestWaiting: 6115,
  /** No translation service covers the reader's language (or it is not answering): never a made-up text. */
  TranslationUnavailable: 6201,
  /** A card exchange that does not exist, or that the caller is on neither side of. */
  CardExchangeNotFound: 6301,
  /** A card is sent only once it has a name and a phone or an e-mail: the editor opens first. */
  CardIncomplete: 6302,
  /** A card sent to the sender's own organization (its members have it already). */
  CardOwnOrganization: 6303,
  /** A conversation that does not exist, or that the caller is on neither side of. */
  ConversationNotFound: 6401,
  /** "image jpg/png only and max 1M": the file's content is not a jpg or png, or it is larger. */
  ImageNotAccepted: 6402,
  /** A message to the sender's own organization. */
  MessageOwnOrganization: 6403,
  /** A chat room that does not exist (or is not the event's). */
  LiveChatRoomNotFound: 6501,
  /** The writer was muted in this room by the exhibitor's team. */
  LiveChatMuted: 6502,
  /** A chat message that does not exist in the room (or was removed already). */
  LiveChatMessageNotFound: 6503,
  /** Removing and muting are the exhibitor's team's. */
  LiveChatHostOnly: 6504,
  /** An enquiry that does not exist, or that the caller is neither the buyer of nor answers for. */
  EnquiryNotFound: 6601,
  /** A closed enquiry takes no more replies. */
  EnquiryClosed: 6602,
  /** An enquiry about one's own organization's product. */
  EnquiryOwnOrganization: 6603,
  /** A demand that does not exist, or that is not published and the caller neither published nor reviews. */
  DemandNotFound: 6701,
  /** A demand that takes no replies: closed, expired, or not (yet) published. */
  DemandNotOpen: 6702,
  /** "tag already exists": a demand's tags are different words. */
  DemandTagExists: 6703,
  /** The valid-until day is passed, or further ahead than a demand may run. */
  DemandValidUntil: 6704,
  /** The organizer's decision on a demand that is no longer pending. */
  DemandReviewed: 6705,
  /** An answer to a demand published by a member of the answering exhibitor's own organization. */
  DemandOwnOrganization: 6706,
  /** A product's state does not allow the action (list a product under review, edit a banned one...). */
  ProductStateRefused: 6801,
  /** The organizer's decision on something no longer waiting for it (decided already, or changed since). */
  ReviewDecided: 6802,
  /** "image jpg/png only": a product or company picture that is not a jpg or png by content, or over 20 MB. */
  WorkbenchImageNotAccepted: 6803,
  /** A product's picture that is neither uploaded nor already the product's. */
  ProductImageUnknown: 6804,
  /** A product video that is not a 16:9 mp4 phones play (H.264, AAC), or is over 300 MB; details say why. */
  ProductVideoNotAccepted: 6805,
  VideoNotFound: 7001,
  ActivityNotFound: 7101,
  /** Registration: every seat of the activity is taken. */
  ActivitySoldOut: 7102,
  /** The exhibitor closed the activity's registration. */
  ActivityRegistrationClosed: 7103,
  /** The activity is over: no more registrations. */
  ActivityEnded: 7104,
  /** The caller holds a seat already (a second tap, another tab). */
  ActivityAlreadyRegistered: 7105,
  /** A cancel by someone who holds no seat at the activity. */
  ActivityNotRegistered: 7106,
  /** An agency (a video producer of the event) that does not exist. */
  AgencyNotFound: 7201,
  /** A product category that is not one of the event's. */
  CategoryNotFound: 7301,
  /** A profile field that has no data source at the event. */
  FieldSourceNotFound: 7302,
  /** An organization without an administrator account (or no such organization). */
  AdminAccountNotFound: 7401,
  /** The account has no registration (attendee) at the event. */
  RegistrationNotFound: 7402,
  /** No order with that id at the event (or none awaiting what was asked). */
  OrderNotFound: 7403,
  /** The organization has no exhibitor registration at the event. */
  ExhibitorRegistrationNotFound: 7404,
  /** A live stream that does not exist or was removed: "live not exist". */
  LiveNotFound: 7501,
  /** Reserving a private live without its invitation code. */
  LiveInviteCodeRequired: 7502,
  /** Reserving a private live with a wrong invitation code (each one counted). */
  LiveInviteCodeWrong: 7503,
  /** Every seat of the live is reserved. */
  LiveSoldOut: 7504,
  /** The live is over: nothing to reserve. */
  LiveEnded: 7505,
  /**
   * The event has no WeChat official account configured (app id and secret): the share configuration inside
   * WeChat cannot be signed. The client ignores it (the page shares as a plain link).
   */
  WechatNotConfigured: 7601,
  /** WeChat's API refused or did not answer for the access token or the JS-SDK ticket: nothing is made up. */
  WechatUnavailable: 7602,
  /** A piece of a broadcast for a live that is not on air (not started, or ended). */
  LiveNotOnAir: 7701,
  /** A piece of a broadcast that is not a recorder's fragmented MP4 (or breaks it); details say why. */
  LiveMediaNotAccepted: 7702,
  /** A piece of a broadcast after a gap: the gateway answers which piece it expects (409). */
  LiveChunkGap: 7703,
  /** The live's state does not allow the action (edit or restart an ended live, go on air without a source). */
  LiveStateRefused: 7704,
  /** Going on air after the live's scheduled end: visitors see it ended; a new time in the studio brings it back. */
  LiveScheduleOver: 7705,
  BadRequest: 40000,
  Unauthorized: 40100,
  Forbidden: 40300,
  RouteNotFound: 40400,
  /** A call that exists, asked with a method it does not have (HTTP 405 with Allow). */
  MethodNotAllowed: 40500,
  PayloadTooLarge: 41300,
  TooManyRequests: 42900,
  Internal: 50000,
  /**
   * The database is not answering (down, restarting, refusing connections): HTTP 503 with Retry-After. Nothing
   * was written; the same request may simply be sent again in a few seconds, so the client says "try again"
   * rather than "something broke".
   */
  DatabaseUnavailable: 50300,
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** A failed answer with one of these codes sends the client to noContent instead of a toast. */
export const NOT_FOUND_CODES: readonly number[] = [
  1001, 1002, 1003, 1004, 2001, 2002, 2003, 2004, 3001, 3002, 3003, 4001, 4002, 4004, 5001, 7001, 7101, 7201,
  7501,
];

/** Every code that says "it is not there": answered with HTTP 404 (see the rule above). */
export const MISSING_CODES: readonly number[] = [
  ...NOT_FOUND_CODES,
  ErrorCode.SlotNotFound,
  ErrorCode.MeetingNotFound,
  ErrorCode.RoomNotFound,
  ErrorCode.InstantRequestNotFound,
  ErrorCode.CardExchangeNotFound,
  ErrorCode.ConversationNotFound,
  ErrorCode.LiveChatRoomNotFound,
  ErrorCode.LiveChatMessageNotFound,
  ErrorCode.EnquiryNotFound,
  ErrorCode.DemandNotFound,
  ErrorCode.CategoryNotFound,
  ErrorCode.FieldSourceNotFound,
  ErrorCode.AdminAccountNotFound,
  ErrorCode.RegistrationNotFound,
  ErrorCode.OrderNotFound,
  ErrorCode.ExhibitorRegistrationNotFound,
];

/**
 * Dictionary key of each code's message, and the English wording used when no dictionary is at hand.
 * The named keys (exhibitor_not_found, ...) are the spec's own.
 */
export const ERROR_MESSAGES: Record<number, { key: string; en: string }> = {
  1001: { key: 'exhibitor_not_found', en: 'The exhibitor does not exist' },
  1002: { key: 'exhibitor_is_disabled', en: 'The exhibitor has been banned' },
  1003: { key: 'exhibitor_not_passed', en: 'The exhibitor has not been approved' },
  1004: { key: 'exhibitor_uploading', en: 'The exhibitor is uploading data, please wait' },
  2001: { key: 'exhibit_not_found', en: 'The product does not exist' },
  2002: { key: 'exhibit_is_disabled', en: 'The product has been banned' },
  2003: { key: 'exhibit_not_passed', en: 'The product has not been approved' },
  2004: { key: 'exhibit_not_on_shelf', en: 'The product is not listed' },
  3001: { key: 'project_not_found', en: 'The project does not exist' },
  3002: { key: 'project_is_disabled', en: 'The project has been banned' },
  3003: { key: 'project_not_on_shelf', en: 'The project is not listed' },
  4001: { key: 'group_not_found', en: 'The exhibition group does not exist' },
  4002: { key: 'group_uploading', en: 'The exhibition group is uploading data, please wait' },
  4004: { key: 'group_uploading', en: 'The exhibition group is uploading data, please wait' },
  5001: { key: 'event_not_found', en: 'The exhibition does not exist' },
  40000: { key: 'bad_request', en: 'The request is not valid' },
  40100: { key: 'not_logged_in', en: 'You are not logged in' },
  40300: { key: 'not_permission', en: 'You have no permission for this operation' },
  40400: { key: 'route_not_found', en: 'No such call' },
  40500: { key: 'method_not_allowed', en: 'This call does not take that method' },
  41300: { key: 'payload_too_large', en: 'The request is too large' },
  42900: { key: 'too_frequent', en: 'Page refresh too frequent, try later' },
  50000: { key: 'service_abnormal', en: 'Service abnormal' },
  50300: {
    key: 'service_busy_retry',
    en: 'The service is briefly unavailable, please try again in a few seconds',
  },
  6001: {
    key: 'meeting_slot_engaged',
    en: 'Sorry, the selected time slot has been engaged, please select another time slot.',
  },
  6002: { key: 'meeting_schedule_conflict', en: 'Meeting schedule conflict' },
  6003: { key: 'too_many_attempts', en: 'Too many attempts, please try later' },
  6004: { key: 'meeting_slot_not_found', en: 'The time slot does not exist' },
  6005: { key: 'meeting_slot_not_bookable', en: 'This time slot can no longer be booked' },
  6006: { key: 'meeting_own_organization', en: 'You cannot book a meeting with your own organization' },
  6007: { key: 'please_enter_meeting_topic', en: 'Please enter meeting topic' },
  6008: { key: 'theme_max_length', en: 'Theme length is maximum 100 characters' },
  6009: { key: 'meeting_type_disabled', en: 'This meeting type is not available at this exhibition' },
  6010: { key: 'meeting_not_found', en: 'The meeting does not exist' },
  6011: { key: 'meeting_state_changed', en: 'The meeting has already been answered or cancelled' },
  6012: { key: 'meeting_slot_seats_held', en: 'A slot cannot have fewer seats than are already booked' },
  6013: { key: 'meeting_slot_setting_invalid', en: 'The meeting times must fall within the exhibition days' },
  6101: { key: 'room_not_found', en: 'The negotiation room does not exist' },
  6102: { key: 'room_full', en: 'The room is full' },
  6103: { key: 'room_closed', en: 'The room is closed' },
  6104: { key: 'removed_by_host', en: 'You have been removed by the host' },
  6105: { key: 'room_password_wrong', en: 'The room password is not correct' },
  6106: { key: 'room_not_open_yet', en: 'The room is not open yet' },
  6107: { key: 'room_text_too_long', en: 'The message is too long to send' },
  6108: { key: 'room_not_joined', en: 'You are not in this room' },
  6109: { key: 'operation_too_fast', en: 'Operation too fast, please try later' },
  6110: { key: 'room_host_only', en: 'Only the host can do this' },
  6111: { key: 'room_name_required', en: 'Please enter your name' },
  6112: { key: 'room_feedback_saved_already', en: 'You have already rated this meeting' },
  6113: { key: 'instant_request_not_found', en: 'The instant negotiation request does not exist' },
  6114: {
    key: 'instant_request_closed',
    en: 'This request has already been answered, cancelled or has expired',
  },
  6115: { key: 'instant_request_waiting', en: 'You are already waiting for an exhibitor to answer' },
  6201: { key: 'translation_unavailable', en: 'Translation is not available for this language' },
  6301: { key: 'card_not_found', en: 'The business card does not exist' },
  6302: { key: 'card_incomplete', en: 'Please complete your business card first' },
  6303: { key: 'card_own_organization', en: 'You cannot send your card to your own organization' },
  6401: { key: 'conversation_not_found', en: 'The conversation does not exist' },
  6402: { key: 'image_not_accepted', en: 'Only jpg or png images of at most 1 MB can be sent' },
  6403: { key: 'message_own_organization', en: 'You cannot message your own organization' },
  6501: { key: 'live_chat_room_not_found', en: 'The chat room does not exist' },
  6502: { key: 'live_chat_muted', en: 'You have been muted in this chat room' },
  6503: { key: 'live_chat_message_not_found', en: 'The message does not exist' },
  6504: { key: 'live_chat_host_only', en: 'Only the exhibitor can do this' },
  6601: { key: 'enquiry_not_found', en: 'The enquiry does not exist' },
  6602: { key: 'enquiry_closed', en: 'This enquiry is closed' },
  6603: { key: 'enquiry_own_organization', en: "You cannot enquire about your own organization's product" },
  6701: { key: 'demand_not_found', en: 'The demand does not exist' },
  6702: { key: 'demand_not_open', en: 'This demand takes no more replies' },
  6703: { key: 'demand_tag_exists', en: 'Tag already exists' },
  6704: {
    key: 'demand_valid_until_invalid',
    en: 'Please choose a valid-until date from today to a year ahead',
  },
  6705: { key: 'demand_reviewed', en: 'This demand has already been reviewed' },
  6706: { key: 'demand_own_organization', en: "You cannot answer your own organization's demand" },
  6801: { key: 'product_state_refused', en: "The product's state does not allow this" },
  6802: { key: 'review_decided', en: 'This has already been decided' },
  6803: {
    key: 'workbench_image_not_accepted',
    en: 'Only jpg or png images of at most 20 MB can be uploaded',
  },
  6804: { key: 'product_image_unknown', en: 'The picture was not uploaded; please add it again' },
  6805: {
    key: 'product_video_not_accepted',
    en: 'Only mp4 videos in 16:9 (H.264) of at most 300 MB can be uploaded',
  },
  7001: { key: 'video_not_found', en: 'The video does not exist' },
  7101: { key: 'activity_not_found', en: 'This activity does not exist' },
  7102: { key: 'activity_full', en: 'Sorry, every seat of this activity is taken' },
  7103: { key: 'activity_registration_closed_now', en: 'Registration for this activity is closed' },
  7104: { key: 'activity_over', en: 'This activity has ended; registration is closed' },
  7105: { key: 'activity_already_registered', en: 'You have already registered for this activity' },
  7106: { key: 'activity_not_registered', en: 'You are not registered for this activity' },
  7201: { key: 'agency_not_found', en: 'The agency does not exist' },
  7301: { key: 'category_not_found', en: 'The category does not exist at this exhibition' },
  7302: { key: 'field_source_not_found', en: 'The field has no data source' },
  7401: { key: 'admin_account_not_found', en: 'The organization has no administrator account' },
  7402: { key: 'registration_not_found', en: 'The account has no registration at this exhibition' },
  7403: { key: 'order_not_found', en: 'The order does not exist' },
  7404: {
    key: 'exhibitor_registration_not_found',
    en: 'The organization has no exhibitor registration at this exhibition',
  },
  7501: { key: 'live_not_exist', en: 'The live does not exist' },
  7502: { key: 'live_invite_code_required', en: 'Please enter the invitation code' },
  7503: { key: 'live_invite_code_wrong', en: 'The invitation code is not correct' },
  7504: { key: 'live_sold_out', en: 'Sorry, every seat of this live is taken' },
  7505: { key: 'live_over', en: 'This live has ended' },
  7601: { key: 'wechat_not_configured', en: 'Sharing inside WeChat is not configured for this exhibition' },
  7602: { key: 'wechat_unavailable', en: 'WeChat is not answering right now, please try later' },
  7701: { key: 'live_not_on_air', en: 'The live is not on air' },
  7702: {
    key: 'live_media_not_accepted',
    en: 'The broadcast could not be read as a recording (fragmented MP4)',
  },
  7703: { key: 'live_chunk_gap', en: 'A piece of the broadcast is missing; sending again from there' },
  7704: { key: 'live_state_refused', en: "The live's state does not allow this" },
  7705: {
    key: 'live_schedule_over',
    en: "This live's scheduled time is over: set a new time to go on air",
  },
};
