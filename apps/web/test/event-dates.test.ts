import { describe, expect, it } from 'vitest';
import { beijingTimeRange as eventDateRange } from '../src/lib/time-range.ts';

describe('event dates in the viewer zone', () => {
  it('converts Beijing wall time to New York in winter (GMT-5)', () => {
    expect(eventDateRange('2025-12-08 09:00:00', '2025-12-11 18:00:00', 'America/New_York', 'en-US')).toEqual(
      {
        text: 'Dec 7 20:00 – Dec 11 05:00',
        zone: 'GMT-5',
      },
    );
  });

  it('keeps Beijing time in Shanghai and drops the end date on the same day', () => {
    expect(eventDateRange('2025-12-08 09:00:00', '2025-12-08 18:00:00', 'Asia/Shanghai', 'zh-CN')).toEqual({
      text: '12月8日 09:00 – 18:00',
      zone: 'GMT+8',
    });
  });

  it('follows Lisbon summer time in pt-PT', () => {
    expect(eventDateRange('2025-06-02 09:00:00', '2025-06-05 17:00:00', 'Europe/Lisbon', 'pt-PT')).toEqual({
      text: '2/6 02:00 – 5/6 10:00',
      zone: 'GMT+1',
    });
  });

  it('gives nothing for malformed times', () => {
    expect(eventDateRange('soon', '2025-06-05 17:00:00', 'UTC', 'en-US')).toBeNull();
  });
});
