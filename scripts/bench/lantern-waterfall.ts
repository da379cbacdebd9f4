// What Lighthouse's simulation (Lantern) did with one saved load: every request and long main-thread
// task of the simulated LCP, with its simulated start and end.
// `npx lighthouse <url> --only-categories=performance -G=<dir>` saves the load once; then
// `npx tsx scripts/bench/lantern-waterfall.ts <dir> [simulation]` replays it
// (simulation: pessimisticLargestContentfulPaint by default, or optimisticLargestContentfulPaint,
// pessimisticFirstContentfulPaint...). Reads Lighthouse internals (LANTERN_DEBUG keeps every
// simulation's node timings): a diagnostic for docs/performance.md, not part of `npm run bench`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

process.env.LANTERN_DEBUG = '1';

type SimulatedNode = { type: 'network' | 'cpu'; request?: { url: string; transferSize: number; fromDiskCache?: boolean; rawRequest?: unknown } };
type NodeTiming = { startTime: number; endTime: number };
type Simulate = (graph: unknown, options?: { label?: string }) => unknown;
type LanternModule = {
  Simulation: { Simulator: { allNodeTimings: Map<string, Map<SimulatedNode, NodeTiming>>; prototype: { simulate: Simulate } } };
};

const [artifacts, simulation = 'pessimisticLargestContentfulPaint'] = process.argv.slice(2);
if (!artifacts) throw new Error('usage: lantern-waterfall.ts <artifacts dir from lighthouse -G> [simulation]');

const Lantern = (await import('lighthouse/core/lib/lantern/lantern.js')) as LanternModule;
// Lighthouse's metrics simulate the graph built from the DevTools log (its requests carry
// `rawRequest`); the trace engine's insights run their own simulations under the same labels, from the
// trace, where a response the service worker read from Cache Storage is a network request. Only the
// metrics' simulations are kept.
const scored = new Map<string, Map<SimulatedNode, NodeTiming>>();
const { Simulator } = Lantern.Simulation;
const simulate = Simulator.prototype.simulate;
Simulator.prototype.simulate = function (this: unknown, graph, options) {
  const outcome = simulate.call(this, graph, options);
  const label = options?.label ?? 'unlabeled';
  const timings = Simulator.allNodeTimings.get(label);
  if (timings && [...timings.keys()].some((node) => node.request?.rawRequest) && !scored.has(label)) scored.set(label, timings);
  return outcome;
};
// Lighthouse refuses to audit with settings other than the gathering's (a repeat visit keeps storage).
const gathered = (JSON.parse(readFileSync(path.join(artifacts, 'artifacts.json'), 'utf8')) as { settings: { disableStorageReset?: boolean } }).settings;
const result = await lighthouse('http://replayed.invalid/', {
  auditMode: artifacts,
  onlyCategories: ['performance'],
  logLevel: 'error',
  disableStorageReset: gathered.disableStorageReset ?? false,
});
if (!result) throw new Error(`no Lighthouse result from ${artifacts}`);
const audit = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? NaN);
console.info(`score ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, LCP ${audit('largest-contentful-paint')} ms, FCP ${audit('first-contentful-paint')} ms`);

const timings = scored.get(simulation);
if (!timings) throw new Error(`no simulation named ${simulation}: ${[...scored.keys()].join(', ')}`);
const rows = [...timings].sort(([, a], [, b]) => a.startTime - b.startTime);
let cpu = 0;
for (const [node, { startTime, endTime }] of rows) {
  const span = `${String(Math.round(startTime)).padStart(6)} ${String(Math.round(endTime)).padStart(6)}`;
  if (node.type === 'cpu') {
    cpu += endTime - startTime;
    if (endTime - startTime >= 15) console.info(`${span}  main thread`);
  } else if (node.request) {
    const cached = node.request.fromDiskCache ? ' (cache)' : '';
    console.info(`${span}  ${String(node.request.transferSize).padStart(7)} B  ${new URL(node.request.url).pathname}${cached}`);
  }
}
console.info(`main thread in total: ${Math.round(cpu)} ms`);
