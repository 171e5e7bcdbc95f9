// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/**
 * Saves an .ics as a file: a Blob of text/calendar behind an <a download> clicked once (phones offer to add it to
 * the calendar). The name is the server's made safe for any file system. The object URL is released a minute
 * later: a slow phone may still be reading it right after the click.
 */
export function saveCalendarFile(serverName: string, content: string): string {
  const name = `${
    serverName
      .replace(UNSAFE, '-')
      .replace(/\.ics$/i, '')
      .slice(0, 80) || 'live'
  }.ics`;
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
