import { ALL_CALLS } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerGetBventByExhibitorIdOrExhibitId } from './bvent/get-bvent-by-exhibitor-id-or-exhibit-id.ts';
import { registerGetBventById } from './bvent/get-bvent-by-id.ts';
import { registerGetBventSetting } from './bvent/get-bvent-setting.ts';
import { registerGetDecorationData } from './bvent/get-decoration-data.ts';
import { registerGetExhibitionLogo } from './bvent/get-exhibition-logo.ts';
import { registerQuerySponsorBenefitPackageNoGroup } from './bvent/query-sponsor-benefit-package-no-group.ts';
import { registerGetDictionary } from './dictionary/get-dictionary.ts';
import { registerGetExhibitorDetail } from './exhibitor/get-exhibitor-detail.ts';
import { registerGetShopDecorate } from './exhibitor/get-shop-decorate.ts';
import { registerGetAccountUserInfo } from './identity/get-account-user-info.ts';
import { registerGetRolesWithBvent } from './identity/get-roles-with-bvent.ts';
import { registerQueryUserBenefitPackageNoGroup } from './identity/query-user-benefit-package-no-group.ts';
import { registerQueryUserBenefitFunctionKey } from './identity/query-user-benefit-function-key.ts';
import { registerQueryUsersBenefitFunctionKey } from './identity/query-users-benefit-function-key.ts';
import { registerGetAttendeeInfoByAccountId } from './identity/get-attendee-info-by-account-id.ts';
import { registerGetAttendeeInfo } from './identity/get-attendee-info.ts';
import { registerGetAttendeeTips } from './identity/get-attendee-tips.ts';
import { registerGetAdminAccount } from './identity/get-admin-account.ts';
import { registerGetPayPageUrl } from './identity/get-pay-page-url.ts';
import { registerCreateLoginTicket } from './identity/create-login-ticket.ts';
import { registerExchangeLoginTicket } from './identity/exchange-login-ticket.ts';
import { registerAuditExhibitor } from './identity/audit-exhibitor.ts';
import { registerReviewAttendee } from './identity/review-attendee.ts';
import { registerMarkOrderPaid } from './identity/mark-order-paid.ts';
import { registerDocs } from './system/docs.ts';
import { registerHealth } from './system/health.ts';
import { registerGetTerms } from './terms/get-terms.ts';
import { registerTrackEvent } from './tracking/track-event.ts';
import { registerClickFavoriteNum } from './search/click-favorite-num.ts';
import { registerSearchCompanies } from './search/search-companies.ts';
import { registerSearchCompanyProducts } from './search/search-company-products.ts';
import { registerSearchProducts } from './search/search-products.ts';
import { registerIsFavorite } from './favorite/is-favorite.ts';
import { registerAddFavorite } from './favorite/add-favorite.ts';
import { registerCancelFavorite } from './favorite/cancel-favorite.ts';
import { registerFavoriteStatusList } from './favorite/favorite-status-list.ts';
import { registerGetBventByExhibitionId } from './product/get-bvent-by-exhibition-id.ts';
import { registerGetCategoryByBventId } from './product/get-category-by-bvent-id.ts';
import { registerGetExhibitCategoryList } from './product/get-exhibit-category-list.ts';
import { registerGetExhibitDetail } from './product/get-exhibit-detail.ts';
import { registerListExhibits } from './product/list-exhibits.ts';
import { registerGetProjectDetail } from './project/get-project-detail.ts';
import { registerListProjects } from './project/list-projects.ts';
import { registerGetHomeRecommend } from './pavilion/get-home-recommend.ts';
import { registerGetPavilionDetail } from './pavilion/get-pavilion-detail.ts';
import { registerListExhibitors } from './pavilion/list-exhibitors.ts';
import { registerListPavilions } from './pavilion/list-pavilions.ts';
import { registerRecommendAgencyVideo } from './video/recommend-agency-video.ts';
import { registerRecommendExhibitorVideo } from './video/recommend-exhibitor-video.ts';
import { registerAgencyVideoList } from './video/agency-video-list.ts';
import { registerExhibitorVideoList } from './video/exhibitor-video-list.ts';
import { registerGetVideoDetail } from './video/get-video-detail.ts';
import { registerVideoHall, registerVideoHallCategories } from './video/video-hall.ts';
import { registerGetBventByBusinessId } from './bvent/get-bvent-by-business-id.ts';
import { registerGetBventThirdPlatformAppId } from './bvent/get-bvent-third-platform-app-id.ts';
import { registerJsSdkUiPackage, registerOpenJsSdkUiPackage } from './weixin/weixin-calls.ts';
import { registerGetAgency } from './agency/get-agency.ts';
import { registerGetAgencyDetail } from './agency/get-agency-detail.ts';
import { registerGetExhibitorOrgWebIms } from './reference/get-exhibitor-org-web-ims.ts';
import { registerGetExhibitorContactInformation } from './reference/get-exhibitor-contact-information.ts';
import { registerGetSearchBventDecorate } from './reference/get-search-bvent-decorate.ts';
import { registerGetDataSourceDetailByInitField } from './reference/get-data-source-detail-by-init-field.ts';
import { registerGetDictionaryTree } from './reference/get-dictionary-tree.ts';
import { registerGetInternationalAreaCodes } from './reference/get-international-area-codes.ts';
import { registerFileListInGroup } from './reference/file-list-in-group.ts';
import { registerListExhibitorActivities } from './activity/list-exhibitor-activities.ts';
import { registerGetExhibitorActivityDetail } from './activity/get-exhibitor-activity-detail.ts';
import { registerListActivityHall } from './activity/list-activity-hall.ts';
import { registerGetActivitySeat } from './activity/get-activity-seat.ts';
import { registerRegisterActivity } from './activity/register-activity.ts';
import { registerCancelActivityRegistration } from './activity/cancel-activity-registration.ts';
import { registerMyActivities } from './activity/my-activities.ts';
import { registerGetChatTypeByBventId } from './meeting/get-chat-type-by-bvent-id.ts';
import { registerExhibitorOfflineBoothNumberQuery } from './meeting/exhibitor-offline-booth-number-query.ts';
import { registerListChatStocks } from './meeting/list-chat-stocks.ts';
import { registerCheckChatStatus } from './meeting/check-chat-status.ts';
import { registerReserveChat } from './meeting/reserve-chat.ts';
import { registerMySentMeetings } from './meeting/my-sent-meetings.ts';
import { registerReceivedMeetings } from './meeting/received-meetings.ts';
import { registerConfirmMeeting } from './meeting/confirm-meeting.ts';
import { registerDeclineMeeting } from './meeting/decline-meeting.ts';
import { registerCancelMeeting } from './meeting/cancel-meeting.ts';
import { registerMeetingCalendar } from './meeting/meeting-calendar.ts';
import { registerGetMySlots } from './meeting/get-my-slots.ts';
import { registerSetMySlots } from './meeting/set-my-slots.ts';
import { registerClearMySlots } from './meeting/clear-my-slots.ts';
import { registerBusinessCardDetail } from './meeting/business-card-detail.ts';
import {
  registerCreateRoomInvitation,
  registerGetAuthQrCode,
  registerGetMeetingRoom,
  registerGetRtcQrCode,
  registerSaveChatRoomFeedback,
  registerSaveLiveMeetingRecord,
  registerSetRoomPassword,
} from './room/room-calls.ts';
import {
  registerAnswerInstantMeeting,
  registerAskInstantMeeting,
  registerCancelInstantMeeting,
  registerGetInstantMeeting,
  registerPendingInstantMeetings,
} from './room/instant-calls.ts';
import { registerTranslateText } from './translate/translate-text.ts';
import {
  registerBusinessCardVcard,
  registerBusinessCardWall,
  registerBusinessCardWallCsv,
  registerGetMyBusinessCard,
  registerGetUserBusinessCardId,
  registerIsBusinessCardComplete,
  registerSaveMyBusinessCard,
  registerSendBusinessCard,
  registerSendBusinessCardBack,
} from './card/card-calls.ts';
import {
  registerGetConversation,
  registerListConversations,
  registerListMessages,
  registerReadMessages,
  registerSendMessage,
  registerSendMessageToExhibitor,
  registerUnreadMessages,
  registerUploadMessageImage,
} from './message/message-calls.ts';
import {
  registerLiveChatEnter,
  registerLiveChatMute,
  registerLiveChatOpenList,
  registerLiveChatRemove,
  registerLiveChatSend,
} from './livechat/livechat-calls.ts';
import {
  registerCloseEnquiry,
  registerEnquiryDetail,
  registerEnquiryInbox,
  registerEnquiryInboxCsv,
  registerMyEnquiries,
  registerReplyEnquiry,
  registerSubmitEnquiry,
} from './enquiry/enquiry-calls.ts';
import {
  registerCloseDemand,
  registerDemandDetail,
  registerDemandHall,
  registerDemandReviewQueue,
  registerMyDemands,
  registerPublishDemand,
  registerReplyDemand,
  registerReviewDemand,
  registerUploadDemandPicture,
} from './demand/demand-calls.ts';
import { REVIEW_ROUTES } from './review/review-calls.ts';
import { COMPANY_ROUTES } from './company/company-calls.ts';
import { WORKBENCH_ROUTES } from './workbench/workbench-calls.ts';
import { LIVE_ROUTES } from './live/live-calls.ts';
import { LIVE_STUDIO_ROUTES, registerLiveSweep } from './live/broadcast/studio-calls.ts';
import { registerWorkbenchFigures, registerWorkbenchFiguresCsv } from './figures/figures-calls.ts';

