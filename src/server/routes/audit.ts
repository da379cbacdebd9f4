// The channel's audit trail, a page at a time (GET only: no route edits or deletes an entry).
import { ok } from '../http';
import { listAudit } from '../store/audit';
import type { Handlers } from './types';

export const auditHandlers = {
  listAudit: async (ctx, request) => {
    const op = await ctx.operator(request, null);
    const query = request.query;
    return ok('listAudit', await listAudit(ctx.db, op.channel.id, { limit: query.limit ?? 200, before: query.before }));
  },
} satisfies Handlers;
