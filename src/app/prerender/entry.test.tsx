// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildPreset } from '@/presets/build';
import { ServedCache } from '@/server/config/served';
import type { Config } from '@/server/store/types';
import { renderScreen } from './entry';

async function documentOf(preset: string) {
  const built = buildPreset(preset) as unknown as Config;
  const served = await new ServedCache().get(preset, 1, null, async () => built);
  return (JSON.parse(served.document(served.language).body) as { data: Parameters<typeof renderScreen>[0] }).data;
}

const NONCED_STYLES = /^<style nonce="PORTALCSPNONCE0000000000000000000" data-styled="true"[^>]*>[^<]*\.[\w-]+\{/;

describe('server render of public screens', () => {
  it('renders / of two presets signed out, in each channel language: header, logo, screen and its nonced styles', async () => {
    const cases = [
      { preset: 'default', language: 'en', heading: 'Log in', logoAlt: 'Home page (opens in a new tab)', link: 'Forgot password?' },
      { preset: 'fuel-cz', language: 'cs', heading: 'Přihlášení přes SMS', logoAlt: 'Domovská stránka (otevře se v nové záložce)', link: 'Přihlásit se heslem' },
    ];
    for (const { preset, language, heading, logoAlt, link } of cases) {
      const render = await renderScreen(await documentOf(preset), '/');
      expect(render?.language).toBe(language);
      const html = render?.html ?? '';
      expect(html).toMatch(NONCED_STYLES);
      expect(html).toMatch(new RegExp(`<header[^>]*>.*<img [^>]*alt="${logoAlt.replace(/[()]/g, '\\$&')}"`));
      expect(html).toContain(`>${heading}</h1>`);
      expect(html).toContain(`>${link}</a>`);
      // A strict CSP refuses style attributes in markup: React's style props are carried aside.
      expect(html).not.toMatch(/<[a-z][^<>]*\sstyle="/);
      expect(html).toContain('data-server-style="');
    }
  });

  it('leaves out a route that redirects signed out', async () => {
    const render = await renderScreen(await documentOf('drugstore-pl'), '/coupons');
    expect(render).toBeNull();
  });
});
