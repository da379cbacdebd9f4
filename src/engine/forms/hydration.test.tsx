import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import passwordLogin from '../../../channel-presets/default/forms/password-login.json';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { ConfigProvider } from '@/engine/config';
import { buildTheme } from '@/engine/theme';
import { testI18n } from '@/test-support/i18n';
import { sectionsWith } from '@/test-support/render';
import EngineForm, { loadReadyForm, type EngineFormProps } from './engine-form';
import type { FormData, FormDefinition } from './types';

/*
 * A form the server rendered (the public screens' HTML, docs/performance.md "HTML first") and the
 * browser hydrates: what the member typed or chose before hydration stays in the fields and is what
 * the submit sends. React keeps a field's DOM value when it hydrates but reports no change, so
 * without the widgets' own report the form's data would lack it.
 */

// Hydrated by hand (not through Testing Library's render), inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

/**
 * The form as the server sends it, then hydrated after `beforeHydration` ran on its HTML;
 * `prefill` hands it its pre-fill after hydration, as the form block does once its read is in.
 */
async function hydrated(definition: FormDefinition, beforeHydration: (form: HTMLElement) => void) {
  await loadReadyForm('test', definition, undefined);
  const onSubmit = vi.fn<EngineFormProps['onSubmit']>(async () => undefined);
  const sections = sectionsWith();
  const i18n = testI18n();
  // The providers the form needs, without the test renderer's portal (the server renders none).
  const tree = (initialData?: FormData) => (
    <ConfigProvider value={{ sections, problems: [] }}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={buildTheme(sections)}>
          <EngineForm name="test" definition={definition} initialData={initialData} onSubmit={onSubmit} />
        </ThemeProvider>
      </I18nextProvider>
    </ConfigProvider>
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.append(container);
  beforeHydration(container);
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container!, tree());
  });
  const prefill = (data: FormData) => act(async () => root!.render(tree(data)));
  return { onSubmit, form: container, errors, prefill };
}

/** What a member's typing leaves in a field: its value, the focus and the caret at the end. */
const type = (input: HTMLInputElement, text: string) => {
  input.focus();
  input.value = text;
  // An e-mail field has no selection API.
  if (input.type !== 'email') input.setSelectionRange(text.length, text.length);
};

describe('a form hydrated from the server HTML', () => {
  it('keeps the text typed before hydration, the focus and the caret, and submits it', async () => {
    const { onSubmit, form, errors } = await hydrated(passwordLogin as FormDefinition, (html) => {
      // Not yet hydrated: the submit button is disabled, so Enter submits nothing natively.
      expect(html.querySelector('button[type="submit"]')).toBeDisabled();
      type(html.querySelector<HTMLInputElement>('input[type="email"]')!, 'verified@demo.test');
      type(html.querySelector<HTMLInputElement>('input[type="password"]')!, 'Demo12');
    });
    const email = form.querySelector<HTMLInputElement>('input[type="email"]')!;
    const password = form.querySelector<HTMLInputElement>('input[type="password"]')!;
    expect(email).toHaveValue('verified@demo.test');
    expect(password).toHaveValue('Demo12');
    expect(password).toHaveFocus();
    expect(password.selectionStart).toBe(6);
    // The member goes on typing in the same field.
    await userEvent.type(password, '34');
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'verified@demo.test', password: 'Demo1234' });
    // The client's first render is the server's markup: React's development build reports no mismatch.
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps a text area, a ticked checkbox, a chosen option and a chosen radio', async () => {
    const choices: FormDefinition = {
      schema: {
        type: 'object',
        properties: {
          note: { type: 'string', title: 'forms.fields.name' },
          agree: { type: 'boolean', title: 'forms.fields.terms' },
          kind: { type: 'string', title: 'forms.fields.city', enum: ['a', 'b', 'c'] },
          card: { type: 'string', title: 'forms.fields.email', enum: ['x', 'y'] },
        },
      },
      uiSchema: { note: { 'ui:widget': 'textarea' }, agree: { 'ui:widget': 'checkbox' }, card: { 'ui:widget': 'radio' } },
    };
    const { onSubmit, form, errors } = await hydrated(choices, (html) => {
      html.querySelector('textarea')!.value = 'typed\nahead';
      html.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
      html.querySelector('select')!.selectedIndex = 2;
      html.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]!.checked = true;
    });
    await userEvent.click(form.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    expect(onSubmit).toHaveBeenCalledWith({ note: 'typed\nahead', agree: true, kind: 'b', card: 'y' });
    expect(form.querySelector('input[type="checkbox"]')).toBeChecked();
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes a pre-fill that comes after hydration into the fields not typed into; the typed field keeps its text, focus and caret', async () => {
    const { onSubmit, form, errors, prefill } = await hydrated(passwordLogin as FormDefinition, (html) => {
      type(html.querySelector<HTMLInputElement>('input[type="password"]')!, 'Demo12');
    });
    const email = form.querySelector<HTMLInputElement>('input[type="email"]')!;
    const password = form.querySelector<HTMLInputElement>('input[type="password"]')!;
    await prefill({ email: 'verified@demo.test', password: 'not-this', id: 7 });
    expect(email).toHaveValue('verified@demo.test');
    expect(password).toHaveValue('Demo12');
    expect(password).toHaveFocus();
    expect(password.selectionStart).toBe(6);
    // The same nodes: nothing was mounted again.
    expect(form.querySelector('input[type="email"]')).toBe(email);
    await userEvent.type(password, '34');
    await userEvent.click(form.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'verified@demo.test', password: 'Demo1234' });
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps what was typed after hydration, even a field emptied again, over a later pre-fill; a second pre-fill changes nothing', async () => {
    const { form, errors, prefill } = await hydrated(passwordLogin as FormDefinition, () => undefined);
    const email = form.querySelector<HTMLInputElement>('input[type="email"]')!;
    const password = form.querySelector<HTMLInputElement>('input[type="password"]')!;
    await userEvent.type(email, 'x');
    await userEvent.clear(email);
    await userEvent.type(password, 'Demo');
    await prefill({ email: 'verified@demo.test', password: 'not-this' });
    expect(email).toHaveValue('');
    expect(password).toHaveValue('Demo');
    expect(password).toHaveFocus();
    await userEvent.clear(password);
    await prefill({ email: 'other@demo.test', password: 'again' });
    expect(email).toHaveValue('');
    expect(password).toHaveValue('');
    expect(errors).not.toHaveBeenCalled();
  });
});
