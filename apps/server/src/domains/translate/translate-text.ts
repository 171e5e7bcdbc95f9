import { ErrorCode, translateText } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../http/errors.ts';
import { registerCall } from '../../http/register-call.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';

/** Translations per reader (account, or address when not signed in): 60 a minute, then "too many attempts". */
const PER_MINUTE = 60;

export function registerTranslateText(app: FastifyInstance): void {
  const limiter = new AttemptLimiter(app.shared.counters, 'translate', PER_MINUTE, 60_000);
  registerCall(app, translateText, async ({ body, account, request }) => {
    if (!(await limiter.take(account?.accountId ?? request.ip)))
      throw new BusinessError(ErrorCode.TooManyAttempts, 429);
    return app.services.translate.translate(body.text, body.source, body.target);
  });
}
