/** An activity's hours in the viewer's zone, shown as the event header shows the fair's (lib/time-range.ts). */
export { beijingTimeRange as activityTimeRange } from '../../../lib/time-range.ts';
