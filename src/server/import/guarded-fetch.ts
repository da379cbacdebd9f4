// One GET of a platform's JSON call under the import rules (import-rules.ts): an allowed host, at
// addresses checked when the connection is made (a name that resolves to a private address is
// refused there, so a DNS answer cannot change between the check and the connection), one timeout
// from connecting to the last byte, a size limit counted as the bytes arrive, a few redirects each
// checked as the first, and the input limits of src/lib/input-limits.ts on the JSON (depth on the
// text before parsing, string length, entries, the own-key rule).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { describeProblem, INPUT_LIMITS, parseJsonInput } from '@/lib/input-limits';
import { checkedUrl, ImportError, isPrivateAddress, privateRefusal, type ImportSettings } from './import-rules';

export type Fetched = { status: number; url: string; value?: unknown };

/** A lookup that refuses private addresses (unless allowed), for the connection itself. */
function guardedLookup(settings: ImportSettings, host: string): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 4);
      const addresses = found as unknown as LookupAddress[];
      const refused = settings.allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (refused) return callback(privateRefusal(host, refused.address) as unknown as NodeJS.ErrnoException, '', 4);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

function once(url: URL, headers: Record<string, string>, settings: ImportSettings): Promise<{ response: IncomingMessage; body: Buffer }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: { accept: 'application/json', ...headers }, lookup: guardedLookup(settings, url.host), agent: false });
    const timer = setTimeout(() => request.destroy(new ImportError(504, 'IMPORT_TIMEOUT', `${url.host} did not answer ${url.pathname} within ${settings.timeoutMs / 1000} s`, { host: url.host, seconds: settings.timeoutMs / 1000 })), settings.timeoutMs);
    const tooLarge = (bytes: number) =>
      new ImportError(502, 'IMPORT_TOO_LARGE', `${url.host} answered ${url.pathname} with ${bytes} bytes or more, over the limit of ${settings.maxBytes} bytes`, { host: url.host, limit: settings.maxBytes });
    request.on('error', (error) => {
      clearTimeout(timer);
      if (error instanceof ImportError) return reject(error);
      reject(new ImportError(502, 'IMPORT_UNREACHABLE', `${url.host} could not be reached: ${(error as NodeJS.ErrnoException).code ?? error.message}`, { host: url.host, reason: (error as NodeJS.ErrnoException).code ?? error.message }));
    });
    request.on('response', (response) => {
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > settings.maxBytes) return request.destroy(tooLarge(declared));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > settings.maxBytes) return request.destroy(tooLarge(size));
        chunks.push(chunk);
      });
      response.on('error', (error) => request.destroy(error));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ response, body: Buffer.concat(chunks) });
      });
    });
  });
}

/** The JSON a platform answers at `url` (`value` only for a 2xx answer); redirects followed under the same rules. */
export async function fetchJson(raw: string, headers: Record<string, string>, settings: ImportSettings): Promise<Fetched> {
  let url = checkedUrl(raw, settings);
  for (let hop = 0; ; hop++) {
    const { response, body } = await once(url, headers, settings);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      if (hop >= settings.maxRedirects) throw new ImportError(502, 'IMPORT_REDIRECTS', `${url.host} redirected more than ${settings.maxRedirects} times`, { host: url.host, limit: settings.maxRedirects });
      const next = new URL(response.headers.location, url);
      if (url.protocol === 'https:' && next.protocol !== 'https:') throw new ImportError(502, 'IMPORT_REDIRECTS', `${url.host} redirected from https to ${next.protocol}`, { host: url.host, limit: settings.maxRedirects });
      url = checkedUrl(next.toString(), settings);
      continue;
    }
    if (status < 200 || status >= 300) return { status, url: url.toString() };
    const parsed = parseJsonInput(body.toString('utf8'), INPUT_LIMITS.totalBytes);
    if (!parsed.ok) {
      const where = `The answer of ${url.pathname}`;
      const first = parsed.problems[0]!;
      throw new ImportError(502, 'IMPORT_BAD_ANSWER', `${describeProblem(first, where)}${first.pointer ? ` (at ${first.pointer})` : ''}`, { host: url.host, call: url.pathname, pointer: first.pointer || '/' });
    }
    return { status, url: url.toString(), value: parsed.value };
  }
}
