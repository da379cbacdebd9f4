// The static build (dist/) through @fastify/static: the build's `.br`/`.gz` beside each file
// (preCompressed), ETags and 304s, a year's cache for hashed /assets, `no-cache` for the rest. An app
// route (no file extension) gets the portal's page (scripts/demo-server/page.ts fills its includes)
// or the studio's; a missing file is a 404 no cache keeps (a missing hashed asset may be deployed a
// moment later, and a CDN would keep the 404). `/portal.config.json` is generated when dist/ has none,
// and `/__floor/` serves the benchmark's static-floor twins.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { channelOfHost } from '../../src/mocks/served-channel.ts';
import { demoStore } from '../../src/mocks/store/demo-store.ts';
import { documentPolicy, isStudioPath, portalPage, type AskServer } from './page.ts';

export type StaticSiteOptions = {
  distDir: string;
  floorDir?: string | null;
  csp?: string | null;
  studioCsp?: string | null;
  /** Asks this server for a path as the given request's host would. */
  ask: (request: FastifyRequest) => AskServer;
};

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The file of `root` a URL path names, or null (outside the root, a folder, missing). */
function fileOf(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${decoded.endsWith('/') ? `${decoded}index.html` : decoded}`);
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null;
  return isFile(file) ? file : null;
}

const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found\n');

export function hasBuild(distDir: string): boolean {
  return isFile(path.join(distDir, 'index.html'));
}

export async function staticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const root = path.resolve(options.distDir);
  const floor = options.floorDir ? path.resolve(options.floorDir) : null;
  const configPath = path.join(root, 'portal.config.json');
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, etag: true, lastModified: false, dotfiles: 'deny' });

  /** Whether the served portal.config.json turns the studio on (the default one does). */
  const studioOn = () => {
    if (!existsSync(configPath)) return true;
    try {
      return (JSON.parse(readFileSync(configPath, 'utf8')) as { studio?: unknown }).studio === true;
    } catch {
      return false;
    }
  };

  const sendFile = (reply: FastifyReply, file: string, from: string) => {
    const relative = path.relative(from, file).split(path.sep).join('/');
    const hashed = from === root && relative.startsWith('assets/');
    reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    reply.header('x-content-type-options', 'nosniff');
    return reply.sendFile(relative, from);
  };

  const page = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const html = await portalPage(readFileSync(path.join(root, 'index.html'), 'utf8'), pathname, options.ask(request));
    const etag = `"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'Accept-Encoding').header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // An API path no operation has: JSON, as the service's own 404.
      if (pathname.startsWith('/wl/v1/') || pathname.startsWith('/__demo/')) return reply.code(404).send({ message: `No operation ${request.method} ${pathname}`, code: 'NOT_FOUND' });
      if (floor && pathname.startsWith('/__floor/')) {
        const file = fileOf(floor, pathname.slice('/__floor'.length));
        if (file) return sendFile(reply, file, floor);
      }
      if (pathname === '/portal.config.json' && !existsSync(configPath)) {
        // The channel is named, as a deployment of one channel does: the portal skips the domain
        // lookup. It is the demo's current channel, or on `<preset>.localhost` that preset's.
        const channelId = channelOfHost(request.headers.host ?? '') ?? demoStore().channelId;
        return reply.header('cache-control', 'no-cache').send({ apiBaseUrl: '/', channelId, authStorage: 'local', demo: true, studio: true });
      }
      const file = fileOf(root, pathname);
      if (!hasBuild(root) && !file) return reply.code(503).type('text/plain; charset=utf-8').send('No build in dist/. Run `npm run build` (the API under /wl/v1/ works without it).\n');
      const extension = path.posix.extname(pathname);
      if (pathname.endsWith('.html') || !extension) reply.header('content-security-policy', documentPolicy(pathname, options, studioOn()));
      const portalShell = file === path.join(root, 'index.html');
      if (file && !portalShell) return sendFile(reply, file, root);
      if (portalShell || !extension) {
        // The studio (its own entry, docs/studio.md) has its own shell; every other route is the portal's.
        if (isStudioPath(pathname) && !portalShell) {
          const studio = fileOf(root, '/studio/index.html');
          return studio ? sendFile(reply, studio, root) : notFound(reply);
        }
        return page(request, reply, pathname);
      }
      return notFound(reply);
    },
  });
}
