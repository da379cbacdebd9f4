// Raw HTTP against nginx with any Host header and no automatic decompression.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { NGINX_PORT } from './ports';

export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer; text: () => string };

export function get(host: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: NGINX_PORT, path, headers: { Host: host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const flat = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
        const text = () => (flat['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: flat, body, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The CSP as directive -> sources. */
export function parseCsp(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** Any method with an optional JSON body, to nginx with the given Host header. */
export function send(method: string, host: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = request(
      { host: '127.0.0.1', port: NGINX_PORT, method, path, headers: { Host: host, ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': String(payload.length) } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const data = Buffer.concat(chunks);
          const flat = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
          resolve({ status: res.statusCode ?? 0, headers: flat, body: data, text: () => data.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
