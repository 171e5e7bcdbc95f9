import { getVideoDetail } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetVideoDetail(app: FastifyInstance): void {
  registerCall(app, getVideoDetail, ({ query, lang }) => app.services.video.detail(query.id, lang));
}
