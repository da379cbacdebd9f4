import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listIdentities } from '@/lib/api/operations/list-identities';
import { handlers, resetDemoStore } from '@/mocks/handlers';
import { AccountAccess } from './account-access';
import { renderWithProviders } from '@/test-support/render';
import { resetApi, signInAs } from './test-kit';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
let api: ReturnType<typeof resetApi>;
beforeEach(async () => {
  resetDemoStore();
  api = resetApi();
  await signInAs('verified@demo.test');
});

const NEW_PHONE = '+420777123456';
const rowOf = (value: string) => screen.getByText(value).closest('li') as HTMLElement;

async function addPhone(user: ReturnType<typeof userEvent.setup>, value: string) {
  const input = await screen.findByRole('textbox', { name: 'Phone' });
  await user.clear(input);
  await user.type(input, value);
  await user.click(screen.getByRole('button', { name: 'Add phone number' }));
  return input;
}

describe('account access', () => {
  it('lists the identities with their state; the primary ones cannot be removed', async () => {
    renderWithProviders(<AccountAccess props={{}} />);
    const phone = within(await screen.findByRole('list')).getByText('+420601000001').closest('li') as HTMLElement;
    expect(within(phone).getByText('Primary')).toBeInTheDocument();
    expect(within(phone).getByText('Verified')).toBeInTheDocument();
    expect(within(phone).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('refuses a phone number that is not in international format', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountAccess props={{}} />);
    const input = await addPhone(user, '12-34');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter the phone number in international format/);
    expect((await listIdentities()).some((i) => i.value === '12-34')).toBe(false);
  });

  it('adds a phone number, verifies it with the SMS code and removes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountAccess props={{}} />);
    await addPhone(user, '+420 777 123 456');
    expect(await screen.findByText(`${NEW_PHONE} has been added. We have sent it a code by SMS.`)).toBeInTheDocument();
    await waitFor(() => expect(rowOf(NEW_PHONE)).toBeTruthy());
    const row = rowOf(NEW_PHONE);
    expect(within(row).getByText('Not verified')).toBeInTheDocument();

    // The code form opened for the new number; a malformed code never reaches the server.
    const code = within(row).getByRole('textbox', { name: 'Code' });
    await user.type(code, 'abc');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription('Invalid code entered');

    // A wrong code: the server's message goes to the toast, the form stays for another try.
    await user.clear(code);
    await user.type(code, '000000');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.reported.map((e) => e.message)).toEqual(['Invalid code entered']));
    expect(within(rowOf(NEW_PHONE)).getByRole('textbox', { name: 'Code' })).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`${NEW_PHONE} is verified.`)).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(NEW_PHONE)).getByText('Verified')).toBeInTheDocument());
    expect((await listIdentities()).find((i) => i.value === NEW_PHONE)?.is_verified).toBe(true);

    // Remove asks first; Cancel keeps it, Remove unlinks and the list is refreshed.
    const remove = within(rowOf(NEW_PHONE)).getByRole('button', { name: `Remove ${NEW_PHONE}` });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove this sign-in detail?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).toHaveFocus();
    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText(NEW_PHONE)).toBeNull());
    expect(screen.getByText(`${NEW_PHONE} has been removed.`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your phone numbers and sign-in details' })).toHaveFocus();
    expect((await listIdentities()).some((i) => i.value === NEW_PHONE)).toBe(false);
  });

  it('an unverified number can be verified later from its row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountAccess props={{}} />);
    await addPhone(user, NEW_PHONE);
    await waitFor(() => expect(within(rowOf(NEW_PHONE)).getByRole('textbox', { name: 'Code' })).toBeInTheDocument());
    await user.click(within(rowOf(NEW_PHONE)).getByRole('button', { name: 'Cancel' }));
    expect(within(rowOf(NEW_PHONE)).queryByRole('textbox')).toBeNull();
    await user.click(within(rowOf(NEW_PHONE)).getByRole('button', { name: `Verify ${NEW_PHONE}` }));
    expect(within(rowOf(NEW_PHONE)).getByRole('textbox', { name: 'Code' })).toBeInTheDocument();
  });
});
