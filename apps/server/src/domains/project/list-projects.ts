import { listProjects } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { Paged } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerListProjects(app: FastifyInstance): void {
  registerCall(app, listProjects, async ({ body, lang, account }) => {
    const { items, pager } = await app.services.project.list(body, lang, account?.accountId ?? null);
    return new Paged(items, pager);
  });
}
