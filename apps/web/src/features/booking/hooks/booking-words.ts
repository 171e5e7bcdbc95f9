/**
 * English defaults of the dictionary keys the dialog toasts or shows in its result (the dictionary's own words
 * win; these only show when a key is missing).
 */
export const BOOKING_DEFAULTS: Record<string, string> = {
  please_enter_meeting_topic: 'Please enter meeting topic',
  enter_up_to_100_characters: 'Enter up to 100 characters',
  please_select_meeting_date: 'Please select meeting date',
  please_select_meeting_time: 'Please select meeting time',
  meeting_schedule_conflict: 'Meeting schedule conflict',
  meeting_live_conflict:
    'You have booked a Livestream at the same. Do you want to continue to make the appointment',
};
