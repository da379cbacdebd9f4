// Domain config, public config, translations and config sections: the running preset's, or the live
// version of the demo channel the request names (`servedChannel`).
import { http } from 'msw';
import type { components } from '@/generated/api';
import { sectionNames } from '@/generated/section-names';
import { channelOfHost, servedChannel } from '../served-channel';
import { servedTranslations } from '../shipped-translations';
import { withDemoBloomreach } from './bloomreach';
import { etagOf } from '../store/operator-store';
import { api, body, fail, ok, open, param } from './http';
import { invalidRefusal, operatorCall, staleRefusal } from './operator-http';

type SectionName = components['schemas']['SectionName'];
const sections: readonly SectionName[] = sectionNames;
const languages = ['bg', 'cs', 'en', 'en_GB', 'pl', 'ro', 'sk', 'fr'] as const;

/** A URI-encoded header's text ('' when absent or malformed). */
function decodedHeader(request: Request, name: string): string {
  try {
    return decodeURIComponent(request.headers.get(name) ?? '');
  } catch {
    return '';
  }
}

export const platformHandlers = [
  http.get(
    api('platform/domain/:host/config/public'),
    open(({ store, params }) => ok('getDomainConfig', { channel_id: channelOfHost(param(params, 'host')) ?? store.channelId })),
  ),
  http.get(
    api('platform/config/public'),
    open(({ store, request }) => {
      const { channelId, preset } = servedChannel(store, request);
      return ok('getPublicConfig', { channel_id: channelId, general: { 'GENERAL.lang': 'en', ...preset.general } });
    }),
  ),
  http.get(
    api('platform/config/translations/:language'),
    open(({ store, params, request }) => {
      const language = param(params, 'language');
      const known = languages.find((l) => l === language);
      if (!known) return fail(404, `Unknown language ${language}`, { code: 'NOT_FOUND' });
      return ok('getTranslations', servedTranslations(known, servedChannel(store, request).preset.translations[known]));
    }),
  ),
  http.get(
    api('platform/config/section/:name'),
    open(({ store, params, request }) => {
      const name = sections.find((s) => s === param(params, 'name'));
      if (!name) return fail(404, `Unknown config section ${param(params, 'name')}`, { code: 'NOT_FOUND' });
      const section = servedChannel(store, request).preset.sections[name] ?? {};
      return ok('getConfigSection', name === 'GENERAL' ? withDemoBloomreach(section, request.url) : section);
    }),
  ),
  http.get(
    api('platform/config/structure'),
    open(({ store, request }) => ok('getPortalStructure', servedChannel(store, request).preset.structure)),
  ),
  // The studio's Publish: a publisher on the channel, against the current version (If-Match), checked
  // as `preset validate` checks a preset; a new version, members keep their sessions and data.
  http.put(
    api('platform/config/channel'),
    operatorCall('publisher', async (ctx) => {
      const channel = (await body(ctx.request)) as components['schemas']['PublishedChannel'];
      const refused = staleRefusal(ctx) ?? invalidRefusal(channel);
      if (refused) return refused;
      const message = decodedHeader(ctx.request, 'x-publish-message');
      const version = ctx.desk.addVersion(ctx.channelId, ctx.operator.email, 'publish', message, channel);
      ctx.desk.record(ctx.channelId, ctx.operator.email, 'publish', { version: version.number, detail: message });
      const response = ok('publishChannelConfig', { published_at: version.created_at, version: version.number });
      response.headers.set('ETag', etagOf(version.number));
      return response;
    }),
  ),
];
