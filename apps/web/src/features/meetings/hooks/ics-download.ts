import type { TMeetingCalendar } from '@showfloor/contracts';

/* Control characters and what a file system or a download attribute cannot hold in a name. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/**
 * The name the .ics is saved under: the server's name made safe for any file system (no path, no control or
 * reserved characters, at most 80 characters before the extension), always ending in .ics; the meeting's id
 * when nothing usable is left.
 */
export function icsFileName(serverName: string, meetingId: string): string {
  const base = serverName
    .replace(UNSAFE, '-')
    .replace(/\.ics$/i, '')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 80)
    .replace(/[\s.-]+$/, '');
  return `${base || `meeting-${meetingId}`}.ics`;
}

/** The pieces of the DOM a download needs (a fake in tests). */
export interface DownloadHost {
  createElement: (tag: 'a') => { href: string; download: string; rel: string; click: () => void };
  body: { append: (node: never) => void; removeChild: (node: never) => void };
}

/**
 * Saves the calendar entry as a file: a Blob of text/calendar behind an <a download> that is clicked once.
 * Chromium saves it (Playwright sees a download event) and phones offer to add it to the calendar. The object
 * URL is released a minute later: a slow phone may still be reading it right after the click.
 */
export function downloadIcs(
  calendar: TMeetingCalendar,
  meetingId: string,
  host: DownloadHost = document as unknown as DownloadHost,
  urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> = URL,
): string {
  const name = icsFileName(calendar.fileName, meetingId);
  const url = urls.createObjectURL(new Blob([calendar.content], { type: 'text/calendar;charset=utf-8' }));
  const a = host.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  host.body.append(a as never);
  a.click();
  host.body.removeChild(a as never);
  setTimeout(() => urls.revokeObjectURL(url), 60_000);
  return name;
}
