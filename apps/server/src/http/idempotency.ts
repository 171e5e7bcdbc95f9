import { IDEMPOTENCY_HEADER } from '@showfloor/contracts';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from './errors.ts';

const KEY_MAX = 100;

/** The Idempotency-Key header: absent or empty means none; longer than 100 characters is bad input. */
export function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (key.length > KEY_MAX)
    throw new ValidationError([
      { path: `headers.${IDEMPOTENCY_HEADER}`, message: `must be at most ${KEY_MAX} characters` },
    ]);
  return key || null;
}