/** Every call of the contracts, by id. A test checks that none is missing (test/calls.test.ts). */
const ROUTES: Record<string, (app: FastifyInstance) => void> = {
  getMeetingRoom: registerGetMeetingRoom,
  createRoomInvitation: registerCreateRoomInvitation,
  setRoomPassword: registerSetRoomPassword,
  saveChatRoomFeedback: registerSaveChatRoomFeedback,
  saveLiveMeetingRecord: registerSaveLiveMeetingRecord,
  getRtcQrCode: registerGetRtcQrCode,
  getAuthQrCode: registerGetAuthQrCode,
  askInstantMeeting: registerAskInstantMeeting,
  cancelInstantMeeting: registerCancelInstantMeeting,
  answerInstantMeeting: registerAnswerInstantMeeting,
  getInstantMeeting: registerGetInstantMeeting,
  pendingInstantMeetings: registerPendingInstantMeetings,
  translateText: registerTranslateText,
  getUserBusinessCardId: registerGetUserBusinessCardId,
  isBusinessCardComplete: registerIsBusinessCardComplete,
  getMyBusinessCard: registerGetMyBusinessCard,
  saveMyBusinessCard: registerSaveMyBusinessCard,
  sendBusinessCard: registerSendBusinessCard,
  sendBusinessCardBack: registerSendBusinessCardBack,
  businessCardWall: registerBusinessCardWall,
  businessCardVcard: registerBusinessCardVcard,
  businessCardWallCsv: registerBusinessCardWallCsv,
  sendMessageToExhibitor: registerSendMessageToExhibitor,
  sendMessage: registerSendMessage,
  listConversations: registerListConversations,
  getConversation: registerGetConversation,
  listMessages: registerListMessages,
  readMessages: registerReadMessages,
  unreadMessages: registerUnreadMessages,
  uploadMessageImage: registerUploadMessageImage,
  liveChatOpenList: registerLiveChatOpenList,
  liveChatEnter: registerLiveChatEnter,
  liveChatSend: registerLiveChatSend,
  liveChatRemove: registerLiveChatRemove,
  liveChatMute: registerLiveChatMute,
  submitEnquiry: registerSubmitEnquiry,
  myEnquiries: registerMyEnquiries,
  enquiryInbox: registerEnquiryInbox,
  enquiryDetail: registerEnquiryDetail,
  replyEnquiry: registerReplyEnquiry,
  closeEnquiry: registerCloseEnquiry,
  enquiryInboxCsv: registerEnquiryInboxCsv,
  demandHall: registerDemandHall,
  demandDetail: registerDemandDetail,
  publishDemand: registerPublishDemand,
  uploadDemandPicture: registerUploadDemandPicture,
  myDemands: registerMyDemands,
  closeDemand: registerCloseDemand,
  replyDemand: registerReplyDemand,
  demandReviewQueue: registerDemandReviewQueue,
  reviewDemand: registerReviewDemand,
  ...REVIEW_ROUTES,
  ...COMPANY_ROUTES,
  ...WORKBENCH_ROUTES,
  ...LIVE_ROUTES,
  ...LIVE_STUDIO_ROUTES,
  workbenchFigures: registerWorkbenchFigures,
  workbenchFiguresCsv: registerWorkbenchFiguresCsv,
  getBventById: registerGetBventById,
  getBventByExhibitorIdOrExhibitId: registerGetBventByExhibitorIdOrExhibitId,
  getBventSetting: registerGetBventSetting,
  getExhibitionLogo: registerGetExhibitionLogo,
  getDecorationData: registerGetDecorationData,
  querySponsorBenefitPackageNoGroup: registerQuerySponsorBenefitPackageNoGroup,
  getDictionary: registerGetDictionary,
  getTerms: registerGetTerms,
  trackEvent: registerTrackEvent,
  getExhibitorDetail: registerGetExhibitorDetail,
  getShopDecorate: registerGetShopDecorate,
  getAccountUserInfo: registerGetAccountUserInfo,
  getRolesWithBvent: registerGetRolesWithBvent,
  queryUserBenefitPackageNoGroup: registerQueryUserBenefitPackageNoGroup,
  queryUserBenefitFunctionKey: registerQueryUserBenefitFunctionKey,
  queryUsersBenefitFunctionKey: registerQueryUsersBenefitFunctionKey,
  getAttendeeInfoByAccountId: registerGetAttendeeInfoByAccountId,
  getAttendeeInfo: registerGetAttendeeInfo,
  getAttendeeTips: registerGetAttendeeTips,
  getAdminAccount: registerGetAdminAccount,
  getPayPageUrl: registerGetPayPageUrl,
  createLoginTicket: registerCreateLoginTicket,
  exchangeLoginTicket: registerExchangeLoginTicket,
  auditExhibitor: registerAuditExhibitor,
  reviewAttendee: registerReviewAttendee,
  markOrderPaid: registerMarkOrderPaid,
  searchCompanies: registerSearchCompanies,
  searchProducts: registerSearchProducts,
  searchCompanyProducts: registerSearchCompanyProducts,
  clickFavoriteNum: registerClickFavoriteNum,
  isFavorite: registerIsFavorite,
  addFavorite: registerAddFavorite,
  cancelFavorite: registerCancelFavorite,
  favoriteStatusList: registerFavoriteStatusList,
  getExhibitCategoryList: registerGetExhibitCategoryList,
  listExhibits: registerListExhibits,
  getExhibitDetail: registerGetExhibitDetail,
  getBventByExhibitionId: registerGetBventByExhibitionId,
  getCategoryByBventId: registerGetCategoryByBventId,
  listProjects: registerListProjects,
  getProjectDetail: registerGetProjectDetail,
  listPavilions: registerListPavilions,
  getPavilionDetail: registerGetPavilionDetail,
  listExhibitors: registerListExhibitors,
  getHomeRecommend: registerGetHomeRecommend,
  recommendAgencyVideo: registerRecommendAgencyVideo,
  recommendExhibitorVideo: registerRecommendExhibitorVideo,
  agencyVideoList: registerAgencyVideoList,
  exhibitorVideoList: registerExhibitorVideoList,
  getVideoDetail: registerGetVideoDetail,
  videoHall: registerVideoHall,
  videoHallCategories: registerVideoHallCategories,
  getBventByBusinessId: registerGetBventByBusinessId,
  getBventThirdPlatformAppId: registerGetBventThirdPlatformAppId,
  jsSdkUiPackage: registerJsSdkUiPackage,
  openJsSdkUiPackage: registerOpenJsSdkUiPackage,
  getAgency: registerGetAgency,
  getAgencyDetail: registerGetAgencyDetail,
  getExhibitorOrgWebIms: registerGetExhibitorOrgWebIms,
  getExhibitorContactInformation: registerGetExhibitorContactInformation,
  getSearchBventDecorate: registerGetSearchBventDecorate,
  getDataSourceDetailByInitField: registerGetDataSourceDetailByInitField,
  getDictionaryTree: registerGetDictionaryTree,
  getInternationalAreaCodes: registerGetInternationalAreaCodes,
  fileListInGroup: registerFileListInGroup,
  listExhibitorActivities: registerListExhibitorActivities,
  getExhibitorActivityDetail: registerGetExhibitorActivityDetail,
  listActivityHall: registerListActivityHall,
  getActivitySeat: registerGetActivitySeat,
  registerActivity: registerRegisterActivity,
  cancelActivityRegistration: registerCancelActivityRegistration,
  myActivities: registerMyActivities,
  getChatTypeByBventId: registerGetChatTypeByBventId,
  exhibitorOfflineBoothNumberQuery: registerExhibitorOfflineBoothNumberQuery,
  listChatStocks: registerListChatStocks,
  checkChatStatus: registerCheckChatStatus,
  reserveChat: registerReserveChat,
  mySentMeetings: registerMySentMeetings,
  receivedMeetings: registerReceivedMeetings,
  confirmMeeting: registerConfirmMeeting,
  declineMeeting: registerDeclineMeeting,
  cancelMeeting: registerCancelMeeting,
  meetingCalendar: registerMeetingCalendar,
  getMySlots: registerGetMySlots,
  setMySlots: registerSetMySlots,
  clearMySlots: registerClearMySlots,
  businessCardDetail: registerBusinessCardDetail,
};

export async function domainsPlugin(app: FastifyInstance): Promise<void> {
  // request.account is set by register-call for calls that look at the token; declared once for all of them.
  if (!app.hasRequestDecorator('account')) app.decorateRequest('account', null);
  const missing = ALL_CALLS.filter((c) => !ROUTES[c.id]).map((c) => c.id);
  // Not fatal: a contract may land before its route; the start stays possible and the log says what is missing.
  if (missing.length > 0) app.log.warn(`contract calls without a route: ${missing.join(', ')}`);
  for (const call of ALL_CALLS) ROUTES[call.id]?.(app);
  registerLiveSweep(app);
  registerHealth(app);
  registerDocs(app);
}
