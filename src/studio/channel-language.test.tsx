// The channel language has one editor: choosing it sets general.json GENERAL.lang and the GENERAL
// section's `lang` together, so publishing never refuses the draft for a disagreement.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLanguageSource } from '@/lib/preset-check/language-source';
import { ChannelLanguages } from './channel-languages';
import type { Draft } from './draft-history';
import { sectionUiSchema } from './section-form';

afterEach(cleanup);

const draft: Draft = {
  name: 'demo',
  languages: ['en', 'cs', 'pl'],
  sections: { GENERAL: { web: true, lang: 'en' } },
  general: { 'GENERAL.lang': 'en' },
  translations: { en: {}, cs: {}, pl: {} },
  seed: {},
  routes: { routes: [] },
  screens: {},
};

describe('the channel language', () => {
  it('choosing it sets GENERAL.lang and the GENERAL section together: no language finding', async () => {
    const user = userEvent.setup();
    let changed: Draft | null = null;
    render(<ChannelLanguages draft={draft} missing={() => 0} onChange={(next) => (changed = next)} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /channel/i }), 'cs');
    expect(changed).not.toBeNull();
    const next = changed as unknown as Draft;
    expect(next.general['GENERAL.lang']).toBe('cs');
    expect(next.sections.GENERAL).toEqual({ web: true, lang: 'cs' });
    expect(checkLanguageSource(next)).toEqual([]);
  });

  it('adds no lang to a GENERAL section that has none', async () => {
    const user = userEvent.setup();
    let changed: Draft | null = null;
    const without = { ...draft, sections: { GENERAL: { web: true } } };
    render(<ChannelLanguages draft={without} missing={() => 0} onChange={(next) => (changed = next)} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /channel/i }), 'pl');
    expect((changed as unknown as Draft).sections.GENERAL).toEqual({ web: true });
    expect(checkLanguageSource(changed as unknown as Draft)).toEqual([]);
  });

  it("the GENERAL form's lang field is read-only: it cannot disagree", () => {
    const ui = sectionUiSchema('GENERAL', ((key: string) => key) as unknown as Parameters<typeof sectionUiSchema>[1]) as Record<string, Record<string, unknown>>;
    expect(ui.lang?.['ui:readonly']).toBe(true);
  });
});
