import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { SsoAuthority } from './authority.ts';
import { SSO_PREFIX } from './configuration.ts';
import { ssoCsp } from './html.ts';
import { requestOrigin, unknownHostMessage } from './page-context.ts';
import { nonceFor } from './request-nonce.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
const handlers = new WeakMap<Provider, Handler>();

/**
 * Every other /sso/* request goes to oidc-provider (a Koa app) untouched: the route takes the raw request
 * (its body unread: this scope's only content-type parser reads nothing) and hands it over with the prefix cut
 * from req.url and kept in req.originalUrl, the way Express mounts it, which is what oidc-provider reads to
 * build its own URLs (helpers/oidc_context.js urlFor).
 */
export async function mountProvider(app: FastifyInstance, authority: SsoAuthority): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = requestOrigin(request);
      const pending = authority.providerFor(origin);
      if (!pending) return reply.code(400).type('text/plain; charset=utf-8').send(unknownHostMessage(origin));
      const provider = await pending;
      let handler = handlers.get(provider);
      if (!handler) {
        handler = provider.callback();
        handlers.set(provider, handler);
      }
      reply.hijack();
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      const res = reply.raw;
      res.setHeader('Content-Security-Policy', ssoCsp(nonceFor(req)));
      res.setHeader('Cache-Control', 'no-store');
      const url = req.url ?? '/';
      req.originalUrl = url;
      req.url = url.slice(SSO_PREFIX.length) || '/';
      if (!req.url.startsWith('/')) req.url = `/${req.url}`;
      await handler(req, res);
    };
    scope.all(`${SSO_PREFIX}/*`, forward);
  });
}
