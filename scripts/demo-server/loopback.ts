// A request to this server over loopback HTTP, as nginx's SSI subrequests reach the service: the page's
// includes and, with demo faults set, the parts of the channel document. The Host header is the
// original request's (its channel); the body is read whole (JSON parts, HTML fragments).
import { request as httpRequest } from 'node:http';

/** Sends `request` to 127.0.0.1:`port`, keeping its Host; `extra` headers are added. */
export function loopbackFetch(port: number, request: Request, extra: Record<string, string> = {}): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = { ...Object.fromEntries(request.headers), ...extra, host: url.host };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method: request.method, path: `${url.pathname}${url.search}`, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value === undefined) continue;
          for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
        }
        const status = res.statusCode ?? 502;
        const empty = status === 204 || status === 304 || request.method === 'HEAD';
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: out }));
      });
    });
    outgoing.on('error', reject);
    if (request.method === 'GET' || request.method === 'HEAD') outgoing.end();
    else void request.arrayBuffer().then((body) => outgoing.end(Buffer.from(body)), reject);
  });
}
