import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listConsents } from '@/lib/api/operations/list-consents';
import { handlers, resetDemoStore } from '@/mocks/handlers';
import { renderWithProviders } from '@/test-support/render';
import { resetApi, signInAs } from '@/components/account-access/test-kit';
import { ConsentList, mergeConsents } from './consent-list';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDemoStore();
  resetApi();
});

// Demo consents: cons-1 terms and cons-2 privacy (required, signed by the verified member),
// cons-3 marketing and cons-4 partner offers (optional, not signed).
describe('consent list (screen `consents`)', () => {
  it('lists every consent once, with its version, whether and when it was given, and a link to its page', async () => {
    await signInAs('verified@demo.test');
    renderWithProviders(<ConsentList props={{}} />);
    const rows = await screen.findAllByTestId('consent-row');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Marketing communication', 'Partner offers', 'Terms and conditions', 'Personal data policy']);
    const terms = rows[2]!;
    expect(terms).toHaveTextContent('Version cv-1-2');
    expect(terms).toHaveTextContent(/Consent given on \d\d\. \d\d\. \d{4}/);
    expect(within(terms).getByRole('link', { name: 'Read the document' })).toHaveAttribute('href', '/consent/cons-1');
    const marketing = rows[0]!;
    expect(marketing).toHaveTextContent('Not given');
    expect(within(marketing).getByRole('link', { name: 'Read and agree' })).toHaveAttribute('href', '/consent/cons-3');
    expect(within(marketing).queryByRole('button', { name: 'Revoke consent' })).toBeNull();
  });

  it('Revoke withdraws a given consent through the contract and the row says it is no longer given', async () => {
    await signInAs('verified@demo.test');
    const user = userEvent.setup();
    renderWithProviders(<ConsentList props={{}} />);
    const rows = await screen.findAllByTestId('consent-row');
    await user.click(within(rows[2]!).getByRole('button', { name: 'Revoke consent' }));
    expect(await screen.findByText('Your consent has been withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('consent-row')[2]).toHaveTextContent('Not given'));
    expect((await listConsents('FOOTER')).find((c) => c.id === 'cons-1')?.signature ?? null).toBeNull();
  });

  it('a failed load keeps the screen usable: a message and Try again, which loads the list', async () => {
    await signInAs('verified@demo.test');
    let fail = true;
    server.use(http.post('*/wl/v1/consents', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined)));
    const user = userEvent.setup();
    renderWithProviders(<ConsentList props={{}} />);
    expect(await screen.findByText('Your consents could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('consent-row')).toHaveLength(4);
  });

  it('mergeConsents keeps the first of each id', () => {
    const a = { id: 'a', version_id: '1', title: 'A', is_required: false, is_read_required: false };
    expect(mergeConsents([[a], undefined, [{ ...a, title: 'again' }, { ...a, id: 'b' }]]).map((c) => `${c.id}${c.title}`)).toEqual(['aA', 'bA']);
  });
});
