import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOptions } from '@tanstack/react-query';
import { Route, Routes, useParams } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import deliveryAddress from '../../../channel-presets/default/forms/delivery-address.json';
import profile from '../../../channel-presets/default/forms/profile.json';
import registration from '../../../channel-presets/default/forms/registration.json';
import registerAfterVerify from '../../../channel-presets/default/screens/register-after-verify.json';
import { ScreenRenderer, type BlockRegistry, type PagedDataSource, type Screen, type SingleDataSource } from '@/engine/blocks';
import { pagedQueryOptions } from '@/lib/query';
import { Providers } from '@/test-support/render';
import { tr } from '@/test-support/i18n';
import type { FormAction, FormDefinition, FormExtension } from '@/engine/forms';
import { loadEngineForm } from '@/engine/forms/load-engine';
import { definition as entry } from './index';

const forms = {
  profile: profile as unknown as FormDefinition,
  registration: registration as unknown as FormDefinition,
  'delivery-address': async () => ({ default: deliveryAddress as unknown as FormDefinition }) };
const address: SingleDataSource = {
  kind: 'single',
  query: (params) =>
    queryOptions({
      queryKey: ['address', params],
      queryFn: async () => ({ id: params.id, name: 'Home', street: 'Main 1', city: 'Brno', postal_code: '60200', country: 'CZ' }),
    }),
};
const label = (key: string) => screen.findByLabelText(new RegExp(`^${tr(key)}`));

function setup(screenJson: Screen, registry: Partial<BlockRegistry>, { path = '/x', pattern = '/x' } = {}) {
  render(
    <Providers registry={{ blocks: [entry], forms, ...registry }} path={path}>
      <Routes>
        <Route path={pattern} element={<RouteScreen screen={screenJson} />} />
        <Route path="/done" element={<p>done page</p>} />
      </Routes>
    </Providers>,
  );
}
function RouteScreen({ screen: s }: { screen: Screen }) {
  return <ScreenRenderer screen={s} params={useParams()} />;
}

const addressScreen: Screen = {
  blocks: [{ type: 'form', props: { form: 'delivery-address', action: 'save', initialData: 'address', params: { id: ':id' }, successText: 'screens.deliveryAddress.saved' } }],
};

