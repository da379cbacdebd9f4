// importPlatformConfig: what another platform serves, fetched by the service under the import rules
// (src/server/import/), checked with the one verdict and saved as the publisher's draft of the
// channel with an `import` audit entry; the operator reviews it in the studio. Nothing is fetched
// inside a transaction: the draft and its audit entry are written together once the answers are in.
import { draftInputFindings } from '@/presets/publish-check';
import { limitError, ok, str } from '../http';
import { checkValid } from '../publishing';
import { fetchPlatformConfig } from '../import/platform-config';
import { ImportError } from '../import/import-rules';
import { recordAudit } from '../store/audit';
import { saveDraft } from '../store/drafts';
import { currentVersion } from '../store/versions';
import type { Handlers } from './types';

export const importHandlers = {
  importPlatformConfig: async (ctx, request) => {
    const op = await ctx.operator(request, 'publisher');
    const body = request.body;
    const url = str(body.url);
    const source = { url, domain: str(body.domain).toLowerCase() || undefined, channelId: str(body.channel_id) || undefined };
    let fetched;
    try {
      fetched = await fetchPlatformConfig(source, ctx.importSettings);
    } catch (error) {
      if (error instanceof ImportError) await ctx.refuse(op, error.status, error.message, request, error.code, error.extra);
      throw error;
    }
    const refused = draftInputFindings(fetched.config);
    if (refused.length > 0) throw limitError(422, 'INPUT_LIMIT', refused);
    await checkValid(ctx, op, request, fetched.config);
    const base = (await currentVersion(ctx.db, op.channel.id))!.number;
    const from = `${url}${source.domain ? ` (${source.domain})` : ''}, channel ${fetched.channelId || '?'}`;
    const draft = await ctx.change(op.channel.id, async (trx) => {
      const saved = await saveDraft(trx, ctx.clock, op.channel.id, op.operator.email, fetched.config, base);
      const skipped = fetched.missing.length > 0 ? `; without ${fetched.missing.join(', ')}` : '';
      await recordAudit(trx, ctx.clock, { channelId: op.channel.id, actor: op.operator.email, action: 'import', draft: saved.id, detail: `Imported from ${from} as revision ${saved.revision}${skipped}`.slice(0, 2000) });
      return saved;
    });
    return ok('importPlatformConfig', { draft, channel_id: fetched.channelId, missing: fetched.missing });
  },
} satisfies Handlers;
