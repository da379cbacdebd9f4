import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '@/lib/api/operations/get-user';
import { demoStore, handlers, resetDemoStore } from '@/mocks/handlers';
import { renderWithProviders } from '@/test-support/render';
import { resetApi, signInAs } from '@/components/account-access/test-kit';
import { applyIdPatch, type IdPatchOperation } from '@/lib/id-patch';
import { defaultEmailConfirmationScreen, EmailConfirmationPage } from './email-confirmation-test-utils';
import { VerificationResend } from './verification-resend';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());
let api: ReturnType<typeof resetApi>;
beforeEach(() => {
  resetDemoStore();
  api = resetApi();
});

const UNVERIFIED = 'unverified@demo.test';
/** vi.waitFor's own limit is 1 s: a busy machine needs more (it returns as soon as the check passes). */
const PATIENT = { timeout: 30_000 };
const verificationMails = () => demoStore().outbox.filter((entry) => entry.kind === 'email-verification' && entry.to === UNVERIFIED).length;
const resendButton = () => screen.getByRole('button', { name: 'Send a new link' });

describe('e-mail confirmation with a link token', () => {
  it('verifies the token at once and shows success (signed out: a way to log in)', async () => {
    renderWithProviders(<EmailConfirmationPage />, { path: '/email-confirmation?token=demo-verify-token' });
    expect(await screen.findByRole('heading', { name: 'Your account is verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
    await signInAs(UNVERIFIED);
    expect((await getUser()).is_verified).toBe(true);
  });

  it("an expired link says so ('Your verification link has expired') and offers the resend button", async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailConfirmationPage />, { path: '/email-confirmation?token=demo-expired-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your verification link has expired');
    const before = verificationMails();
    // Signed out, the address is asked for.
    await user.click(resendButton());
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(verificationMails()).toBe(before);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), UNVERIFIED);
    await user.click(resendButton());
    expect(await screen.findByText('We have sent you a new verification link.')).toBeInTheDocument();
    expect(verificationMails()).toBe(before + 1);
    expect(resendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(resendButton()).toHaveAccessibleDescription('You can request a new link in 60 seconds');
  });

  it('an unknown token is not valid', async () => {
    renderWithProviders(<EmailConfirmationPage />, { path: '/email-confirmation?token=nonsense' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is not valid');
    expect(api.reported.map((e) => e.message)).toEqual(['Invalid code entered']);
  });
});

describe('e-mail confirmation without a token', () => {
  it('says where the link went; resend is then disabled for the countdown (fake timers)', async () => {
    await signInAs(UNVERIFIED);
    vi.useFakeTimers();
    renderWithProviders(<EmailConfirmationPage />);
    await vi.waitFor(() => expect(screen.getByText(/We have sent a confirmation link to unverified@demo\.test\./)).toBeInTheDocument(), PATIENT);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(resendButton()).not.toHaveAttribute('aria-disabled');
    const before = verificationMails();
    await act(async () => resendButton().click());
    await vi.waitFor(() => expect(screen.getByText('We have sent you a new verification link.')).toBeInTheDocument(), PATIENT);
    expect(verificationMails()).toBe(before + 1);
    expect(resendButton()).toHaveAttribute('aria-disabled', 'true');
    // vi.waitFor moves the fake clock on by its interval at every check, so on a busy machine some of
    // the 60 s have passed by now: count down from what the button says.
    const left = Number(/in (\d+) seconds?/.exec(screen.getByText(/You can request a new link in/).textContent ?? '')?.[1]);
    expect(left).toBeGreaterThan(1);
    expect(left).toBeLessThanOrEqual(60);
    await act(() => vi.advanceTimersByTimeAsync((left - 1) * 1000));
    expect(resendButton()).toHaveAccessibleDescription('You can request a new link in 1 second');
    await act(async () => resendButton().click());
    expect(verificationMails()).toBe(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resendButton()).not.toHaveAttribute('aria-disabled');
    await act(async () => resendButton().click());
    await vi.waitFor(() => expect(verificationMails()).toBe(before + 2), PATIENT);
  });

  it('a verified member is told so', async () => {
    await signInAs('verified@demo.test');
    renderWithProviders(<EmailConfirmationPage />);
    expect(await screen.findByText('Thank you. You can now use coupons and select rewards.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });
});

describe('verification-resend alone', () => {
  it('signed in it needs no address; initialSeconds starts with a running countdown', async () => {
    await signInAs(UNVERIFIED);
    vi.useFakeTimers();
    renderWithProviders(<VerificationResend props={{ initialSeconds: 5 }} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(resendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(resendButton()).toHaveAccessibleDescription('You can request a new link in 5 seconds');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(resendButton()).not.toHaveAttribute('aria-disabled');
  });
});

describe('e-mail confirmation as a composition', () => {
  it('an operator patch hides the spam hint and moves the resend button above the text', async () => {
    await signInAs(UNVERIFIED);
    const patch: IdPatchOperation[] = [
      { op: 'remove', path: '/blocks/email-confirmation/children/check-spam' },
      { op: 'move', from: '/blocks/email-confirmation/children/resend', path: '/blocks/email-confirmation/children/sent-to' },
    ];
    renderWithProviders(<EmailConfirmationPage screen={applyIdPatch(defaultEmailConfirmationScreen, patch)} />);
    const sentTo = await screen.findByText(/We have sent a confirmation link to unverified@demo\.test\./);
    expect(screen.queryByText(/Check your spam folder/)).toBeNull();
    expect(resendButton().compareDocumentPosition(sentTo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
