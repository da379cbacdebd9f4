// The demo's old way of serving the channel document, reconstructed for the bench (`PORT=…
// DEMO_PRESET=… tsx scripts/bench/demo-document-server.ts`): every request goes through msw
// (the member handlers of src/mocks, then handlers for the config parts over the preset built once
// at start, as the demo store held it), and the document is assembled per request from its parts
// (scripts/demo-server/assembled-document.ts: thirteen part requests, each answered and parsed, the
// body hashed for its ETag). The channel service builds it once per version instead.
import { createServer } from 'node:http';
import { getResponse, http, HttpResponse } from 'msw';
import { sectionNames } from '../../src/generated/section-names.ts';
import { isLanguage } from '../../src/lib/i18n/languages.ts';
import { handlers } from '../../src/mocks/handlers.ts';
import { buildPreset } from '../../src/presets/build.ts';
import { servedTranslations } from '../../src/server/config/translations.ts';
import { configOfPreset } from '../../src/channel/config.ts';
import { demoChannelId } from '../../src/server/demo.ts';
import { assembleDocument } from '../demo-server/assembled-document.ts';

const port = Number(process.env.PORT);
const preset = process.env.DEMO_PRESET ?? 'default';
const config = configOfPreset(buildPreset(preset));
const channelId = demoChannelId(preset);
const api = (path: string) => `*/wl/v1/${path}`;
const sections = config.sections as Record<string, Record<string, unknown>>;

const parts = [
  http.get(api('platform/config/public'), () => HttpResponse.json({ data: { channel_id: channelId, general: { 'GENERAL.lang': 'en', ...config.general } } })),
  http.get(api('platform/config/section/:name'), ({ params }) => {
    const name = String(params.name);
    return sectionNames.includes(name as never) ? HttpResponse.json({ data: sections[name] ?? {} }) : HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  }),
  http.get(api('platform/config/structure'), () => HttpResponse.json({ data: { routes: config.routes, screens: config.screens, forms: config.forms } })),
  http.get(api('platform/config/translations/:language'), ({ params }) => {
    const language = String(params.language);
    if (!isLanguage(language)) return HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    return HttpResponse.json({ data: servedTranslations(language, (config.translations as Record<string, Record<string, string>>)[language] ?? {}) });
  }),
];
const all = [...handlers, ...parts];
const ask = async (request: Request) => (await getResponse(all, request)) ?? HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });

createServer((req, res) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const request = new Request(new URL(req.url ?? '/', `http://127.0.0.1:${port}`), { method: req.method ?? 'GET', headers });
  const answer = new URL(request.url).pathname === '/wl/v1/platform/config/document' ? assembleDocument(request, ask) : ask(request);
  void answer.then(async (response) => {
    const body = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(body);
  });
}).listen(port, '127.0.0.1', () => console.info(`the demo's old document assembly (bench) on http://127.0.0.1:${port}`));
