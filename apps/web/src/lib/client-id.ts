/**
 * An id the client gives what it sends (a message, an enquiry) so that a retry of it is stored once: 20 random
 * letters and digits from the browser's random source (works on plain http too), no clock involved.
 */
export function newClientId(prefix = 'c'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return prefix + Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}
