import { describe, expect, it, vi } from 'vitest';
import { downloadIcs, icsFileName, type DownloadHost } from './ics-download.ts';

const ID = '0b6f3c1e-2a4d-4e8f-9a1b-3c5d7e9f1a2b';

describe('icsFileName', () => {
  it.each([
    ['meeting-2026-12-08-acme.ics', 'meeting-2026-12-08-acme.ics'],
    ['Acme Trading 2026-12-08', 'Acme Trading 2026-12-08.ics'],
    ['与 展商 会议.ICS', '与 展商 会议.ics'],
    ['../../etc/passwd', 'etc-passwd.ics'],
    ['a:b*c?d"e<f>g|h\\i.ics', 'a-b-c-d-e-f-g-h-i.ics'],
    ['line\nbreak\u0000.ics', 'line-break.ics'],
    ['', `meeting-${ID}.ics`],
    ['  ...  ', `meeting-${ID}.ics`],
    ['.ics', `meeting-${ID}.ics`],
  ])('%j -> %j', (name, expected) => {
    expect(icsFileName(name, ID)).toBe(expected);
  });

  it('keeps a long name to 80 characters before the extension', () => {
    const name = icsFileName(`${'x'.repeat(200)}.ics`, ID);
    expect(name).toBe(`${'x'.repeat(80)}.ics`);
  });
});

describe('downloadIcs', () => {
  it('clicks one <a download> over a text/calendar Blob, removes it and later frees the URL', async () => {
    vi.useFakeTimers();
    try {
      const anchor = { href: '', download: '', rel: '', click: vi.fn() };
      const appended: unknown[] = [];
      const host: DownloadHost = {
        createElement: () => anchor,
        body: {
          append: (n) => appended.push(n),
          removeChild: (n) => appended.splice(appended.indexOf(n), 1),
        },
      };
      let blob: Blob | null = null;
      const urls = {
        createObjectURL: vi.fn((b: Blob) => {
          blob = b;
          return 'blob:test/1';
        }),
        revokeObjectURL: vi.fn(),
      };
      const content = 'BEGIN:VCALENDAR\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n';
      const saved = downloadIcs({ fileName: 'acme/meeting.ics', content }, ID, host, urls);

      expect(saved).toBe('acme-meeting.ics');
      expect(anchor).toMatchObject({ href: 'blob:test/1', download: 'acme-meeting.ics' });
      expect(anchor.click).toHaveBeenCalledTimes(1);
      expect(appended).toEqual([]);
      expect(blob!.type).toBe('text/calendar;charset=utf-8');
      expect(await blob!.text()).toBe(content);
      expect(urls.revokeObjectURL).not.toHaveBeenCalled();
      vi.advanceTimersByTime(60_000);
      expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    } finally {
      vi.useRealTimers();
    }
  });
});
