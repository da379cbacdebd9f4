// The channel service alone for the bench (`PORT=… tsx scripts/bench/service-server.ts`): an
// embedded store in memory seeded with the demo channels, no member API, no schedule worker.
import { createChannelService } from '../../src/server/app.ts';
import { openChannelDb } from '../../src/server/db/connect.ts';
import { seedDemo } from '../../src/server/demo.ts';

const store = await openChannelDb({ dataDir: 'memory' });
await seedDemo(store.db, { now: () => Date.now() });
const service = await createChannelService({ store, worker: false });
await service.app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.info(`channel service (bench) on http://127.0.0.1:${process.env.PORT}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void service.close().then(() => store.close()).then(() => process.exit(0)));
}
