import type { UiString } from './ui-strings.ts';

/**
 * Booking's refusals and toasts (SPEC §8 "Booking toasts" and "Dictionary wording"; contracts ERROR_MESSAGES
 * 6001-6013), in the languages of UI_STRINGS.
 */
export const MEETING_UI_STRINGS: Record<string, UiString> = {
  please_enter_meeting_topic: {
    'zh-CN': '请输入会议主题',
    'en-US': 'Please enter meeting topic',
    'pt-PT': 'Introduza o tema da reunião',
    'zh-HK': '請輸入會議主題',
  },
  enter_up_to_100_characters: {
    'zh-CN': '最多输入100个字符',
    'en-US': 'Enter up to 100 characters',
    'pt-PT': 'Introduza até 100 caracteres',
    'zh-HK': '最多輸入100個字元',
  },
  theme_max_length: {
    'zh-CN': '主题长度最多为100个字符',
    'en-US': 'Theme length is maximum 100 characters',
    'pt-PT': 'O tema tem no máximo 100 caracteres',
    'zh-HK': '主題長度最多為100個字元',
  },
  please_select_meeting_date: {
    'zh-CN': '请选择会议日期',
    'en-US': 'Please select meeting date',
    'pt-PT': 'Selecione a data da reunião',
    'zh-HK': '請選擇會議日期',
  },
  please_select_meeting_time: {
    'zh-CN': '请选择会议时间',
    'en-US': 'Please select meeting time',
    'pt-PT': 'Selecione a hora da reunião',
    'zh-HK': '請選擇會議時間',
  },
  meeting_slot_engaged: {
    'zh-CN': '抱歉，所选时间段已被预约，请选择其他时间段。',
    'en-US': 'Sorry, the selected time slot has been engaged, please select another time slot.',
    'pt-PT': 'Lamentamos, o horário selecionado já está ocupado; selecione outro horário.',
    'zh-HK': '抱歉，所選時段已被預約，請選擇其他時段。',
  },
  meeting_schedule_conflict: {
    'zh-CN': '会议时间冲突',
    'en-US': 'Meeting schedule conflict',
    'pt-PT': 'Conflito de horário de reunião',
    'zh-HK': '會議時間衝突',
  },
  meeting_live_conflict: {
    'zh-CN': '您已预约了同一时间的直播，是否继续预约会议？',
    'en-US': 'You have booked a Livestream at the same. Do you want to continue to make the appointment',
    'pt-PT': 'Já reservou uma transmissão em direto à mesma hora. Pretende continuar com a marcação?',
    'zh-HK': '您已預約了同一時間的直播，是否繼續預約會議？',
  },
  too_many_attempts: {
    'zh-CN': '尝试次数过多，请稍后再试',
    'en-US': 'Too many attempts, please try later',
    'pt-PT': 'Demasiadas tentativas, tente mais tarde',
    'zh-HK': '嘗試次數過多，請稍後再試',
  },
  no_meeting_time_slots: {
    'zh-CN': '暂无会议时间段',
    'en-US': 'No meeting time slots',
    'pt-PT': 'Sem horários de reunião',
    'zh-HK': '暫無會議時段',
  },
  exhibitor_no_meeting_slots: {
    'zh-CN': '该展商尚未设置会议时间段',
    'en-US': 'The exhibitor has not set meeting slots',
    'pt-PT': 'O expositor ainda não definiu horários de reunião',
    'zh-HK': '該展商尚未設定會議時段',
  },
  meeting_slot_not_found: {
    'zh-CN': '该时间段不存在',
    'en-US': 'The time slot does not exist',
    'pt-PT': 'O horário não existe',
    'zh-HK': '該時段不存在',
  },
  meeting_slot_not_bookable: {
    'zh-CN': '该时间段已无法预约',
    'en-US': 'This time slot can no longer be booked',
    'pt-PT': 'Este horário já não pode ser reservado',
    'zh-HK': '該時段已無法預約',
  },
  meeting_own_organization: {
    'zh-CN': '不能与自己的机构预约会议',
    'en-US': 'You cannot book a meeting with your own organization',
    'pt-PT': 'Não pode marcar uma reunião com a sua própria organização',
    'zh-HK': '不能與自己的機構預約會議',
  },
  meeting_type_disabled: {
    'zh-CN': '本展会未开放该会议类型',
    'en-US': 'This meeting type is not available at this exhibition',
    'pt-PT': 'Este tipo de reunião não está disponível nesta exposição',
    'zh-HK': '本展會未開放該會議類型',
  },
  meeting_not_found: {
    'zh-CN': '该会议不存在',
    'en-US': 'The meeting does not exist',
    'pt-PT': 'A reunião não existe',
    'zh-HK': '該會議不存在',
  },
  meeting_state_changed: {
    'zh-CN': '该会议已被处理或已取消',
    'en-US': 'The meeting has already been answered or cancelled',
    'pt-PT': 'A reunião já foi respondida ou cancelada',
    'zh-HK': '該會議已被處理或已取消',
  },
  meeting_slot_seats_held: {
    'zh-CN': '时间段的名额不能少于已预约的人数',
    'en-US': 'A slot cannot have fewer seats than are already booked',
    'pt-PT': 'Um horário não pode ter menos lugares do que os já reservados',
    'zh-HK': '時段的名額不能少於已預約的人數',
  },
  meeting_slot_setting_invalid: {
    'zh-CN': '会议时间必须在展会日期之内',
    'en-US': 'The meeting times must fall within the exhibition days',
    'pt-PT': 'Os horários das reuniões têm de estar dentro dos dias da exposição',
    'zh-HK': '會議時間必須在展會日期之內',
  },
  meeting_status_Waiting: {
    'zh-CN': '等待回复',
    'en-US': 'Waiting for response',
    'pt-PT': 'A aguardar resposta',
    'zh-HK': '等待回覆',
  },
  meeting_status_Confirmed: {
    'zh-CN': '已确认',
    'en-US': 'Confirmed',
    'pt-PT': 'Confirmada',
    'zh-HK': '已確認',
  },
  meeting_status_Cancelled: {
    'zh-CN': '已取消',
    'en-US': 'Cancelled',
    'pt-PT': 'Cancelada',
    'zh-HK': '已取消',
  },
  meeting_re_reserve: {
    'zh-CN': '重新预约',
    'en-US': 'Re-reserve',
    'pt-PT': 'Voltar a reservar',
    'zh-HK': '重新預約',
  },
};
