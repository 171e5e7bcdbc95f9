/**
 * The few pieces of iCalendar (RFC 5545) syntax a calendar file needs, written here rather than through a
 * library: the one we used folded lines every 75 characters (a Chinese SUMMARY came out at 150+ octets), began
 * continuation lines with a tab, and escaped quotes in parameter values with a backslash, which no reader undoes.
 */

/** Controls are not allowed in TEXT or parameter values (a line break is written escaped, a tab stays). */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

const LINE_BREAK = /\r\n|\r|\n/g;

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n. */
export function icalText(value: string): string {
  return value
    .replace(LINE_BREAK, '\n')
    .replace(CONTROLS, '')
    .replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

/**
 * A parameter value, always quoted; a double quote, a line break and the caret itself are written as RFC 6868's
 * caret escapes, the only way a quoted value can carry them.
 */
export function icalParam(value: string): string {
  const escaped = value
    .replace(LINE_BREAK, '\n')
    .replace(CONTROLS, '')
    .replace(/[\^\n"]/g, (c) => (c === '^' ? '^^' : c === '\n' ? '^n' : "^'"));
  return `"${escaped}"`;
}

/** An instant as a UTC DATE-TIME: 20261208T010000Z. */
export function icalUtc(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function octets(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * One content line folded so that no physical line exceeds 75 octets of UTF-8 (line break excluded): the first
 * holds up to 75, each continuation a space and up to 74 more. A fold falls between characters, never inside
 * one's UTF-8 bytes, so every physical line is valid UTF-8 on its own.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const n = octets(ch.codePointAt(0) ?? 0);
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Content lines as a file: each folded, each ended by CRLF. */
export function icalFile(lines: readonly string[]): string {
  return lines.map((l) => `${foldLine(l)}\r\n`).join('');
}
