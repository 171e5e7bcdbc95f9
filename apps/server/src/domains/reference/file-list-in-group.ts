import { fileListInGroup } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerFileListInGroup(app: FastifyInstance): void {
  registerCall(app, fileListInGroup, ({ query }) => app.services.reference.filesInGroup(query.groupId));
}
