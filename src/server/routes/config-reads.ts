// The config reads members make (no token): domain lookup, public config, sections, structure,
// translations and the channel document. Each is built once per channel version and language
// (ServedCache) and answered with the version as a strong ETag, 304 on If-None-Match, and a
// Cache-Control that lets nginx or a CDN keep it a second, then revalidate it. While the
// store is away, each is answered from the copy last served (lastGood), else 503.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@/lib/i18n/languages';
import type { ServedConfig } from '../config/served';
import { hostKey, type ServiceContext } from '../context';
import { isStoreUnavailable } from '../db/store-health';
import { storeUnavailable } from '../unavailable';
import { HttpError, header, notFound, ok } from '../http';
import { getVersion } from '../store/versions';
import type { Handlers } from './types';

/**
 * Browsers revalidate every time; shared caches keep a read 1 s, then revalidate before they answer.
 * No `stale-while-revalidate`: nginx honours it as leave to answer the old copy while it revalidates,
 * and after a publish that old copy would be a member's next load.
 */
export const CONFIG_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

export async function served(ctx: ServiceContext, request: FastifyRequest): Promise<ServedConfig> {
  if (!ctx.storeHealth.available) return lastGood(ctx, request);
  try {
    const channel = await ctx.channelOf(request, true);
    return await ctx.cache.get(channel.id, channel.current_version, ctx.hooks.overlay?.(request) ?? null, async () => {
      const version = await getVersion(ctx.db, channel.id, channel.current_version);
      if (!version?.config) throw new HttpError(500, `Channel ${channel.id} has no version ${channel.current_version}`, 'NO_VERSION');
      return version.config;
    });
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    ctx.storeHealth.markDown(error);
    return lastGood(ctx, request);
  }
}

/** The channel a member read names without the store: the deployment's hook, X-Channel-Id, a host seen before, the default. */
function channelWithoutStore(ctx: ServiceContext, request: FastifyRequest): string | null {
  return ctx.hooks.configChannel?.(request) ?? header(request, 'x-channel-id') ?? ctx.hostChannels.get(hostKey(header(request, 'host') ?? '')) ?? ctx.hooks.defaultChannel?.() ?? null;
}

/** The copy of the channel's config last served by this instance; 503 when it served none since it started. */
function lastGood(ctx: ServiceContext, request: FastifyRequest): ServedConfig {
  const id = channelWithoutStore(ctx, request);
  const held = id ? ctx.cache.held(id, ctx.hooks.overlay?.(request) ?? null) : null;
  if (!held) throw storeUnavailable(ctx.storeHealth);
  return held;
}

/** Whether If-None-Match names this ETag (a list, weak forms and `*` included). */
function fresh(request: FastifyRequest, etag: string): boolean {
  const held = header(request, 'if-none-match');
  if (!held) return false;
  return held.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}

/** A cacheable read: 304 without a body when the client holds it, else the body (a JSON text written ahead goes as it is). */
function answer<T>(request: FastifyRequest, reply: FastifyReply, etag: string, body: () => T): T | undefined {
  reply.header('ETag', etag).header('Cache-Control', CONFIG_CACHE_CONTROL).header('Vary', 'X-Channel-Id');
  if (fresh(request, etag)) {
    reply.code(304);
    return undefined;
  }
  const data = body();
  if (typeof data === 'string') reply.type('application/json; charset=utf-8');
  return data;
}

/** A language the contract names: the validation lets through only those, but an unknown one is a 404. */
const languageOf = (value: string | undefined): Language => {
  if (!isLanguage(value)) throw notFound(`Unknown language ${String(value)}`);
  return value;
};

export const configReadHandlers = {
  getDomainConfig: async (ctx, request) => {
    const host = request.params.host;
    const known = () => ctx.hostChannels.get(hostKey(host)) ?? null;
    let channelId: string | null;
    try {
      channelId = (ctx.storeHealth.available ? await ctx.channelOfHost(host) : known()) ?? ctx.hooks.defaultChannel?.() ?? null;
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      ctx.storeHealth.markDown(error);
      channelId = known() ?? ctx.hooks.defaultChannel?.() ?? null;
    }
    if (!channelId && !ctx.storeHealth.available) throw storeUnavailable(ctx.storeHealth);
    if (!channelId) throw notFound(`No channel serves ${host}`);
    return ok('getDomainConfig', { channel_id: channelId });
  },
  getPublicConfig: async (ctx, request, reply) => {
    const s = await served(ctx, request);
    return answer(request, reply, s.etag, () => ok('getPublicConfig', s.public));
  },
  getTranslations: async (ctx, request, reply) => {
    const s = await served(ctx, request);
    const language = languageOf(request.params.language);
    return answer(request, reply, `${s.etag.slice(0, -1)}.${language}"`, () => ok('getTranslations', s.translations(language)));
  },
  getConfigSection: async (ctx, request, reply) => {
    const s = await served(ctx, request);
    const name = request.params.name;
    const section = s.sections[name];
    if (!section) throw notFound(`Unknown config section ${name}`);
    return answer(request, reply, `${s.etag.slice(0, -1)}.${name}"`, () => ok('getConfigSection', section));
  },
  getPortalStructure: async (ctx, request, reply) => {
    const s = await served(ctx, request);
    return answer(request, reply, s.etag, () => ok('getPortalStructure', s.structure));
  },
  getChannelDocument: async (ctx, request, reply) => {
    const s = await served(ctx, request);
    const asked = request.query.language;
    const language = asked === undefined ? s.language : languageOf(asked);
    const document = s.document(language);
    return answer(request, reply, document.etag, () => document.body);
  },
} satisfies Handlers;
