import { getInternationalAreaCodes } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

/** The path segment names the language of the country names. */
export function registerGetInternationalAreaCodes(app: FastifyInstance): void {
  registerCall(app, getInternationalAreaCodes, ({ params }) => app.services.reference.areaCodes(params.x));
}
