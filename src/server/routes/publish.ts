// The studio's Publish (publishChannelConfig): a publisher's whole config as a new version, against
// the version it was edited from (If-Match: 412 with the versions since and the conflicts when that
// is not the live version; never merged), checked as `preset validate` checks a preset.
import { ok, header } from '../http';
import { announce, goLive } from '../channel-versions';
import { checkFresh, checkValid, etagOf } from '../publishing';
import { lockChannel } from '../store/channels';
import type { Handlers } from './types';

/** A URI-encoded header's text ('' when absent or malformed). */
function decoded(value: string | null): string {
  try {
    return decodeURIComponent(value ?? '').slice(0, 2000);
  } catch {
    return '';
  }
}

export const publishHandlers = {
  publishChannelConfig: async (ctx, request, reply) => {
    const op = await ctx.operator(request, 'publisher');
    const config = request.body;
    const message = decoded(header(request, 'x-publish-message'));
    const version = await ctx.db.transaction().execute(async (trx) => {
      const channel = (await lockChannel(trx, op.channel.id))!;
      await checkFresh(ctx, op, request, trx, channel, config);
      await checkValid(ctx, op, request, config, trx);
      return goLive(ctx, trx, channel.id, { author: op.operator.email, kind: 'publish', message, config }, { action: 'publish', actor: op.operator.email, detail: message });
    });
    announce(ctx, op.channel.id, version);
    reply.header('ETag', etagOf(version.number));
    return ok('publishChannelConfig', { published_at: version.created_at, version: version.number });
  },
} satisfies Handlers;
