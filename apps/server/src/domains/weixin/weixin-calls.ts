import { jsSdkUiPackage, openJsSdkUiPackage } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerJsSdkUiPackage(app: FastifyInstance): void {
  registerCall(app, jsSdkUiPackage, ({ query }) =>
    app.services.weixin.jsSdkPackage(query.bventId, query.url),
  );
}

export function registerOpenJsSdkUiPackage(app: FastifyInstance): void {
  registerCall(app, openJsSdkUiPackage, ({ query }) =>
    app.services.weixin.jsSdkPackage(query.bventId, query.url),
  );
}
