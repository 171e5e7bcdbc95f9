import type { UiString } from './ui-strings.ts';

/**
 * Words of the visitor's booking dialog (issue 5; SPEC §2 flow, §4 result view), in the languages of UI_STRINGS.
 * The refusals and toasts (SPEC §8) are in ui-strings-meeting.ts.
 */
export const BOOKING_UI_STRINGS: Record<string, UiString> = {
  booking_title: {
    'zh-CN': '预约洽谈',
    'en-US': 'Book a meeting',
    'pt-PT': 'Marcar uma reunião',
    'zh-HK': '預約洽談',
  },
  booking_choose_date: {
    'zh-CN': '选择日期',
    'en-US': 'Date',
    'pt-PT': 'Data',
    'zh-HK': '選擇日期',
  },
  booking_choose_time: {
    'zh-CN': '选择时间',
    'en-US': 'Time',
    'pt-PT': 'Hora',
    'zh-HK': '選擇時間',
  },
  booking_slot_full: {
    'zh-CN': '已约满',
    'en-US': 'Full',
    'pt-PT': 'Esgotado',
    'zh-HK': '已約滿',
  },
  booking_times_in_zone: {
    'zh-CN': '时间按您所在的时区显示（{{zone}}）',
    'en-US': 'Times are in your time zone ({{zone}})',
    'pt-PT': 'As horas estão no seu fuso horário ({{zone}})',
    'zh-HK': '時間按您所在的時區顯示（{{zone}}）',
  },
  booking_topic: {
    'zh-CN': '会议主题',
    'en-US': 'Meeting topic',
    'pt-PT': 'Tema da reunião',
    'zh-HK': '會議主題',
  },
  booking_meeting_type: {
    'zh-CN': '会议类型',
    'en-US': 'Meeting type',
    'pt-PT': 'Tipo de reunião',
    'zh-HK': '會議類型',
  },
  booking_type_OnLine: {
    'zh-CN': '线上会议',
    'en-US': 'Online',
    'pt-PT': 'Online',
    'zh-HK': '網上會議',
  },
  booking_type_OffLine: {
    'zh-CN': '线下会议',
    'en-US': 'In person',
    'pt-PT': 'Presencial',
    'zh-HK': '線下會議',
  },
  booking_address: {
    'zh-CN': '会议地点',
    'en-US': 'Meeting place',
    'pt-PT': 'Local da reunião',
    'zh-HK': '會議地點',
  },
  booking_address_booth: {
    'zh-CN': '在展位 {{booth}}',
    'en-US': 'At the booth {{booth}}',
    'pt-PT': 'No stand {{booth}}',
    'zh-HK': '在展位 {{booth}}',
  },
  booking_address_custom: {
    'zh-CN': '其他地点',
    'en-US': 'Another place',
    'pt-PT': 'Outro local',
    'zh-HK': '其他地點',
  },
  booking_address_placeholder: {
    'zh-CN': '请输入会议地点',
    'en-US': 'Where would you like to meet?',
    'pt-PT': 'Onde gostaria de se reunir?',
    'zh-HK': '請輸入會議地點',
  },
  booking_send_card: {
    'zh-CN': '发送我的名片',
    'en-US': 'Send my business card',
    'pt-PT': 'Enviar o meu cartão de visita',
    'zh-HK': '發送我的名片',
  },
  booking_submit: {
    'zh-CN': '发送预约',
    'en-US': 'Send request',
    'pt-PT': 'Enviar pedido',
    'zh-HK': '發送預約',
  },
  booking_continue: {
    'zh-CN': '继续预约',
    'en-US': 'Continue',
    'pt-PT': 'Continuar',
    'zh-HK': '繼續預約',
  },
  booking_success_title: {
    'zh-CN': '预约请求已发送',
    'en-US': 'Request sent',
    'pt-PT': 'Pedido enviado',
    'zh-HK': '預約請求已發送',
  },
  booking_success_desc: {
    'zh-CN': '请等待展商回复',
    'en-US': "Waiting for the exhibitor's response",
    'pt-PT': 'A aguardar a resposta do expositor',
    'zh-HK': '請等待展商回覆',
  },
  booking_fail_title: {
    'zh-CN': '预约未成功',
    'en-US': 'The meeting was not booked',
    'pt-PT': 'A reunião não foi marcada',
    'zh-HK': '預約未成功',
  },
  booking_send_failed: {
    'zh-CN': '请求未能发送，请重试。',
    'en-US': 'The request could not be sent. Please try again.',
    'pt-PT': 'Não foi possível enviar o pedido. Tente novamente.',
    'zh-HK': '請求未能發送，請重試。',
  },
  booking_my_meetings: {
    'zh-CN': '我的洽谈',
    'en-US': 'My meetings',
    'pt-PT': 'As minhas reuniões',
    'zh-HK': '我的洽談',
  },
  exhibitor_tab_reserve_chat: {
    'zh-CN': '预约洽谈',
    'en-US': 'Book a meeting',
    'pt-PT': 'Marcar reunião',
    'zh-HK': '預約洽談',
  },
};
