// Version history (paged, newest first), one version with its config, and rollback (a publisher
// publishes an earlier version's config again, as a new version).
import { notFound, ok, str } from '../http';
import { announce, goLive } from '../channel-versions';
import { checkFresh, etagOf } from '../publishing';
import { lockChannel } from '../store/channels';
import { getVersion, listVersions } from '../store/versions';
import type { Handlers } from './types';

const numberOf = (params: unknown) => (params as { number: number }).number;

export const versionHandlers: Handlers = {
  listVersions: async (ctx, request, reply) => {
    const op = await ctx.operator(request, null);
    const query = request.query as { limit?: number; before?: number };
    return ok(reply, 'listVersions', await listVersions(ctx.db, op.channel.id, { limit: query.limit ?? 50, before: query.before }));
  },
  getVersion: async (ctx, request, reply) => {
    const op = await ctx.operator(request, null);
    const version = await getVersion(ctx.db, op.channel.id, numberOf(request.params));
    if (!version) throw notFound();
    return ok(reply, 'getVersion', version);
  },
  rollbackToVersion: async (ctx, request, reply) => {
    const op = await ctx.operator(request, 'publisher');
    const note = str((request.body as { message?: string } | undefined)?.message);
    const version = await ctx.db.transaction().execute(async (trx) => {
      const channel = (await lockChannel(trx, op.channel.id))!;
      const target = await getVersion(trx, channel.id, numberOf(request.params));
      if (!target?.config) throw notFound();
      await checkFresh(ctx, op, request, trx, channel);
      const message = `Rollback to version ${target.number}${note ? `: ${note}` : ''}`;
      return goLive(ctx, trx, channel.id, { author: op.operator.email, kind: 'rollback', message, config: target.config }, { action: 'rollback', actor: op.operator.email, detail: message });
    });
    announce(ctx, op.channel.id, version);
    reply.header('ETag', etagOf(version.number));
    return ok(reply, 'rollbackToVersion', version);
  },
};