describe('form block', () => {
  // The block's renderer and the form engine (rjsf) are lazy chunks: loaded once here, so no
  // test's first wait includes transforming and importing them (seconds on a loaded machine).
  beforeAll(async () => {
    await Promise.all([entry.load(), loadEngineForm()]);
  });

  it('submits to the named action with route params and shows the success text', async () => {
    const save = vi.fn<FormAction>(async () => undefined);
    setup(addressScreen, { actions: { save }, dataSources: { address } }, { path: '/a/7', pattern: '/a/:id' });
    expect(await label('forms.fields.street')).toHaveValue('Main 1');
    await userEvent.clear(await label('forms.fields.city'));
    await userEvent.type(await label('forms.fields.city'), 'Praha');
    await userEvent.click(screen.getByRole('button', { name: tr('common.save') }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ city: 'Praha', street: 'Main 1' }), { form: 'delivery-address', params: { id: '7' } }),
    );
    expect(await screen.findByText(tr('screens.deliveryAddress.saved'))).toBeInTheDocument();
  });

  it('treats a pre-filled empty optional value as not set, so an untouched field does not block saving', async () => {
    const update = vi.fn<FormAction>(async () => undefined);
    const user: SingleDataSource = {
      kind: 'single',
      query: () =>
        queryOptions({
          queryKey: ['user'],
          queryFn: async () => ({ first_name: 'Jana', surname: 'Nová', email: 'jana@demo.test', phone: '+420601000001', phone_secondary: '', sex: null }),
        }),
    };
    const profileScreen: Screen = { blocks: [{ type: 'form', props: { form: 'profile', action: 'update', initialData: 'user' } }] };
    setup(profileScreen, { actions: { update }, dataSources: { user } });
    const first = await label('forms.fields.firstName');
    await userEvent.clear(first);
    await userEvent.type(first, 'Janka');
    await userEvent.click(screen.getByRole('button', { name: tr('common.save') }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Janka' }), expect.anything()));
    expect(update.mock.calls[0]?.[0]).not.toHaveProperty('phone_secondary', '');
  });

  it('starts empty when the route has no id (new address)', async () => {
    const fetchSpy = vi.fn();
    const spySource: SingleDataSource = { kind: 'single', query: () => queryOptions({ queryKey: ['spy'], queryFn: fetchSpy }) };
    setup(addressScreen, { actions: { save: vi.fn() }, dataSources: { address: spySource } }, { path: '/a', pattern: '/a' });
    expect(await label('forms.fields.street')).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('navigates where the action says', async () => {
    const save = vi.fn<FormAction>(async () => ({ redirectTo: '/done' }));
    setup({ blocks: [{ type: 'form', props: { form: 'profile', action: 'save' } }] }, { actions: { save } });
    await userEvent.type(await label('forms.fields.firstName'), 'Jana');
    await userEvent.type(await label('forms.fields.surname'), 'Nová');
    await userEvent.type(await label('forms.fields.email'), 'jana@example.com');
    await userEvent.click(screen.getByRole('button', { name: tr('common.save') }));
    expect(await screen.findByText('done page')).toBeInTheDocument();
  });

  it('renders an extended form: added field, new label, new order', async () => {
    const extension: FormExtension = {
      schema: { properties: { nickname: { type: 'string', title: 'forms.fields.name' } }, required: ['nickname'] },
      uiSchema: { 'ui:order': ['nickname', '*'], email: { 'ui:title': 'forms.fields.code' } },
    };
    setup({ blocks: [{ type: 'form', props: { form: 'profile', action: 'save' } }] }, { actions: { save: vi.fn() }, formExtensions: { profile: extension } });
    const nickname = await label('forms.fields.name');
    const inputs = screen.getAllByRole('textbox');
    expect(inputs[0]).toBe(nickname);
    expect(await label('forms.fields.code')).toHaveAttribute('type', 'email');
    await userEvent.click(screen.getByRole('button', { name: tr('common.save') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tr('errors.mixed.required').replace('${path}', tr('forms.fields.name')));
  });

  it('falls back to the base form and reports when the extension does not compile', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reportProblem = vi.fn();
    const extension = { schema: { properties: { broken: { type: 'strin' } } } } as unknown as FormExtension;
    setup(
      { blocks: [{ type: 'form', props: { form: 'profile', action: 'save' } }] },
      { actions: { save: vi.fn() }, formExtensions: { profile: extension }, reportProblem },
    );
    expect(await label('forms.fields.firstName')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
    expect(reportProblem).toHaveBeenCalledWith(expect.objectContaining({ pointer: 'forms/profile/schema' }));
  });

  it('shows unavailable for an unknown form or action', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup({ blocks: [{ type: 'form', props: { form: 'nope', action: 'save' } }] }, { actions: {} });
    expect(await screen.findByRole('note')).toHaveTextContent(tr('blocks.unavailable'));
  });

  it('shows unavailable, and reports it with the block pointer, when its initial data source is not a single one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reportProblem = vi.fn();
    const paged: PagedDataSource = { kind: 'paged', query: () => pagedQueryOptions({ route: 'rewards', fetchPage: async () => [] }) };
    setup(addressScreen, { actions: { save: vi.fn() }, dataSources: { address: paged }, reportProblem }, { path: '/a/7', pattern: '/a/:id' });
    expect(await screen.findByRole('note')).toHaveTextContent(tr('blocks.unavailable'));
    // The report comes from a passive effect, which React may run in a later task than the commit
    // that showed the note (it yields under load): wait for it rather than race it.
    await waitFor(() => expect(reportProblem).toHaveBeenCalledWith({ pointer: 'screens/screen/blocks/0', message: 'No single data source named "address"' }));
  });

  it('does not ask for the card choice after the card was verified (register-after-verify)', async () => {
    const register = vi.fn<FormAction>(async () => undefined);
    setup(registerAfterVerify as unknown as Screen, { actions: { 'register-after-verify': register } });
    expect(await label('forms.fields.firstName')).toBeInTheDocument();
    expect(screen.queryByText(tr('forms.fields.cardChoice'))).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    await userEvent.type(await label('forms.fields.firstName'), 'Anna');
    await userEvent.type(await label('forms.fields.surname'), 'Nowak');
    await userEvent.type(await label('forms.fields.email'), 'anna@example.com');
    await userEvent.type(await label('forms.fields.password'), 'Nowe1234');
    await userEvent.type(await label('forms.fields.passwordRepeat'), 'Nowe1234');
    await userEvent.click(await label('forms.fields.personalDataPolicy'));
    await userEvent.click(await label('forms.fields.terms'));
    await userEvent.click(screen.getByRole('button', { name: tr('screens.register.submit') }));
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ email: 'anna@example.com' }), expect.anything()));
    expect(register.mock.calls[0]?.[0]).not.toHaveProperty('card_choice');
  });
});
