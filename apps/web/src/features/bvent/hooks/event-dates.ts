/** The event's opening hours in the viewer's zone (lib/time-range.ts, shared with activities). */
export { beijingTimeRange as eventDateRange } from '../../../lib/time-range.ts';
