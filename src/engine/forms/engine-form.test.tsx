import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import cardPairing from '../../../channel-presets/default/forms/card-pairing.json';
import invoiceUpload from '../../../channel-presets/default/forms/invoice-upload.json';
import newPassword from '../../../channel-presets/default/forms/new-password.json';
import profile from '../../../channel-presets/default/forms/profile.json';
import registration from '../../../channel-presets/default/forms/registration.json';
import { Providers } from '@/test-support/render';
import { tr } from '@/test-support/i18n';
import type { RJSFSchema } from '@rjsf/utils';
import EngineForm, { prepareValidator, type EngineFormProps } from './engine-form';
import { fillMessage } from './messages';
import type { FormDefinition } from './types';
import { loadValidator } from './validator';

const def = (json: unknown) => json as FormDefinition;
const required = (label: string) => fillMessage(tr('errors.mixed.required'), { path: tr(label) });

function setup(definition: FormDefinition, props: Partial<EngineFormProps> = {}) {
  const onSubmit = vi.fn<EngineFormProps['onSubmit']>(async () => undefined);
  const utils = render(
    <Providers>
      <EngineForm name="test" definition={definition} onSubmit={onSubmit} {...props} />
    </Providers>,
  );
  return { onSubmit, ...utils };
}

const field = (label: string) => screen.findByLabelText(new RegExp(`^${tr(label)}`));
const submit = async (label = 'common.submit') => userEvent.click(await screen.findByRole('button', { name: tr(label) }));

describe('form messages', () => {
  it('shows the required message per field, translated, linked by aria-describedby', async () => {
    const { onSubmit } = setup(def(profile));
    await submit('common.save');
    const firstName = await field('forms.fields.firstName');
    const message = required('forms.fields.firstName');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    const described = firstName.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(message);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('registration says "Fill in mandatory fields" and requires both consents', async () => {
    setup(def(registration));
    await submit('screens.register.submit');
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Fill in mandatory fields');
    expect(summary).toHaveTextContent(tr('errors.consentsRequired'));
    // consents start unticked: a const is a rule, not a default answer
    expect(screen.getByRole('checkbox', { name: new RegExp(tr('forms.fields.terms')) })).not.toBeChecked();
  });

  it('checks the e-mail format', async () => {
    setup(def(profile));
    await userEvent.type(await field('forms.fields.email'), 'not-an-email');
    await submit('common.save');
    expect(await screen.findByRole('alert')).toHaveTextContent(fillMessage(tr('errors.string.email'), { path: tr('forms.fields.email') }));
  });

  it('words min and max length and URL messages (runtime validator for a form that is not precompiled)', async () => {
    const custom: FormDefinition = {
      schema: {
        type: 'object',
        properties: {
          nick: { type: 'string', title: 'forms.fields.name', minLength: 3, maxLength: 5 },
          site: { type: 'string', title: 'forms.fields.city', format: 'uri' },
        },
      },
    };
    const { unmount } = setup(custom);
    await userEvent.type(await field('forms.fields.name'), 'ab');
    await userEvent.type(await field('forms.fields.city'), 'nope');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(fillMessage(tr('errors.string.min'), { path: tr('forms.fields.name'), min: 3 }));
    expect(alert).toHaveTextContent(fillMessage(tr('errors.string.url'), { path: tr('forms.fields.city') }));
    unmount();
    // the input's maxlength stops typing; a longer value can still arrive pre-filled or pasted
    setup(custom, { initialData: { nick: 'abcdefgh' } });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(fillMessage(tr('errors.string.max'), { path: tr('forms.fields.name'), max: 5 }));
  });

  it('requires 16 digits for a card number', async () => {
    const { onSubmit } = setup(def(cardPairing));
    const input = await field('forms.fields.cardNumber');
    await userEvent.type(input, '123456789012345');
    await submit('card.pair');
    expect(await screen.findByRole('alert')).toHaveTextContent(tr('errors.cardNumber'));
    await userEvent.type(input, '6');
    await submit('card.pair');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ card_number: '1234567890123456' }));
  });

  it('rejects an upload of another type', async () => {
    setup(def(invoiceUpload));
    const input = await screen.findByLabelText(new RegExp(`^${tr('screens.invoices.file').replace(/[()]/g, '\\$&')}`));
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await submit('invoices.upload');
    expect(await screen.findByRole('alert')).toHaveTextContent(tr('errors.uploadType'));
  });
});

