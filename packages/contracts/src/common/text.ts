/**
 * Characters no text field of Showfloor holds: NUL and the other C0 controls except tab, line feed and carriage
 * return, and DEL. PostgreSQL refuses NUL in text outright, and the others are never typed by a person, so they
 * mean a broken client or an attack. The gateway refuses them in every call's input, the authority in every form.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'holds a control character (such as NUL) that text cannot hold';

/** The paths (`body.topic`, `query.items.2.name`) of every string in a value that holds a control character. */
export function controlCharacterPaths(value: unknown, where: string): string[] {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [where] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => controlCharacterPaths(v, `${where}.${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      ...(CONTROL_CHARACTER.test(k) ? [`${where}.${k}`] : []),
      ...controlCharacterPaths(v, `${where}.${k}`),
    ]);
  return [];
}

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/**
 * A text's length as a person counts it: user-perceived characters after trimming (an emoji, a Chinese character,
 * a letter with its accent is one). The dictionary's limits ("unit max 5 characters") are in these, not in UTF-16
 * units, which count an emoji twice.
 */
export function textLength(text: string): number {
  const t = text.trim();
  if (!graphemes) return Array.from(t).length;
  let n = 0;
  for (const _ of graphemes.segment(t)) n++;
  return n;
}
