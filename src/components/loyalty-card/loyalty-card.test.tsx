import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers, resetDemoStore } from '@/mocks/handlers';
import { renderWithProviders } from '@/test-support/render';
import { resetApi, signInAs } from '@/components/account-access/test-kit';
import { LoyaltyCard } from './loyalty-card';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
let api: ReturnType<typeof resetApi>;
beforeEach(() => {
  resetDemoStore();
  api = resetApi();
});

const FREE_CARD = '4000123412345678';

describe('paired card', () => {
  it('shows the number in groups of four with a barcode, the member name and the physical card state', async () => {
    await signInAs('verified@demo.test');
    renderWithProviders(<LoyaltyCard props={{}} />);
    const card = await screen.findByTestId('card');
    expect(card).toHaveTextContent('4000 0000 0000 0001');
    const barcode = within(card).getByRole('img', { name: 'Barcode of card number 4000 0000 0000 0001' });
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(30);
    expect(await within(card).findByTestId('card-holder')).toHaveTextContent('Vera Verified');
    expect(screen.getByText('Your physical card is on its way.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a physical card' })).toBeNull();
  });

  it('zoom opens a large labelled dialog with focus inside; Escape closes and restores focus', async () => {
    const user = userEvent.setup();
    await signInAs('verified@demo.test');
    renderWithProviders(<LoyaltyCard props={{}} />);
    const zoom = await screen.findByRole('button', { name: 'Enlarge card' });
    await user.click(zoom);
    const dialog = screen.getByRole('dialog', { name: 'Loyalty card' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByTestId('card-large')).toHaveTextContent('4000 0000 0000 0001');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(zoom).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(zoom).toHaveFocus();
  });
});

describe('pairing (card not paired)', () => {
  it('accepts exactly 16 digits: 15 and 17 are refused with the message, 16 pairs the card', async () => {
    const user = userEvent.setup();
    await signInAs('nopoints@demo.test');
    renderWithProviders(<LoyaltyCard props={{}} />);
    const input = await screen.findByRole('textbox', { name: 'Card number' });
    expect(screen.getByText('You have no loyalty card paired yet.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Pair card' });

    await user.type(input, FREE_CARD.slice(0, 15));
    await user.click(submit);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/The card number must have 16 digits\./);

    await user.clear(input);
    await user.type(input, `${FREE_CARD}9`);
    await user.click(submit);
    expect(input).toHaveAccessibleDescription(/The card number must have 16 digits\./);

    await user.clear(input);
    await user.type(input, '4000 1234 1234 5678');
    await user.click(submit);
    expect(await screen.findByTestId('card')).toHaveTextContent('4000 1234 1234 5678');
    expect(screen.getByText('Your card has been paired.')).toBeInTheDocument();
    expect(api.reported).toEqual([]);
  });

  it('an unknown number is refused by the server (reported for the toast) and the form stays', async () => {
    const user = userEvent.setup();
    await signInAs('nopoints@demo.test');
    renderWithProviders(<LoyaltyCard props={{}} />);
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '9999999999999999');
    await user.click(screen.getByRole('button', { name: 'Pair card' }));
    await waitFor(() => expect(api.reported.map((e) => e.message)).toEqual(['Card verification failed']));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    expect(screen.queryByTestId('card')).toBeNull();
  });

  it('the member may continue without a card or request a physical one', async () => {
    await signInAs('nopoints@demo.test');
    renderWithProviders(<LoyaltyCard props={{}} />);
    expect(await screen.findByRole('link', { name: 'Continue without a card' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Request a physical card' })).toHaveAttribute('href', '/card-request');
  });
});
