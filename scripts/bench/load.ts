// A small HTTP load generator for the service bench: `concurrency` keep-alive connections on
// loopback, each sending the next request as soon as its answer is in, until `requests` are done
// or `maxMs` has passed (whichever comes first). Latency per request from write to the last byte.
import { Agent, request } from 'node:http';

/** `pick` gives the n-th request's path and headers (a mix of reads); without it every request is `url` with `headers`. */
export type LoadOptions = { url: string; headers?: Record<string, string>; pick?: (n: number) => { path: string; headers: Record<string, string> }; concurrency: number; requests: number; maxMs: number };
export type LoadResult = { requests: number; errors: number; statuses: Record<string, number>; seconds: number; rps: number; p50Ms: number; p99Ms: number; maxMs: number; bytes: number };

/** The q-quantile (0..1) of ascending numbers, nearest rank below; 0 for none. */
export const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function load(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error(`The bench loads loopback only, not ${url.hostname}`);
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let bytes = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + options.maxMs;

  const one = (n: number) =>
    new Promise<void>((resolve) => {
      const target = options.pick?.(n) ?? { path: url.pathname + url.search, headers: options.headers };
      const begin = performance.now();
      const req = request({ agent, host: url.hostname, port: url.port, path: target.path, headers: target.headers }, (res) => {
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          latencies.push(performance.now() - begin);
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          if ((res.statusCode ?? 0) >= 400) errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });

  const worker = async () => {
    while (sent < options.requests && performance.now() < deadline) {
      await one(sent++);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    statuses,
    seconds: round(seconds, 2),
    rps: round(sorted.length / seconds, 0),
    p50Ms: round(quantile(sorted, 0.5)),
    p99Ms: round(quantile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
    bytes,
  };
}
