import { DEFAULT_LANGUAGE, HEADERS, LANGUAGE_PARAM, type TLanguage } from '@showfloor/contracts';
import { isLanguage } from '@showfloor/domain';
import type { FastifyRequest } from 'fastify';

function field(source: unknown, name: string): unknown {
  return source && typeof source === 'object' && !Array.isArray(source)
    ? (source as Record<string, unknown>)[name]
    : undefined;
}

/**
 * The request's language: the `lang` query field (GET) or body field (other methods), else the
 * Language header, else zh-CN. An unknown value is skipped rather than refused: the language only chooses
 * wording, so a stale client setting should not break a call.
 */
export function requestLanguage(request: FastifyRequest): TLanguage {
  const candidates = [
    field(request.query, LANGUAGE_PARAM),
    field(request.body, LANGUAGE_PARAM),
    request.headers[HEADERS.language.toLowerCase()],
  ];
  for (const c of candidates) if (isLanguage(c)) return c;
  return DEFAULT_LANGUAGE;
}

/** The input without `lang`, which the transport adds and the contracts do not declare. */
export function withoutLang(source: unknown): unknown {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return source ?? {};
  const { [LANGUAGE_PARAM]: _lang, ...rest } = source as Record<string, unknown>;
  return rest;
}
