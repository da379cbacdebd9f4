// The first screen of a page, for the server that fills index.html (nginx's SSI include, the demo
// server): `GET /wl/v1/platform/config/first-screen`, the route in `X-Portal-Path` (the page's path,
// without its query), the HTML of #root rendered ahead for the channel's current version in its
// language; 404 (an empty body) when that route was not rendered ahead, and the page is rendered
// by the browser. Not part of the member contract: a part of the page, as the channel document's
// include is. A public route of the current version without its render gets it in the background.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { isStoreUnavailable } from '../db/store-health';
import { header } from '../http';
import { getVersion } from '../store/versions';
import { CONFIG_CACHE_CONTROL, served } from './config-reads';

export const FIRST_SCREEN_PATH = '/wl/v1/platform/config/first-screen';
const ROUTE = /^\/[A-Za-z0-9/_-]{0,200}$/;

export function registerFirstScreen(app: FastifyInstance, ctx: ServiceContext): void {
  app.get(FIRST_SCREEN_PATH, async (request, reply) => {
    const screens = ctx.firstScreens;
    const route = (header(request, 'x-portal-path') ?? '').split('?')[0] ?? '';
    // A route not rendered (yet) is never kept: its render may be in a moment later.
    const none = () => reply.code(404).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send('');
    if (!screens || !ROUTE.test(route)) return none();
    const current = await served(ctx, request);
    const path = route.length > 1 ? route.replace(/\/$/, '') : route;
    // While the store is away the browser renders the page.
    const page = await screens.page(current.channelId, current.version, current.language, path).catch((error: unknown) => {
      if (isStoreUnavailable(error)) return undefined;
      throw error;
    });
    if (page === undefined) return none();
    if (page === null) {
      const config = async () => (await getVersion(ctx.db, current.channelId, current.version))?.config;
      screens.ensure(current.channelId, current.version, config, current.language, path).catch((error: unknown) => request.log.error(error));
      return none();
    }
    return reply.header('Cache-Control', CONFIG_CACHE_CONTROL).header('Vary', 'X-Channel-Id, X-Portal-Path').type('text/html; charset=utf-8').send(page);
  });
}
