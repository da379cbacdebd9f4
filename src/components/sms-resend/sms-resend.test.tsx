import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoStore, handlers, resetDemoStore } from '@/mocks/handlers';
import { renderWithProviders } from '@/test-support/render';
import { resetApi } from '@/components/account-access/test-kit';
import { tickerListenerCount } from '@/components/countdown';
import { ConfigProvider, defaultSections, validateSections } from '@/engine/config';
import { SMS_PHONE_KEY, SmsResend } from './sms-resend';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  sessionStorage.clear();
});
afterAll(() => server.close());
beforeEach(() => {
  resetDemoStore();
  resetApi();
});

const RESEND_COUNTDOWN_SECONDS = defaultSections.SETTINGS.verification_resend_seconds;
const PHONE = '+420601000001';
const smsSent = () => demoStore().outbox.filter((entry) => entry.kind === 'sms-code' && entry.to === PHONE).length;
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const button = () => screen.getByRole('button', { name: 'Resend code' });

describe('SMS code resend', () => {
  it(`is disabled for ${RESEND_COUNTDOWN_SECONDS} s, counting down, then re-requests the code for the stored phone`, async () => {
    vi.useFakeTimers();
    sessionStorage.setItem(SMS_PHONE_KEY, PHONE);
    renderWithProviders(<SmsResend props={{}} />);
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAccessibleDescription('You can request a new code in 60 seconds');
    await tick(1000);
    expect(screen.getByTestId('resend-wait')).toHaveTextContent('You can request a new code in 59 seconds');

    fireEvent.click(button());
    await tick(0);
    expect(smsSent()).toBe(0);

    await tick(58_000);
    expect(screen.getByTestId('resend-wait')).toHaveTextContent('You can request a new code in 1 second');
    await tick(1000);
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByTestId('resend-wait')).toBeNull();
    expect(tickerListenerCount()).toBe(0);

    fireEvent.click(button());
    await tick(0);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We have sent you a new code.'), { timeout: 30_000 });
    expect(smsSent()).toBe(1);
    // The server's resend_after (60 in the demo) starts the next countdown.
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('resend-wait')).toHaveTextContent('You can request a new code in 60 seconds');
  });

  it("follows the server's resend_after when it gives one", async () => {
    vi.useFakeTimers();
    server.use(http.post('*/wl/v1/user/verification/request', () => HttpResponse.json({ data: { sent: true, resend_after: 30 } })));
    sessionStorage.setItem(SMS_PHONE_KEY, PHONE);
    renderWithProviders(<SmsResend props={{}} />);
    await tick(RESEND_COUNTDOWN_SECONDS * 1000);
    fireEvent.click(button());
    await vi.waitFor(() => expect(screen.getByTestId('resend-wait')).toHaveTextContent('You can request a new code in 30 seconds'), { timeout: 30_000 });
  });

  it('a failed request starts no countdown: the member may try again at once', async () => {
    vi.useFakeTimers();
    server.use(http.post('*/wl/v1/user/verification/request', () => HttpResponse.json({ message: 'SMS gateway down' }, { status: 500 })));
    sessionStorage.setItem(SMS_PHONE_KEY, PHONE);
    renderWithProviders(<SmsResend props={{}} />);
    await tick(RESEND_COUNTDOWN_SECONDS * 1000);
    fireEvent.click(button());
    await vi.waitFor(() => expect(button()).not.toHaveAttribute('aria-busy'), { timeout: 30_000 });
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("counts down the channel's SETTINGS.verification_resend_seconds", async () => {
    vi.useFakeTimers();
    sessionStorage.setItem(SMS_PHONE_KEY, PHONE);
    const config = validateSections({ SETTINGS: { verification_resend_seconds: 20 } });
    renderWithProviders(
      <ConfigProvider value={config}>
        <SmsResend props={{}} />
      </ConfigProvider>,
    );
    expect(button()).toHaveAccessibleDescription('You can request a new code in 20 seconds');
    await tick(20_000);
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('renders nothing without a stored phone', () => {
    const { container } = renderWithProviders(<SmsResend props={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
