import { getBventThirdPlatformAppId } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetBventThirdPlatformAppId(app: FastifyInstance): void {
  registerCall(app, getBventThirdPlatformAppId, ({ params }) =>
    app.services.weixin.thirdPlatformAppId(params.bventId),
  );
}
