import { describe, expect, it } from 'vitest';
import { activityTimeRange } from './activity-time.ts';

describe('activityTimeRange', () => {
  it('Beijing times in Lisbon (GMT+0 in December) with the zone label', () => {
    expect(activityTimeRange('2026-12-08 10:00:00', '2026-12-08 11:00:00', 'Europe/Lisbon', 'en-US')).toEqual(
      {
        text: 'Dec 8 02:00 – 03:00',
        zone: 'GMT+0',
      },
    );
  });

  it('keeps the end date when the zone puts it on another day', () => {
    expect(
      activityTimeRange('2026-12-08 10:00:00', '2026-12-08 14:00:00', 'America/New_York', 'pt-PT'),
    ).toEqual({ text: '7/12 21:00 – 8/12 01:00', zone: 'GMT-5' });
  });

  it('in Beijing itself, Chinese dates', () => {
    expect(activityTimeRange('2026-12-09 14:00:00', '2026-12-09 17:00:00', 'Asia/Shanghai', 'zh-CN')).toEqual(
      {
        text: '12月9日 14:00 – 17:00',
        zone: 'GMT+8',
      },
    );
  });

  it('malformed times -> null', () => {
    expect(activityTimeRange('soon', '2026-12-09 17:00:00', 'UTC', 'en-US')).toBeNull();
  });
});
