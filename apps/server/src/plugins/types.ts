import type { TLanguage } from '@showfloor/contracts';
import type { Database } from '../db/client.ts';
import type { Services } from '../domains/services.ts';
import type { ApiRouteDefaults } from '../http/register-call.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    services: Services;
    /** Route options every /api route gets (the rate limit), set before the domains register. */
    apiRouteDefaults: ApiRouteDefaults;
  }
  interface FastifyRequest {
    /** The request's language once a call has resolved it (for localized error messages). */
    lang: TLanguage | null;
  }
  interface FastifyContextConfig {
    callId?: string;
  }
}
