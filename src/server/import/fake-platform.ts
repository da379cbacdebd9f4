// Test support: "another platform" on its own HTTP server (port 0), speaking only the spec's calls
// (domain lookup, public config, translations) unless a test adds more; each path's answer is set
// by the test, so it may be a 401 to the channel document, an oversized body, a redirect loop or no
// answer at all. Records the requests it got.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Reply = (request: IncomingMessage, response: ServerResponse) => void;

export type FakePlatform = {
  /** Its API base, `http://127.0.0.1:<port>/wl/v1`. */
  url: string;
  port: number;
  /** Requests as `METHOD path [x-channel-id]`. */
  seen: string[];
  /** Answers of paths under /wl/v1/ (anything else 404). */
  routes: Map<string, Reply>;
  close: () => Promise<void>;
};

export const json = (status: number, body: unknown): Reply => (_request, response) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
};

/** A platform that has only the spec's own calls: the channel document 401, sections and structure 404. */
export function specOnlyRoutes(channelId: string, general: Record<string, unknown>, translations: Record<string, Record<string, string>>): Map<string, Reply> {
  const routes = new Map<string, Reply>();
  routes.set('platform/domain/club.example.test/config/public', json(200, { data: { channel_id: channelId } }));
  routes.set('platform/config/public', json(200, { data: { channel_id: channelId, general } }));
  routes.set('platform/config/document', json(401, { message: 'Invalid token' }));
  for (const [language, texts] of Object.entries(translations)) routes.set(`platform/config/translations/${language}`, json(200, { data: texts }));
  return routes;
}

export async function startFakePlatform(routes: Map<string, Reply> = new Map()): Promise<FakePlatform> {
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!.replace(/^\/wl\/v1\//, '');
    seen.push(`${request.method} ${path}${request.headers['x-channel-id'] ? ` [${String(request.headers['x-channel-id'])}]` : ''}`);
    const reply = routes.get(path);
    if (reply) return reply(request, response);
    json(404, { message: 'Not found', code: 'NOT_FOUND' })(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/wl/v1`,
    port,
    seen,
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
