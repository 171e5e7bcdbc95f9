import { ERROR_MESSAGES, ErrorCode } from '@showfloor/contracts';

/**
 * A state of content or of the request that the client handles by code. Content states (1001-5001)
 * travel with HTTP 200, as the original platform's gateway does; transport failures carry their HTTP status.
 */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    readonly httpStatus = 200,
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
