// Domain config, public config, translations and config sections: all from the active preset.
import { http } from 'msw';
import type { components } from '@/generated/api';
import { servedTranslations } from '../shipped-translations';
import { withDemoBloomreach } from './bloomreach';
import { api, fail, ok, open, param } from './http';

type SectionName = components['schemas']['SectionName'];
const sections: SectionName[] = ['VISUAL', 'MENU', 'GENERAL', 'COUPON', 'FOOTER', 'HEADER', 'SIDEBAR', 'REGISTER', 'MEMBER_AUTHENTICATION', 'SETTINGS'];
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
];
