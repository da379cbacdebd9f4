// The channel document made of its parts (the demo with a fault set on one of them): the public config, every
// section, the structure and one language's translations, each exactly what its own call answers at
// this moment, faults included; a failed part is left out (the public config's failure fails it).
// Without faults the channel service answers the document it built once per version.
import { createHash } from 'node:crypto';
import { sectionNames } from '../../src/generated/section-names.ts';
import { isLanguage, languageFromGeneral } from '../../src/lib/i18n/languages.ts';

type Part = { ok: true; data: unknown } | { ok: false; response: Response };

/** A strong validator of a document body (without its `version`). */
export function documentVersion(body: unknown): string {
  return createHash('sha1').update(JSON.stringify(body)).digest('base64url').slice(0, 24);
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** Whether `If-None-Match` names this version (a list, weak forms and `*` included). */
function matches(header: string | null, version: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === `"${version}"`;
  });
}

/** What the client makes of an answer: `data` of a `{data}` body, else the body; failures and unreadable JSON are not a part. */
async function partOf(response: Response): Promise<Part> {
  if (!response.ok) return { ok: false, response };
  try {
    const body: unknown = await response.json();
    const data = typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body ? (body as { data: unknown }).data : body;
    return { ok: true, data };
  } catch {
    return { ok: false, response: json({ message: 'Unreadable part', code: 'BAD_PART' }, 502) };
  }
}

const partPaths = ['platform/config/public', 'platform/config/structure', 'platform/config/translations/', ...sectionNames.map((name) => `platform/config/section/${name}`)];

/** Whether a demo fault (its path as `takeFault` matches it: a part of the call's path) falls on a part of the document. */
export const faultsDocumentPart = (fault: { path: string }) =>
  fault.path.startsWith('platform/config/') || fault.path.startsWith('translations/') || partPaths.some((part) => part.includes(fault.path));

/** The document for `request`, its parts asked of `ask` (the same path a browser's call takes). */
export async function assembleDocument(request: Request, ask: (part: Request) => Promise<Response>): Promise<Response> {
  const url = new URL(request.url);
  const base = url.href.slice(0, url.href.indexOf('/wl/v1/') + '/wl/v1/'.length);
  const headers = new Headers(request.headers);
  headers.delete('if-none-match');
  const get = async (path: string) => partOf(await ask(new Request(new URL(path, base), { headers })));

  const asked = url.searchParams.get('language');
  if (asked !== null && !isLanguage(asked)) return json({ message: `Unknown language ${asked}`, code: 'NOT_FOUND' }, 404);
  const publicPart = await get('platform/config/public');
  if (!publicPart.ok) return publicPart.response;
  const publicConfig = publicPart.data as { channel_id?: string; general?: Record<string, unknown> };
  const lang = publicConfig.general?.['GENERAL.lang'];
  const language = asked ?? languageFromGeneral(typeof lang === 'string' ? lang : null);
  const [structure, translations, ...sections] = await Promise.all([
    get('platform/config/structure'),
    get(`platform/config/translations/${language}`),
    ...sectionNames.map((name) => get(`platform/config/section/${name}`)),
  ]);
  const body = {
    channel_id: publicConfig.channel_id ?? '',
    language,
    public: publicConfig,
    sections: Object.fromEntries(sectionNames.flatMap((name, i) => (sections[i]?.ok ? [[name, sections[i].data]] : []))),
    ...(structure?.ok ? { structure: structure.data } : {}),
    ...(translations?.ok ? { translations: translations.data } : {}),
  };
  const version = documentVersion(body);
  const etag = `"${version}"`;
  if (matches(request.headers.get('if-none-match'), version)) return new Response(null, { status: 304, headers: { ETag: etag } });
  return json({ data: { version, ...body } }, 200, { ETag: etag, 'Cache-Control': 'no-cache' });
}
