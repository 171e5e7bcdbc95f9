import type { TLanguage } from '@showfloor/contracts';
import type { Clock } from '@showfloor/domain';
import type { Database } from '../db/client.ts';
import type { Services } from '../domains/services.ts';
import type { ApiRouteDefaults } from '../http/register-call.ts';
import type { SsoPort, TokenOwner } from '../sso/port.ts';
import type { MailSender } from '../mail/mail-sender.ts';
import type { Realtime } from '../realtime/realtime.ts';
import type { RoomFrames } from '../domains/room/room-frames.ts';
import type { SharedState } from '../shared/shared-state.ts';
import type { ReadRouting } from '../db/read-routing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The clock every rule reads "now" from (CLOCK_AT moves it; tests set it). */
    clock: Clock;
    services: Services;
    /** Route options every /api route gets (the rate limit), set before the domains register. */
    apiRouteDefaults: ApiRouteDefaults;
    /** The single sign-on authority mounted at /sso (src/sso/). */
    sso: SsoPort;
    /** Delivers the e-mail outbox (src/mail/); tests wait on kick() to read what was sent. */
    mail: MailSender;
    /** The realtime channel /ws: its hub, bus and frame handlers (src/realtime/). */
    realtime: Realtime;
    /** The negotiation rooms' live side (domains/room/room-frames.ts). */
    roomFrames: RoomFrames;
    /** What every gateway process shares: the bus and the limits' counters (Redis with REDIS_URL). */
    shared: SharedState;
    /** Where the catalog's reads go with DATABASE_READ_URL (db/read-routing.ts); null without a replica. */
    readRouting: ReadRouting | null;
  }
  interface FastifyRequest {
    /** The request's language once a call has resolved it (for localized error messages). */
    lang: TLanguage | null;
    /** The caller, once register-call has checked the bearer token (null: no or no valid token). */
    account: TokenOwner | null;
  }
  interface FastifyContextConfig {
    callId?: string;
  }
}
