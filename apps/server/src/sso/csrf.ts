import { randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendCookie } from './session.ts';

const COOKIE = 'sso_csrf';

/** The cookie's value, or null. A value that cannot be decoded (`sso_csrf=%`) is taken as it is, never thrown on. */
function readCookie(request: FastifyRequest, name: string): string | null {
  return parseCookie(request.headers.cookie ?? '')[name] ?? null;
}

/**
 * Double-submit token for the authority's own forms: a SameSite=Strict cookie (a cross-site page cannot make
 * the browser send it, nor read it) that the form must echo. Reused while the cookie lives.
 */
export function csrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readCookie(request, COOKIE);
  if (existing && /^[\w-]{32,64}$/.test(existing)) return existing;
  const token = randomBytes(24).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  appendCookie(reply, `${COOKIE}=${token}; Path=/sso; HttpOnly; SameSite=Strict${secure}`);
  return token;
}

export function csrfValid(request: FastifyRequest, submitted: unknown): boolean {
  const cookie = readCookie(request, COOKIE);
  if (!cookie || typeof submitted !== 'string' || submitted.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(submitted));
}
