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
};
