// One demo backend (API only) for the nginx tests: `DEMO_PRESET=fuel-cz PORT=… tsx tests/nginx/backend.ts`.
// A process per channel, because the demo store is one per process.
import { startDemoServer } from '../../scripts/demo-server/server.ts';

const demo = await startDemoServer({ port: Number(process.env.PORT), distDir: '/nonexistent-api-only' });
console.info(`demo backend (${process.env.DEMO_PRESET ?? 'default'}) on ${demo.url}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void demo.close().then(() => process.exit(0)));
