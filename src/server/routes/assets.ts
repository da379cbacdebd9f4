// The asset library: an operator with a role on the channel uploads images (raw bytes; the type is
// sniffed from them, src/lib/assets/image-sniff.ts) and lists them; a publisher deletes one no version
// or draft uses; anyone loads one by its hash on its channel's hosts (the request's channel, as for
// the config reads), cached for a year (the bytes of a hash never change); an operator with a role on
// the channel loads one on any host with their token (a studio switched to a channel served elsewhere).
import { createHash } from 'node:crypto';
import { ASSET_MAX_BYTES, ASSET_MAX_PIXELS, ASSET_TYPES, assetRefusal, sniffImage } from '@/lib/assets/image-sniff';
import { serviceRoutes } from '@/generated/service-routes';
import { HttpError, notFound, ok, str } from '../http';
import { recordAudit } from '../store/audit';
import { addAsset, assetBytes, assetDisplayName, assetUsers, deleteAsset, getAsset, listAssets } from '../store/assets';
import type { Handlers } from './types';

export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const STATUS: Record<string, number> = { ASSET_TYPE: 415, ASSET_SVG: 415, ASSET_TOO_LARGE: 413, ASSET_DIMENSIONS: 422, ASSET_EMPTY: 422 };

/** The media types an upload is read under (openapi/wl-v1.yaml, uploadAsset's requestBody); the type itself is sniffed. */
export const UPLOAD_MEDIA_TYPES: readonly string[] = serviceRoutes.find((r) => r.operationId === 'uploadAsset')?.binaryBody ?? [];

/** The 415 of an upload sent as another type (JSON, text, SVG…): the types it may be sent as. */
export const uploadTypeRefusal = () => ({
  message: `Send the image's bytes as the body with Content-Type ${UPLOAD_MEDIA_TYPES.join(', ').replace(/, ([^,]*)$/, ' or $1')}`,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  accepted: UPLOAD_MEDIA_TYPES,
});

export const assetHandlers = {
  listAssets: async (ctx, request) => {
    const op = await ctx.operator(request, null);
    return ok('listAssets', { assets: await listAssets(ctx.db, op.channel.id), limits: { max_bytes: ASSET_MAX_BYTES, max_pixels: ASSET_MAX_PIXELS, types: [...ASSET_TYPES] } });
  },
  uploadAsset: async (ctx, request) => {
    const op = await ctx.operator(request, 'editor');
    if (!Buffer.isBuffer(request.body)) throw new HttpError(415, uploadTypeRefusal().message, 'UNSUPPORTED_MEDIA_TYPE', { accepted: UPLOAD_MEDIA_TYPES });
    const bytes = new Uint8Array(request.body);
    const refusal = assetRefusal(bytes);
    if (refusal) await ctx.refuse(op, STATUS[refusal.code] ?? 422, refusal.message, request, refusal.code, { limits: { max_bytes: ASSET_MAX_BYTES, max_pixels: ASSET_MAX_PIXELS } });
    const sniffed = sniffImage(bytes);
    if (sniffed.kind !== 'image') throw new HttpError(415, 'Not an image', 'ASSET_TYPE');
    const hash = createHash('sha256').update(bytes).digest('hex');
    const name = assetDisplayName(str(request.query.name), hash, sniffed.type);
    const asset = await ctx.change(op.channel.id, async (trx) => {
      const { asset: stored, added } = await addAsset(trx, ctx.clock, op.channel.id, { hash, contentType: sniffed.type, bytes, width: sniffed.width, height: sniffed.height, name, uploadedBy: op.operator.email });
      if (added) await recordAudit(trx, ctx.clock, { channelId: op.channel.id, actor: op.operator.email, action: 'asset', detail: `uploaded ${hash} (${name}, ${sniffed.type}, ${sniffed.width}×${sniffed.height}, ${bytes.length} bytes)` });
      return stored;
    });
    return ok('uploadAsset', asset);
  },
  deleteAsset: async (ctx, request) => {
    const op = await ctx.operator(request, 'publisher');
    const hash = request.params.hash;
    await ctx.change(op.channel.id, async (trx) => {
      if (!(await getAsset(trx, op.channel.id, hash))) throw notFound(`No asset ${hash}`);
      const users = await assetUsers(trx, op.channel.id, hash);
      if (users.length > 0) await ctx.refuse(op, 409, `The asset is in use by ${users.slice(0, 5).join(', ')}${users.length > 5 ? '…' : ''}: it stays while a version or draft shows it`, request, 'ASSET_IN_USE', { used_by: users });
      await deleteAsset(trx, op.channel.id, hash);
      await recordAudit(trx, ctx.clock, { channelId: op.channel.id, actor: op.operator.email, action: 'asset', detail: `deleted ${hash}` });
    });
    return ok('deleteAsset', { success: true });
  },
  getOperatorAsset: async (ctx, request, reply) => {
    const op = await ctx.operator(request, null);
    const hash = request.params.hash;
    const found = await assetBytes(ctx.db, op.channel.id, hash);
    reply.header('Cache-Control', 'private, no-store').header('X-Content-Type-Options', 'nosniff');
    if (!found) throw notFound(`No asset ${hash} in the library of ${op.channel.id}`);
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    reply.type(found.contentType);
    return Buffer.from(found.data);
  },
  getAsset: async (ctx, request, reply) => {
    const hash = request.params.hash;
    // Only the request's channel's images (the channel its config reads get: behind nginx the host's,
    // X-Channel-Id set by the server block), so no host serves another channel's upload.
    const channel = await ctx.channelOf(request, true).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    });
    const found = channel ? await assetBytes(ctx.db, channel.id, hash) : null;
    reply.header('X-Content-Type-Options', 'nosniff').header('Vary', 'X-Channel-Id');
    if (!found) {
      reply.code(404).header('Cache-Control', 'no-store');
      return { message: `No asset ${hash}`, code: 'NOT_FOUND' };
    }
    const etag = `"${hash}"`;
    reply.header('Cache-Control', ASSET_CACHE_CONTROL).header('ETag', etag).header('Content-Security-Policy', "default-src 'none'; sandbox");
    if ((request.headers['if-none-match'] ?? '').split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      reply.code(304);
      return undefined;
    }
    reply.type(found.contentType);
    return Buffer.from(found.data);
  },
} satisfies Handlers;
