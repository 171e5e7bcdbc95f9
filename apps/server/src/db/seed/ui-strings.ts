import { ACCESS_UI_STRINGS } from './ui-strings-access.ts';
import { BROWSE_UI_STRINGS } from './ui-strings-browse.ts';
import { BOOKING_UI_STRINGS } from './ui-strings-booking.ts';
import { MEETING_UI_STRINGS } from './ui-strings-meeting.ts';
import { MEETINGS_UI_STRINGS } from './ui-strings-meetings.ts';

/**
 * The platform dictionary: every UI string of the web client, keyed, in zh-CN, en-US and pt-PT (and zh-HK where
 * Hong Kong wording differs from a character conversion). The seed writes all five languages: zh copies zh-CN,
 * zh-HK entries not given here are converted from zh-CN with OpenCC (cn -> hk). Synced on every start: missing
 * keys are inserted, existing rows (an organizer may have edited them) are never overwritten.
 */
export interface UiString {
  'zh-CN': string;
  'en-US': string;
  'pt-PT': string;
  'zh-HK'?: string;
}

export const UI_STRINGS: Record<string, UiString> = {
  // Status messages (SPEC §8); keys are the spec's own where it names them.
  exhibitor_not_found: {
    'zh-CN': '展商不存在',
    'en-US': 'The exhibitor does not exist',
    'pt-PT': 'O expositor não existe',
  },
  exhibitor_is_disabled: {
    'zh-CN': '展商已被禁用',
    'en-US': 'The exhibitor has been banned',
    'pt-PT': 'O expositor foi banido',
  },
  exhibitor_not_passed: {
    'zh-CN': '展商未通过审核',
    'en-US': 'The exhibitor has not been approved',
    'pt-PT': 'O expositor não foi aprovado',
  },
  exhibitor_uploading: {
    'zh-CN': '展商正在上传数据，请稍候',
    'en-US': 'The exhibitor is uploading data, please wait',
    'pt-PT': 'O expositor está a carregar dados, aguarde',
  },
  exhibit_not_found: {
    'zh-CN': '展品不存在',
    'en-US': 'The product does not exist',
    'pt-PT': 'O produto não existe',
  },
  exhibit_is_disabled: {
    'zh-CN': '展品已被禁用',
    'en-US': 'The product has been banned',
    'pt-PT': 'O produto foi banido',
  },
  exhibit_not_passed: {
    'zh-CN': '展品未通过审核',
    'en-US': 'The product has not been approved',
    'pt-PT': 'O produto não foi aprovado',
  },
  exhibit_not_on_shelf: {
    'zh-CN': '展品未上架',
    'en-US': 'The product is not listed',
    'pt-PT': 'O produto não está listado',
  },
  project_not_found: {
    'zh-CN': '项目不存在',
    'en-US': 'The project does not exist',
    'pt-PT': 'O projeto não existe',
  },
  project_is_disabled: {
    'zh-CN': '项目已被禁用',
    'en-US': 'The project has been banned',
    'pt-PT': 'O projeto foi banido',
  },
  project_not_on_shelf: {
    'zh-CN': '项目未上架',
    'en-US': 'The project is not listed',
    'pt-PT': 'O projeto não está listado',
  },
  group_uploading: {
    'zh-CN': '展团正在上传数据，请稍候',
    'en-US': 'The exhibition group is uploading data, please wait',
    'pt-PT': 'O grupo de exposição está a carregar dados, aguarde',
  },
  event_not_found: {
    'zh-CN': '展会不存在',
    'en-US': 'The exhibition does not exist',
    'pt-PT': 'A exposição não existe',
  },
  content_not_found: {
    'zh-CN': '内容不存在',
    'en-US': 'The content does not exist',
    'pt-PT': 'O conteúdo não existe',
  },
  bad_request: { 'zh-CN': '请求无效', 'en-US': 'The request is not valid', 'pt-PT': 'O pedido não é válido' },
  not_logged_in: {
    'zh-CN': '您还未登录',
    'en-US': 'You are not logged in',
    'pt-PT': 'Não tem sessão iniciada',
  },
  not_permission: {
    'zh-CN': '您没有此操作的权限',
    'en-US': 'You have no permission for this operation',
    'pt-PT': 'Não tem permissão para esta operação',
  },
  route_not_found: { 'zh-CN': '没有这个接口', 'en-US': 'No such call', 'pt-PT': 'Chamada inexistente' },
  payload_too_large: {
    'zh-CN': '请求内容过大',
    'en-US': 'The request is too large',
    'pt-PT': 'O pedido é demasiado grande',
  },
  too_frequent: {
    'zh-CN': '页面刷新过于频繁，请稍后再试',
    'en-US': 'Page refresh too frequent, try later',
    'pt-PT': 'Atualização demasiado frequente, tente mais tarde',
  },
  service_abnormal: { 'zh-CN': '服务异常', 'en-US': 'Service abnormal', 'pt-PT': 'Serviço anómalo' },

  // Web client pages and components (apps/web). Interpolations use i18next's {{name}} syntax.
  page_not_found: { 'zh-CN': '页面不存在', 'en-US': 'Page not found', 'pt-PT': 'Página não encontrada' },
  page_not_found_desc: {
    'zh-CN': '您访问的页面不存在或已被移除',
    'en-US': 'The page you are looking for does not exist or has been removed.',
    'pt-PT': 'A página que procura não existe ou foi removida.',
  },
  no_permission_page: { 'zh-CN': '暂无访问权限', 'en-US': 'No permission', 'pt-PT': 'Sem permissão' },
  no_permission_page_desc: {
    'zh-CN': '您没有查看此页面的权限，如有疑问请联系主办方',
    'en-US':
      'You do not have permission to view this page. Contact the organizer if you think this is a mistake.',
    'pt-PT': 'Não tem permissão para ver esta página. Contacte o organizador se achar que é um erro.',
    'zh-HK': '您沒有查看此頁面的權限，如有疑問請聯絡主辦單位',
  },
  no_content_desc: {
    'zh-CN': '该内容暂时无法查看',
    'en-US': 'This content cannot be shown right now.',
    'pt-PT': 'Este conteúdo não pode ser apresentado de momento.',
  },
  back_to_fair: { 'zh-CN': '返回展会', 'en-US': 'Back to the exhibition', 'pt-PT': 'Voltar à exposição' },
  go_back: { 'zh-CN': '返回', 'en-US': 'Go back', 'pt-PT': 'Voltar' },
  retry: { 'zh-CN': '重试', 'en-US': 'Try again', 'pt-PT': 'Tentar novamente' },
  close: { 'zh-CN': '关闭', 'en-US': 'Close', 'pt-PT': 'Fechar' },
  load_failed: { 'zh-CN': '加载失败', 'en-US': 'Could not load', 'pt-PT': 'Não foi possível carregar' },
  load_failed_desc: {
    'zh-CN': '请检查网络后重试',
    'en-US': 'Check your connection and try again.',
    'pt-PT': 'Verifique a ligação e tente novamente.',
  },
  chunk_load_failed: {
    'zh-CN': '页面加载超时',
    'en-US': 'The page took too long to load',
    'pt-PT': 'A página demorou demasiado a carregar',
  },
  chunk_load_failed_desc: {
    'zh-CN': '网络不稳定或版本已更新，请刷新页面',
    'en-US': 'The connection is unstable or the site was updated. Reload the page.',
    'pt-PT': 'A ligação está instável ou o site foi atualizado. Recarregue a página.',
  },
  auth_tip_title: {
    'zh-CN': '需要身份验证',
    'en-US': 'Verification needed',
    'pt-PT': 'Verificação necessária',
  },
  auth_tip_desc: {
    'zh-CN': '继续访问前，请先完成身份验证',
    'en-US': 'Please verify your identity before you continue.',
    'pt-PT': 'Verifique a sua identidade antes de continuar.',
  },
  auth_tip_go: { 'zh-CN': '前往验证', 'en-US': 'Go to verification', 'pt-PT': 'Ir para a verificação' },
  auth_tip_invalid: {
    'zh-CN': '验证链接无效',
    'en-US': 'The verification link is not valid.',
    'pt-PT': 'A ligação de verificação não é válida.',
    'zh-HK': '驗證連結無效',
  },
  switch_language: { 'zh-CN': '切换语言', 'en-US': 'Language', 'pt-PT': 'Idioma' },
  switch_language_hint: {
    'zh-CN': '选择界面语言，我们会记住您的选择',
    'en-US': 'Choose the language of the interface. We will remember your choice.',
    'pt-PT': 'Escolha o idioma da interface. Vamos lembrar a sua escolha.',
  },
  theme_dark: {
    'zh-CN': '切换到深色模式',
    'en-US': 'Switch to dark mode',
    'pt-PT': 'Mudar para o modo escuro',
  },
  theme_light: {
    'zh-CN': '切换到浅色模式',
    'en-US': 'Switch to light mode',
    'pt-PT': 'Mudar para o modo claro',
  },
  booth_number: { 'zh-CN': '展位', 'en-US': 'Booth', 'pt-PT': 'Stand', 'zh-HK': '攤位' },
  counter_visit: { 'zh-CN': '访问', 'en-US': 'Visits', 'pt-PT': 'Visitas', 'zh-HK': '瀏覽' },
  counter_favorites: { 'zh-CN': '收藏', 'en-US': 'Favorites', 'pt-PT': 'Favoritos' },
  counter_like: { 'zh-CN': '点赞', 'en-US': 'Likes', 'pt-PT': 'Gostos', 'zh-HK': '讚好' },
  company_profile: { 'zh-CN': '企业信息', 'en-US': 'About the company', 'pt-PT': 'Sobre a empresa' },
  exhibitor_profile_empty: {
    'zh-CN': '该展商暂未填写企业简介',
    'en-US': 'This exhibitor has not filled in a profile yet.',
    'pt-PT': 'Este expositor ainda não preencheu o perfil.',
  },
  view_all_fields: {
    'zh-CN': '查看全部（{{count}}项）',
    'en-US': 'View all ({{count}})',
    'pt-PT': 'Ver tudo ({{count}})',
  },
  view_details: { 'zh-CN': '查看详情', 'en-US': 'View details', 'pt-PT': 'Ver detalhes' },
  view_image: {
    'zh-CN': '查看图片 {{index}}/{{total}}',
    'en-US': 'View image {{index}} of {{total}}',
    'pt-PT': 'Ver imagem {{index}} de {{total}}',
  },
  special_booth: {
    'zh-CN': '特装展位',
    'en-US': 'Special booth',
    'pt-PT': 'Stand especial',
    'zh-HK': '特裝攤位',
  },
  standard_booth: {
    'zh-CN': '标准展位',
    'en-US': 'Standard booth',
    'pt-PT': 'Stand padrão',
    'zh-HK': '標準攤位',
  },
  pc_title: {
    'zh-CN': '在手机上浏览展会',
    'en-US': 'Browse the exhibition on your phone',
    'pt-PT': 'Visite a exposição no telemóvel',
  },
  pc_scan_hint: {
    'zh-CN': '用手机扫一扫，随时随地逛展',
    'en-US': 'Scan with your phone to continue there.',
    'pt-PT': 'Leia o código com o telemóvel para continuar lá.',
    'zh-HK': '用手機掃描二維碼，隨時隨地逛展',
  },
  pc_qr_alt: {
    'zh-CN': '本页面手机版二维码',
    'en-US': 'QR code of this page for your phone',
    'pt-PT': 'Código QR desta página para o telemóvel',
  },
  pc_preview: { 'zh-CN': '手机版预览', 'en-US': 'Mobile preview', 'pt-PT': 'Pré-visualização móvel' },
  // Identity and access (issue 3): gate refusals, registration-state dialogs (attendee_tip_<state>_*), cashier.
  access_only_buyers: {
    'zh-CN': '仅采购商可进行此操作',
    'en-US': 'Only buyers may do this',
    'pt-PT': 'Apenas compradores podem fazer isto',
  },
  access_only_exhibitors: {
    'zh-CN': '仅展商可进行此操作',
    'en-US': 'Only exhibitors may do this',
    'pt-PT': 'Apenas expositores podem fazer isto',
  },
  access_no_identity: {
    'zh-CN': '您在本展会没有可用的身份',
    'en-US': 'You have no usable identity at this event',
    'pt-PT': 'Não tem uma identidade utilizável neste evento',
  },
  access_choose_role: {
    'zh-CN': '请先选择要使用的身份',
    'en-US': 'Please choose the identity you act in first',
    'pt-PT': 'Escolha primeiro a identidade com que atua',
  },
  access_not_audited: {
    'zh-CN': '您的展商身份尚未审核通过',
    'en-US': 'Your exhibitor identity is not yet audited',
    'pt-PT': 'A sua identidade de expositor ainda não foi auditada',
  },
  access_planner_only: {
    'zh-CN': '仅主办方可进行此操作',
    'en-US': 'Only the organizer may do this',
    'pt-PT': 'Apenas o organizador pode fazer isto',
  },
  attendee_tip_Unregistered_title: {
    'zh-CN': '未报名',
    'en-US': 'Not registered',
    'pt-PT': 'Sem inscrição',
  },
  attendee_tip_Unregistered_message: {
    'zh-CN': '您还未报名本展会',
    'en-US': 'You have not registered for this event yet',
    'pt-PT': 'Ainda não se inscreveu neste evento',
  },
  attendee_tip_WaitedList_title: {
    'zh-CN': '候补中',
    'en-US': 'On the waiting list',
    'pt-PT': 'Em lista de espera',
  },
  attendee_tip_WaitedList_message: {
    'zh-CN': '您在候补名单中，有名额时我们会通知您',
    'en-US': 'You are on the waiting list; we will tell you when a place is free',
    'pt-PT': 'Está na lista de espera; avisamos quando houver vaga',
  },
  attendee_tip_Registered_title: {
    'zh-CN': '已报名',
    'en-US': 'Registered',
    'pt-PT': 'Inscrito',
  },
  attendee_tip_Registered_message: {
    'zh-CN': '您已成功报名本展会',
    'en-US': 'You are registered for this event',
    'pt-PT': 'Está inscrito neste evento',
  },
  attendee_tip_NeedComplementInfo_title: {
    'zh-CN': '需补充信息',
    'en-US': 'More information needed',
    'pt-PT': 'São necessárias mais informações',
  },
  attendee_tip_NeedComplementInfo_message: {
    'zh-CN': '主办方需要您补充报名信息',
    'en-US': 'The organizer needs more information about your registration',
    'pt-PT': 'O organizador precisa de mais informações sobre a sua inscrição',
  },
  attendee_tip_NeedEditInfo_title: {
    'zh-CN': '需修改信息',
    'en-US': 'Registration needs changes',
    'pt-PT': 'A inscrição precisa de alterações',
  },
  attendee_tip_NeedEditInfo_message: {
    'zh-CN': '主办方请您修改报名信息',
    'en-US': 'The organizer asked you to edit your registration',
    'pt-PT': 'O organizador pediu-lhe que edite a sua inscrição',
  },
  attendee_tip_Cancelled_title: {
    'zh-CN': '报名已取消',
    'en-US': 'Registration cancelled',
    'pt-PT': 'Inscrição cancelada',
  },
  attendee_tip_Cancelled_message: {
    'zh-CN': '您的报名已取消，请重新报名',
    'en-US': 'Your registration was cancelled; please register again',
    'pt-PT': 'A sua inscrição foi cancelada; inscreva-se novamente',
  },
  attendee_tip_LogOut_title: {
    'zh-CN': '报名已失效',
    'en-US': 'Registration no longer active',
    'pt-PT': 'Inscrição já não está ativa',
  },
  attendee_tip_LogOut_message: {
    'zh-CN': '您的报名已失效，请重新报名',
    'en-US': 'Your registration is no longer active; please register again',
    'pt-PT': 'A sua inscrição já não está ativa; inscreva-se novamente',
  },
  attendee_tip_PendingApproval_title: {
    'zh-CN': '等待审核',
    'en-US': 'Awaiting approval',
    'pt-PT': 'A aguardar aprovação',
  },
  attendee_tip_PendingApproval_message: {
    'zh-CN': '您的报名正在等待主办方审核',
    'en-US': "Your registration is waiting for the organizer's approval",
    'pt-PT': 'A sua inscrição aguarda a aprovação do organizador',
  },
  attendee_tip_Unpaid_title: {
    'zh-CN': '待支付',
    'en-US': 'Payment required',
    'pt-PT': 'Pagamento necessário',
  },
  attendee_tip_Unpaid_message: {
    'zh-CN': '您的门票尚未支付，请先完成支付',
    'en-US': 'Your ticket has not been paid yet; please pay first',
    'pt-PT': 'O seu bilhete ainda não foi pago; pague primeiro',
  },
  attendee_tip_OfflinePayUnpaid_title: {
    'zh-CN': '等待线下付款确认',
    'en-US': 'Awaiting offline payment',
    'pt-PT': 'A aguardar pagamento offline',
  },
  attendee_tip_OfflinePayUnpaid_message: {
    'zh-CN': '您的线下付款尚未确认，款项到账后主办方会为您确认',
    'en-US': 'Your offline payment is not confirmed yet; the organizer confirms it when the transfer arrives',
    'pt-PT':
      'O seu pagamento offline ainda não foi confirmado; o organizador confirma-o quando a transferência chegar',
  },
  attendee_tip_Denied_title: {
    'zh-CN': '报名未通过',
    'en-US': 'Registration denied',
    'pt-PT': 'Inscrição recusada',
  },
  attendee_tip_Denied_message: {
    'zh-CN': '很抱歉，您的报名未通过审核',
    'en-US': 'Sorry, your registration was not approved',
    'pt-PT': 'Lamentamos, a sua inscrição não foi aprovada',
  },
  attendee_action_none: {
    'zh-CN': '我知道了',
    'en-US': 'OK',
    'pt-PT': 'OK',
  },
  attendee_action_confirm: {
    'zh-CN': '确定',
    'en-US': 'OK',
    'pt-PT': 'OK',
  },
  attendee_action_correct: {
    'zh-CN': '去完善报名信息',
    'en-US': 'Update my registration',
    'pt-PT': 'Atualizar a inscrição',
  },
  attendee_action_reRegister: {
    'zh-CN': '重新报名',
    'en-US': 'Register again',
    'pt-PT': 'Inscrever-me novamente',
  },
  attendee_action_pay: {
    'zh-CN': '去支付',
    'en-US': 'Pay now',
    'pt-PT': 'Pagar agora',
  },
  cashier_title: {
    'zh-CN': '收银台',
    'en-US': 'Checkout',
    'pt-PT': 'Pagamento',
  },
  cashier_order: {
    'zh-CN': '订单号',
    'en-US': 'Order reference',
    'pt-PT': 'Referência da encomenda',
  },
  cashier_amount: {
    'zh-CN': '应付金额',
    'en-US': 'Amount due',
    'pt-PT': 'Montante a pagar',
  },
  cashier_offline_title: {
    'zh-CN': '线下转账',
    'en-US': 'Bank transfer',
    'pt-PT': 'Transferência bancária',
  },
  cashier_offline_body: {
    'zh-CN': '请转账至以下账户，并在附言中填写订单号。款项到账后，主办方会确认您的付款。',
    'en-US':
      'Transfer the amount to the account below and quote the order reference. The organizer confirms your payment when the transfer arrives.',
    'pt-PT':
      'Transfira o montante para a conta abaixo e indique a referência da encomenda. O organizador confirma o pagamento quando a transferência chegar.',
  },
  cashier_offline_bank: {
    'zh-CN': '收款账户',
    'en-US': 'Beneficiary account',
    'pt-PT': 'Conta do beneficiário',
  },
  cashier_test_title: {
    'zh-CN': '测试模式',
    'en-US': 'Test mode',
    'pt-PT': 'Modo de teste',
  },
  cashier_test_body: {
    'zh-CN': '这是测试支付，不会产生真实扣款。',
    'en-US': 'This is a test payment; no money is moved.',
    'pt-PT': 'Este é um pagamento de teste; nenhum dinheiro é movimentado.',
  },
  cashier_test_button: {
    'zh-CN': '支付（测试模式）',
    'en-US': 'Pay (test mode)',
    'pt-PT': 'Pagar (modo de teste)',
  },
  cashier_paid: {
    'zh-CN': '该订单已支付',
    'en-US': 'This order is paid',
    'pt-PT': 'Esta encomenda está paga',
  },
  cashier_back: {
    'zh-CN': '返回',
    'en-US': 'Back',
    'pt-PT': 'Voltar',
  },
  cashier_invalid: {
    'zh-CN': '支付链接无效或已过期，请返回重新发起支付',
    'en-US': 'The payment link is invalid or has expired; go back and start the payment again',
    'pt-PT': 'A ligação de pagamento é inválida ou expirou; volte e inicie o pagamento novamente',
  },
  cashier_test_disabled: {
    'zh-CN': '测试支付未开启',
    'en-US': 'Test payments are not enabled',
    'pt-PT': 'Os pagamentos de teste não estão ativos',
  },
  // The sign-in, role and access dialogs, kept in their own file.
  ...ACCESS_UI_STRINGS,
  ...BROWSE_UI_STRINGS,
  ...MEETING_UI_STRINGS,
  ...BOOKING_UI_STRINGS,
  ...MEETINGS_UI_STRINGS,
};
