import { ERROR_MESSAGES, NOT_FOUND_CODES } from '@showfloor/contracts';

export function isNotFoundCode(code: unknown): boolean {
  const n = typeof code === 'string' ? Number(code) : code;
  return typeof n === 'number' && NOT_FOUND_CODES.includes(n);
}

/** Dictionary key and English fallback of a business code's message; unknown codes read as not found. */
export function messageForCode(code: unknown): { key: string; en: string } {
  const n = typeof code === 'string' ? Number(code) : code;
  return (
    (typeof n === 'number' && ERROR_MESSAGES[n]) || {
      key: 'content_not_found',
      en: 'The content does not exist',
    }
  );
}
