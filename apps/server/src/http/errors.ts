import { ERROR_MESSAGES, ErrorCode, MISSING_CODES } from '@showfloor/contracts';

/**
 * A state of content or of the request that the client handles by code. Whatever is not there (MISSING_CODES:
 * an unknown id, or content the caller may not see) is HTTP 404 with its code, on every call alike; other
 * business refusals default to 200 and carry their own status where they have one (409, 429).
 */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    readonly httpStatus = MISSING_CODES.includes(code) ? 404 : 200,
    /** Extra words after the localized message, e.g. which field was wrong. */
    readonly detail?: string,
  ) {
    super(ERROR_MESSAGES[code]?.en ?? `business error ${code}`);
    this.name = 'BusinessError';
  }
}

export interface ProblemDetail {
  path: string;
  message: string;
}

/** Bad input: HTTP 400, businessCode 40000, every problem listed (the client joins them into one toast). */
export class ValidationError extends BusinessError {
  constructor(readonly details: ProblemDetail[]) {
    super(
      ErrorCode.BadRequest,
      400,
      details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; '),
    );
    this.name = 'ValidationError';
  }
}
