// The demo's way of serving config reads, for the bench (`PORT=… DEMO_PRESET=… tsx
// scripts/bench/demo-document-server.ts`): every request handed to the msw handlers of src/mocks,
// whose channel document is assembled per request from the part handlers.
import { createServer } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from '../../src/mocks/handlers.ts';

const port = Number(process.env.PORT);
createServer((req, res) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const request = new Request(new URL(req.url ?? '/', `http://127.0.0.1:${port}`), { method: req.method ?? 'GET', headers });
  void getResponse(handlers, request).then(async (response) => {
    if (!response) return void res.writeHead(404).end();
    const body = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(body);
  });
}).listen(port, '127.0.0.1', () => console.info(`demo config reads (msw, bench) on http://127.0.0.1:${port}`));
