// Version history (paged, newest first), one version with its config, and rollback (a publisher
// publishes an earlier version's config again, as a new version).
import { notFound, ok, str } from '../http';
import { announce, goLive } from '../channel-versions';
import { checkFresh, etagOf } from '../publishing';
import { lockChannel } from '../store/channels';
import { getVersion, listVersions } from '../store/versions';
import type { Handlers } from './types';

export const versionHandlers = {
  listVersions: async (ctx, request) => {
    const op = await ctx.operator(request, null);
    const query = request.query;
    return ok('listVersions', await listVersions(ctx.db, op.channel.id, { limit: query.limit ?? 50, before: query.before }));
  },
  getVersion: async (ctx, request) => {
    const op = await ctx.operator(request, null);
    const version = await getVersion(ctx.db, op.channel.id, request.params.number);
    if (!version) throw notFound();
    return ok('getVersion', version);
  },
  rollbackToVersion: async (ctx, request, reply) => {
    const op = await ctx.operator(request, 'publisher');
    const note = str(request.body?.message);
    const version = await ctx.db.transaction().execute(async (trx) => {
      const channel = (await lockChannel(trx, op.channel.id))!;
      const target = await getVersion(trx, channel.id, request.params.number);
      if (!target?.config) throw notFound();
      await checkFresh(ctx, op, request, trx, channel);
      const message = `Rollback to version ${target.number}${note ? `: ${note}` : ''}`;
      return goLive(ctx, trx, channel.id, { author: op.operator.email, kind: 'rollback', message, config: target.config }, { action: 'rollback', actor: op.operator.email, detail: message });
    });
    announce(ctx, op.channel.id, version);
    reply.header('ETag', etagOf(version.number));
    return ok('rollbackToVersion', version);
  },
} satisfies Handlers;
