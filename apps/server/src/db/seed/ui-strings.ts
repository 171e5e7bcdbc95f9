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
  exhibitor_not_found: { 'zh-CN': '展商不存在', 'en-US': 'The exhibitor does not exist', 'pt-PT': 'O expositor não existe' },
  exhibitor_is_disabled: { 'zh-CN': '展商已被禁用', 'en-US': 'The exhibitor has been banned', 'pt-PT': 'O expositor foi banido' },
  exhibitor_not_passed: { 'zh-CN': '展商未通过审核', 'en-US': 'The exhibitor has not been approved', 'pt-PT': 'O expositor não foi aprovado' },
  exhibitor_uploading: {
    'zh-CN': '展商正在上传数据，请稍候',
    'en-US': 'The exhibitor is uploading data, please wait',
    'pt-PT': 'O expositor está a carregar dados, aguarde',
  },
  exhibit_not_found: { 'zh-CN': '展品不存在', 'en-US': 'The product does not exist', 'pt-PT': 'O produto não existe' },
  exhibit_is_disabled: { 'zh-CN': '展品已被禁用', 'en-US': 'The product has been banned', 'pt-PT': 'O produto foi banido' },
  exhibit_not_passed: { 'zh-CN': '展品未通过审核', 'en-US': 'The product has not been approved', 'pt-PT': 'O produto não foi aprovado' },
  exhibit_not_on_shelf: { 'zh-CN': '展品未上架', 'en-US': 'The product is not listed', 'pt-PT': 'O produto não está listado' },
  project_not_found: { 'zh-CN': '项目不存在', 'en-US': 'The project does not exist', 'pt-PT': 'O projeto não existe' },
  project_is_disabled: { 'zh-CN': '项目已被禁用', 'en-US': 'The project has been banned', 'pt-PT': 'O projeto foi banido' },
  project_not_on_shelf: { 'zh-CN': '项目未上架', 'en-US': 'The project is not listed', 'pt-PT': 'O projeto não está listado' },
  group_uploading: {
    'zh-CN': '展团正在上传数据，请稍候',
    'en-US': 'The exhibition group is uploading data, please wait',
    'pt-PT': 'O grupo de exposição está a carregar dados, aguarde',
  },
  event_not_found: { 'zh-CN': '展会不存在', 'en-US': 'The exhibition does not exist', 'pt-PT': 'A exposição não existe' },
  content_not_found: { 'zh-CN': '内容不存在', 'en-US': 'The content does not exist', 'pt-PT': 'O conteúdo não existe' },
  bad_request: { 'zh-CN': '请求无效', 'en-US': 'The request is not valid', 'pt-PT': 'O pedido não é válido' },
  not_logged_in: { 'zh-CN': '您还未登录', 'en-US': 'You are not logged in', 'pt-PT': 'Não tem sessão iniciada' },
  not_permission: {
    'zh-CN': '您没有此操作的权限',
    'en-US': 'You have no permission for this operation',
    'pt-PT': 'Não tem permissão para esta operação',
  },
  route_not_found: { 'zh-CN': '没有这个接口', 'en-US': 'No such call', 'pt-PT': 'Chamada inexistente' },
  payload_too_large: { 'zh-CN': '请求内容过大', 'en-US': 'The request is too large', 'pt-PT': 'O pedido é demasiado grande' },
  too_frequent: {
    'zh-CN': '页面刷新过于频繁，请稍后再试',
    'en-US': 'Page refresh too frequent, try later',
    'pt-PT': 'Atualização demasiado frequente, tente mais tarde',
  },
  service_abnormal: { 'zh-CN': '服务异常', 'en-US': 'Service abnormal', 'pt-PT': 'Serviço anómalo' },
};
