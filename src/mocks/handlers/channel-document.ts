// The channel document (`getChannelDocument`): the public config, every section, the structure and
// one language's translations, each part exactly what its own call answers at this moment. The parts
// are asked of the same handlers (faults, published versions and the per-channel host included), so
// the document has no source of its own to drift from.
import { createHash } from 'node:crypto';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { sectionNames } from '@/generated/section-names';
import { isLanguage, languageFromGeneral } from '@/lib/i18n/languages';
import { api } from './http';

type Part = { ok: true; data: unknown } | { ok: false; response: Response };

/** A strong validator of a document body (without its `version`). */
export function documentVersion(body: unknown): string {
  return createHash('sha1').update(JSON.stringify(body)).digest('base64url').slice(0, 24);
}

/** Whether `If-None-Match` names this version (a list, weak forms and `*` included). */
function matches(header: string | null, version: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === `"${version}"`;
  });
}

/** What the client makes of an answer: `data` of a `{data}` body, else the body; failures and unreadable JSON are not a part. */
async function partOf(response: Response | undefined): Promise<Part> {
  if (!response) return { ok: false, response: HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 }) };
  if (!response.ok) return { ok: false, response };
  try {
    const body: unknown = await response.json();
    const data = typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body ? (body as { data: unknown }).data : body;
    return { ok: true, data };
  } catch {
    return { ok: false, response: HttpResponse.json({ message: 'Unreadable part', code: 'BAD_PART' }, { status: 502 }) };
  }
}

/** The document handler; `parts` are the handlers that answer each part's own call. */
export function channelDocumentHandler(parts: () => readonly RequestHandler[]) {
  return http.get(api('platform/config/document'), async ({ request }) => {
    const url = new URL(request.url);
    const base = url.href.slice(0, url.href.indexOf('/wl/v1/') + '/wl/v1/'.length);
    const headers = new Headers(request.headers);
    headers.delete('if-none-match');
    const ask = async (path: string) => partOf(await getResponse([...parts()], new Request(new URL(path, base), { headers })));

    const asked = url.searchParams.get('language');
    if (asked !== null && !isLanguage(asked)) {
      return HttpResponse.json({ message: `Unknown language ${asked}`, code: 'NOT_FOUND' }, { status: 404 });
    }
    const publicPart = await ask('platform/config/public');
    if (!publicPart.ok) return publicPart.response;
    const publicConfig = publicPart.data as { channel_id?: string; general?: Record<string, unknown> };
    const lang = publicConfig.general?.['GENERAL.lang'];
    const language = asked ?? languageFromGeneral(typeof lang === 'string' ? lang : null);
    const [structure, translations, ...sections] = await Promise.all([
      ask('platform/config/structure'),
      ask(`platform/config/translations/${language}`),
      ...sectionNames.map((name) => ask(`platform/config/section/${name}`)),
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
    if (matches(request.headers.get('if-none-match'), version)) {
      return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
    }
    return HttpResponse.json({ data: { version, ...body } }, { headers: { ETag: etag, 'Cache-Control': 'no-cache' } });
  });
}
