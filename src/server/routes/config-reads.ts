// The config reads members make (no token): domain lookup, public config, sections, structure,
// translations and the channel document. Each is built once per channel version and language
// (ServedCache) and answered with the version as a strong ETag, 304 on If-None-Match, and a
// Cache-Control that lets nginx or a CDN keep it briefly and serve it while revalidating.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@/lib/i18n/languages';
import type { ServedConfig } from '../config/served';
import type { ServiceContext } from '../context';
import { HttpError, header, notFound } from '../http';
import { channelOfHost } from '../store/channels';
import { getVersion } from '../store/versions';
import type { Handlers } from './types';

/** Browsers revalidate every time; shared caches keep a read 1 s and may serve it 30 s longer while they revalidate. */
export const CONFIG_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=30';

export async function served(ctx: ServiceContext, request: FastifyRequest): Promise<ServedConfig> {
  const channel = await ctx.channelOf(request, true);
  return ctx.cache.get(channel.id, channel.current_version, ctx.hooks.overlay?.(request) ?? null, async () => {
    const version = await getVersion(ctx.db, channel.id, channel.current_version);
    if (!version?.config) throw new HttpError(500, `Channel ${channel.id} has no version ${channel.current_version}`, 'NO_VERSION');
    return version.config;
  });
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

/** A cacheable read: 304 when the client holds it, else the `{data}` body (or a prepared JSON text). */
function answer(request: FastifyRequest, reply: FastifyReply, etag: string, body: () => unknown) {
  reply.header('ETag', etag).header('Cache-Control', CONFIG_CACHE_CONTROL).header('Vary', 'X-Channel-Id');
  if (fresh(request, etag)) return reply.code(304).send();
  const data = body();
  if (typeof data === 'string') return reply.type('application/json; charset=utf-8').send(data);
  return reply.send({ data });
}

const languageParam = (request: FastifyRequest, name: string): Language => {
  const value = (request.params as Record<string, string>)[name] ?? (request.query as Record<string, string | undefined>)[name];
  if (!isLanguage(value)) throw notFound(`Unknown language ${String(value)}`);
  return value;
};

export const configReadHandlers: Handlers = {
  getDomainConfig: async (ctx, request, reply) => {
    const host = (request.params as { host: string }).host;
    const channelId = (await channelOfHost(ctx.db, host)) ?? ctx.hooks.defaultChannel?.() ?? null;
    if (!channelId) throw notFound(`No channel serves ${host}`);
    return reply.send({ data: { channel_id: channelId } });
  },
  getPublicConfig: async (ctx, request, reply) => {
    const s = await served(ctx, request);
    return answer(request, reply, s.etag, () => s.public);
  },
  getTranslations: async (ctx, request, reply) => {
    const s = await served(ctx, request);
    const language = languageParam(request, 'language');
    return answer(request, reply, `${s.etag.slice(0, -1)}.${language}"`, () => s.translations(language));
  },
  getConfigSection: async (ctx, request, reply) => {
    const s = await served(ctx, request);
    const name = (request.params as { name: string }).name;
    const section = s.sections[name];
    if (!section) throw notFound(`Unknown config section ${name}`);
    return answer(request, reply, `${s.etag.slice(0, -1)}.${name}"`, () => section);
  },
  getPortalStructure: async (ctx, request, reply) => {
    const s = await served(ctx, request);
    return answer(request, reply, s.etag, () => s.structure);
  },
  getChannelDocument: async (ctx, request, reply) => {
    const s = await served(ctx, request);
    const asked = (request.query as { language?: string }).language;
    const language = asked === undefined ? s.language : languageParam(request, 'language');
    const document = s.document(language);
    return answer(request, reply, document.etag, () => document.body);
  },
};
