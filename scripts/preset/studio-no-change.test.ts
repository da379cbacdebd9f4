// Inspecting is not editing: every section, screen and form of every committed preset rendered in
// the studio's editors (block props, field rules and display forms included) reports no change.
import { render } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { defaultSections } from '../../src/engine/config';
import { buildTheme } from '../../src/engine/theme';
import { describe, expect, it, vi } from 'vitest';
import { checkDraft } from '../../src/studio/check';
import { FormFieldsEditor } from '../../src/studio/form-fields-editor';
import { ScreenEditor } from '../../src/studio/screen-editor';
import { SectionEditor } from '../../src/studio/section-editor';
import { buildPreset, listPresets } from '../../src/presets/build.ts';

const theme = buildTheme(defaultSections);
const show = (element: ReactElement) => render(createElement(ThemeProvider, { theme }, element)).unmount();

describe.each(listPresets())('preset %s in the studio editors', { timeout: 120_000 }, (name) => {
  const draft = buildPreset(name);
  const findings = checkDraft(draft);

  it('sections: no change on opening', () => {
    const change = vi.fn();
    for (const [section, value] of Object.entries(draft.sections)) {
      show(createElement(SectionEditor, { name: section, value, findings, onChange: change }));
    }
    expect(change).not.toHaveBeenCalled();
  });

  it('screens, block by block: no change on opening', () => {
    const change = vi.fn();
    for (const screen of Object.keys(draft.screens ?? {})) show(createElement(ScreenEditor, { name: screen, draft, findings, change }));
    expect(change).not.toHaveBeenCalled();
  });

  it('forms, field by field with their settings: no change on opening', () => {
    const change = vi.fn();
    for (const form of Object.keys(draft.forms ?? {})) show(createElement(FormFieldsEditor, { name: form, draft, findings, change }));
    expect(change).not.toHaveBeenCalled();
  });
});
