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

  it('renders the public screens\' forms whole: labelled inputs and the submit button, disabled until hydrated', async () => {
    const documents = { default: await documentOf('default'), 'fuel-cz': await documentOf('fuel-cz') };
    const cases = [
      { preset: 'default', path: '/pass-login', inputs: ['email', 'password'], submit: 'Log in' },
      { preset: 'default', path: '/register', inputs: ['text', 'email', 'tel', 'password', 'checkbox'], submit: 'Register' },
      { preset: 'default', path: '/forgot', inputs: ['email'], submit: 'Send' },
      // The channel's own served form, whose pre-fill (the tab's pending phone) the server cannot know.
      { preset: 'fuel-cz', path: '/', inputs: ['tel'], submit: 'Poslat kód' },
    ] as const;
    for (const { preset, path, inputs, submit } of cases) {
      const html = (await renderScreen(documents[preset], path))?.html ?? '';
      const fields = [...html.matchAll(/<input\s([^>]*)>/g)].map(([, attributes]) => ({
        id: / id="([^"]+)"/.exec(` ${attributes}`)?.[1],
        type: / type="([^"]+)"/.exec(` ${attributes}`)?.[1],
      }));
      for (const type of inputs) {
        const id = fields.find((field) => field.type === type)?.id;
        expect(id, `${path}: an input of type ${type}`).toBeDefined();
        // Labelled: a <label for> (a checkbox: the label around it).
        expect(html, `${path}: the label of ${id}`).toMatch(new RegExp(`<label[^>]* for="${id}"[^>]*>(<[^>]+>)*[^<]+`));
      }
      expect(html).toMatch(new RegExp(`<button[^>]* type="submit"[^>]* disabled=""[^>]*>(<[^>]+>)*${submit}<`));
      // Not the form's loading placeholder.
      expect(html).not.toContain('aria-busy="true"');
    }
  });

  it('leaves out a route that redirects signed out', async () => {
    const render = await renderScreen(await documentOf('drugstore-pl'), '/coupons');
    expect(render).toBeNull();
  });
});
