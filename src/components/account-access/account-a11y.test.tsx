// axe-core (as the e2e suite runs it, WCAG 2.2 AA tags) over each account component in jsdom.
// Colour contrast needs layout, which jsdom lacks: the e2e suite checks it in Chromium.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers, resetDemoStore } from '@/mocks/handlers';
import { ConsentTermsModal } from '@/components/consent';
import { ConsentPage } from '@/components/consent/consent-test-utils';
import { VerificationResend } from '@/components/email-confirmation';
import { EmailConfirmationPage } from '@/components/email-confirmation/email-confirmation-test-utils';
import { LoyaltyCard } from '@/components/loyalty-card';
import { SMS_PHONE_KEY, SmsResend } from '@/components/sms-resend';
import { AccountAccess } from './account-access';
import { renderWithProviders } from '@/test-support/render';
import { resetApi, signInAs } from './test-kit';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDemoStore();
  resetApi();
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function check(ui: ReactElement, ready: () => Promise<unknown>, path = '/') {
  renderWithProviders(ui, { path });
  await ready();
  expect(await violations()).toEqual([]);
}

const noop = () => undefined;

describe('no axe violations', () => {
  it('loyalty card (paired, zoomed) and pairing form', async () => {
    const user = userEvent.setup();
    await signInAs('verified@demo.test');
    await check(<LoyaltyCard props={{}} />, () => screen.findByTestId('card'));
    await user.click(screen.getByRole('button', { name: 'Enlarge card' }));
    expect(await violations()).toEqual([]);
  });

  it('loyalty card pairing with a validation error', async () => {
    const user = userEvent.setup();
    await signInAs('nopoints@demo.test');
    renderWithProviders(<LoyaltyCard props={{}} />);
    await user.click(await screen.findByRole('button', { name: 'Pair card' }));
    expect(await violations()).toEqual([]);
  });

  it('consent screen', async () => {
    await signInAs('verified@demo.test');
    await check(<ConsentPage id="cons-4" />, () => screen.findByRole('button', { name: 'I disagree' }));
  });

  it('consent terms modal', async () => {
    await check(
      <ConsentTermsModal consentId="cons-1" versionId="cv-1-2" readRequired onAgree={noop} onDisagree={noop} onClose={noop} />,
      () => screen.findByRole('region'),
    );
  });

  it('account access with the code form open', async () => {
    const user = userEvent.setup();
    await signInAs('verified@demo.test');
    renderWithProviders(<AccountAccess props={{}} />);
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }), '+420777123456');
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    await screen.findByRole('textbox', { name: 'Code' });
    expect(await violations()).toEqual([]);
  });

  it('e-mail confirmation (expired link) and the resend buttons', async () => {
    await check(<EmailConfirmationPage />, () => screen.findByRole('alert'), '/email-confirmation?token=demo-expired-token');
  });

  it('verification-resend and sms-resend while counting down', async () => {
    sessionStorage.setItem(SMS_PHONE_KEY, '+420601000001');
    await check(
      <>
        <VerificationResend props={{ initialSeconds: 30 }} />
        <SmsResend props={{}} />
      </>,
      () => screen.findAllByTestId('resend-wait'),
    );
    sessionStorage.clear();
  });
});