describe('password rules', () => {
  const cases: Array<[string, boolean]> = [
    ['Abcdefg1', true], // exactly 8 with lower, upper, digit
    ['Abcdef1', false], // 7 characters
    ['abcdefg1', false], // no uppercase
    ['ABCDEFG1', false], // no lowercase
    ['Abcdefgh', false], // no digit
  ];
  it.each(cases)('%s -> valid: %s', async (password, valid) => {
    const { onSubmit } = setup(def(newPassword));
    await userEvent.type(await field('forms.fields.newPassword'), password);
    await userEvent.type(await field('forms.fields.passwordRepeat'), password);
    await submit('common.save');
    if (valid) {
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password, password_repeat: password }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } else {
      expect(await screen.findByRole('alert')).toHaveTextContent(tr('errors.passwordRules'));
      expect(onSubmit).not.toHaveBeenCalled();
    }
  });

  it('says "Passwords do not match" when the repeat differs', async () => {
    setup(def(newPassword));
    await userEvent.type(await field('forms.fields.newPassword'), 'Abcdefg1');
    await userEvent.type(await field('forms.fields.passwordRepeat'), 'Abcdefg2');
    await submit('common.save');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it('says "{{name}} doesn\'t match" for a repeat rule without its own message', async () => {
    const form: FormDefinition = {
      schema: { type: 'object', properties: { email: { type: 'string', title: 'forms.fields.email' }, again: { type: 'string', title: 'forms.fields.name' } } },
      rules: { equal: [{ field: 'again', to: 'email' }] },
    };
    setup(form);
    await userEvent.type(await field('forms.fields.email'), 'a@b.cz');
    await userEvent.type(await field('forms.fields.name'), 'a@b.c');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(`${tr('forms.fields.email')} doesn't match`);
  });
});

describe('typed data survives failure', () => {
  it('keeps what the member typed after a failed submit and shows the error', async () => {
    const onSubmit = vi.fn<EngineFormProps['onSubmit']>().mockRejectedValueOnce(new Error('Server says no')).mockResolvedValue(undefined);
    setup(def(profile), { onSubmit, initialData: { first_name: 'Jana', surname: 'Nová' } });
    const email = await field('forms.fields.email');
    await userEvent.type(email, 'jana@example.com');
    await submit('common.save');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server says no');
    expect(email).toHaveValue('jana@example.com');
    expect(await field('forms.fields.firstName')).toHaveValue('Jana');
    await submit('common.save');
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'jana@example.com', first_name: 'Jana' })));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows server field errors next to the field', async () => {
    const onSubmit = vi.fn<EngineFormProps['onSubmit']>(async () => ({ fieldErrors: { email: ['errors.emailExists'] } }));
    setup(def(profile), { onSubmit, initialData: { first_name: 'A', surname: 'B', email: 'a@b.cz' } });
    await submit('common.save');
    const email = await field('forms.fields.email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0]!)!).getByText(tr('errors.emailExists'))).toBeInTheDocument();
    expect(email).toHaveValue('a@b.cz');
  });

  it('shows the busy state while submitting', async () => {
    let release!: () => void;
    const onSubmit = vi.fn<EngineFormProps['onSubmit']>(() => new Promise<void>((resolve) => (release = resolve)));
    setup(def(cardPairing), { onSubmit });
    await userEvent.type(await field('forms.fields.cardNumber'), '1234567890123456');
    await submit('card.pair');
    const busy = await screen.findByRole('button', { name: tr('forms.saving') });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy, 'the button keeps focus while the action runs').toHaveFocus();
    await userEvent.click(busy);
    expect(onSubmit, 'a click while busy submits nothing more').toHaveBeenCalledTimes(1);
    release();
    expect(await screen.findByRole('button', { name: tr('card.pair') })).toBeEnabled();
  });

  it('empties the form after a submit whose action asks for a reset, without required errors', async () => {
    const onSubmit = vi.fn<EngineFormProps['onSubmit']>(async () => ({ reset: true }));
    setup(def(cardPairing), { onSubmit });
    await userEvent.type(await field('forms.fields.cardNumber'), '1234567890123456');
    await submit('card.pair');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ card_number: '1234567890123456' })));
    const fresh = await field('forms.fields.cardNumber');
    await waitFor(() => expect(fresh).toHaveValue(''));
    expect(fresh).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(fresh, '1');
    expect(fresh).toHaveValue('1');
    expect(fresh).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('pre-filled data and what a submit sends', () => {
  const withFuelType = (): FormDefinition => {
    const form = structuredClone(def(profile));
    form.schema.properties.fuelType = { type: 'string', title: 'forms.fields.fuelType' };
    (form.uiSchema!['ui:order'] as string[]).push('fuelType');
    return form;
  };
  const member = { id: 'm1', is_verified: true, points: 84000, first_name: 'Vera', surname: 'Novak', email: 'v@demo.test', fuel_type: 'lpg' };

  it('sends only the form\'s fields, not the rest of the pre-filled member (ids, points)', async () => {
    const { onSubmit } = setup(withFuelType(), { initialData: member });
    await submit('common.save');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ first_name: 'Vera', surname: 'Novak', email: 'v@demo.test', fuelType: 'lpg' }));
  });

  it('shows a field\'s value stored under its normalised key (fuelType <- fuel_type)', async () => {
    setup(withFuelType(), { initialData: member });
    expect(await screen.findByLabelText(/forms\.fields\.fuelType|fuelType/i)).toHaveValue('lpg');
  });
});

describe('a form prepared before it shows', () => {
  it('renders its fields at the first render once its validator is in (no loading state)', async () => {
    const form = structuredClone(def(newPassword));
    prepareValidator(form);
    await loadValidator(form.schema as RJSFSchema);
    setup(form);
    expect(screen.queryByText(tr('common.loading'))).toBeNull();
    expect(document.querySelector('form input#root_password')).not.toBeNull();
  });
});
