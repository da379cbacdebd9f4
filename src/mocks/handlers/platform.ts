// Domain config, public config, translations and config sections: all from the active preset.
import { http, HttpResponse } from 'msw';
import type { components } from '@/generated/api';
import { sectionNames } from '@/generated/section-names';
import { servedTranslations } from '../shipped-translations';
import { withDemoBloomreach } from './bloomreach';
import { publishErrors, withPublished } from '../preset-source';
import { api, body, fail, fromLoopback, ok, open, param } from './http';

type SectionName = components['schemas']['SectionName'];
const sections: readonly SectionName[] = sectionNames;
const languages = ['bg', 'cs', 'en', 'en_GB', 'pl', 'ro', 'sk', 'fr'] as const;

export const platformHandlers = [
  http.get(
    api('platform/domain/:host/config/public'),
    open(({ store }) => ok('getDomainConfig', { channel_id: store.channelId })),
  ),
  http.get(
    api('platform/config/public'),
    open(({ store }) => ok('getPublicConfig', { channel_id: store.channelId, general: { 'GENERAL.lang': 'en', ...store.preset.general } })),
  ),
  http.get(
    api('platform/config/translations/:language'),
    open(({ store, params }) => {
      const language = param(params, 'language');
      const known = languages.find((l) => l === language);
      if (!known) return fail(404, `Unknown language ${language}`, { code: 'NOT_FOUND' });
      return ok('getTranslations', servedTranslations(known, store.preset.translations[known]));
    }),
  ),
  http.get(
    api('platform/config/section/:name'),
    open(({ store, params, request }) => {
      const name = sections.find((s) => s === param(params, 'name'));
      if (!name) return fail(404, `Unknown config section ${param(params, 'name')}`, { code: 'NOT_FOUND' });
      const section = store.preset.sections[name] ?? {};
      return ok('getConfigSection', name === 'GENERAL' ? withDemoBloomreach(section, request.url) : section);
    }),
  ),
  http.get(
    api('platform/config/structure'),
    open(({ store }) => ok('getPortalStructure', store.preset.structure)),
  ),
  // The studio's Publish: loopback only (a real backend puts operator authentication here), checked
  // as `preset validate` checks a preset; members keep their sessions and data.
  http.put(
    api('platform/config/channel'),
    open(async ({ store, request }) => {
      if (!fromLoopback(request)) return fail(403, 'Publishing is accepted from this machine only', { code: 'FORBIDDEN' });
      const channel = (await body(request)) as components['schemas']['PublishedChannel'];
      if (typeof channel.sections !== 'object' || channel.sections === null) return fail(422, 'sections is required', { code: 'INVALID_CONFIG' });
      const languages = Object.keys(channel.translations ?? {});
      const errors = publishErrors(channel, languages.length > 0 ? languages : ['en']);
      if (errors.length > 0) {
        return HttpResponse.json({ message: `The config is invalid: ${errors[0]?.pointer} ${errors[0]?.message}`, code: 'INVALID_CONFIG', errors }, { status: 422 });
      }
      store.preset = withPublished(store.preset, channel);
      return ok('publishChannelConfig', { published_at: store.nowIso() });
    }),
  ),
];


