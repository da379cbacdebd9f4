// `tsx scripts/demo-server.ts`: the demo backend and the built portal on loopback.
// Env: PORT (default 4173), DEMO_PRESET (default `default`), DEMO_LATENCY_MS (default 0),
// DEMO_CSP=1 to send a strict Content-Security-Policy with HTML, DEMO_DIST_DIR (default dist/),
// DEMO_FLOOR_DIR to serve the benchmark's static-floor twins under /__floor/, DEMO_WATCH=0 to not
// reload edited preset files (watch mode, on by default). The channel service runs in the same
// process: DATABASE_URL (postgres://) or CHANNEL_DATA_DIR (default .data/channels; `memory` keeps
// nothing). See docs/demo-backend.md and docs/channel-service.md.
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS, DEMO_CODE, demoStore } from '../src/mocks/handlers.ts';
import { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD } from '../src/server/demo.ts';
import { STRICT_CSP, STUDIO_CSP } from './demo-server/page.ts';
import { watchPresets } from './demo-server/preset-watch.ts';
import { startDemoServer } from './demo-server/server.ts';
import { exitOnStoreError, settingsFromEnv } from '../src/server/db/connect.ts';

const started = performance.now();
const port = Number(process.env.PORT ?? 4173);
const latencyMs = Number(process.env.DEMO_LATENCY_MS ?? 0) || 0;
const store = demoStore();
const demo = await startDemoServer({
  port: Number.isInteger(port) && port >= 0 ? port : 4173,
  latencyMs,
  distDir: process.env.DEMO_DIST_DIR || fileURLToPath(new URL('../dist', import.meta.url)),
  csp: process.env.DEMO_CSP === '1' ? STRICT_CSP : null,
  studioCsp: process.env.DEMO_CSP === '1' ? STUDIO_CSP : null,
  floorDir: process.env.DEMO_FLOOR_DIR || null,
  channelStore: settingsFromEnv(),
}).catch(exitOnStoreError);

console.info(`Demo portal: ${demo.url}/  (preset ${store.preset.name}, channel ${store.channelId}${latencyMs ? `, latency ${latencyMs} ms` : ''})`);
if (!demo.site.hasBuild) console.warn('  dist/ has no build: only the API is served. Run `npm run build`.');
console.info(`  API: ${demo.url}/wl/v1/   controls: ${demo.url}/__demo/state`);
console.info(`  Channel store: ${demo.channels.store.kind} (${demo.channels.store.where})`);
if (demo.members) console.info(`  Members: ${demo.members.file}${demo.members.restored ? ' (restored: sessions kept)' : ' (seeded afresh)'}`);
console.info(`  Demo accounts (SMS / e-mail code ${DEMO_CODE}):`);
for (const a of DEMO_ACCOUNTS) console.info(`    ${a.email.padEnd(22)} ${a.password}  ${a.phone}  ${a.description}`);
console.info(`  Studio operators (${demo.url}/studio):`);
for (const o of DEMO_OPERATORS) console.info(`    ${o.email.padEnd(22)} ${DEMO_OPERATOR_PASSWORD}  ${o.role}`);
const watching = process.env.DEMO_WATCH !== '0' ? watchPresets({ channels: demo.channels }) : null;
if (watching) console.info('  Watching channel-presets/: an edited preset file is served at once (DEMO_WATCH=0 turns this off).');
console.info(`  Ready in ${Math.round(performance.now() - started)} ms.`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    watching?.close();
    // A close that hangs still ends the process (and frees the port with it).
    setTimeout(() => process.exit(0), 15_000).unref();
    void demo.close().then(() => process.exit(0));
  });
}
