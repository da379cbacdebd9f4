import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listConsents } from '@/lib/api/operations/list-consents';
import { handlers, resetDemoStore } from '@/mocks/handlers';
import { renderWithProviders } from '@/test-support/render';
import { resetApi, signInAs } from '@/components/account-access/test-kit';
import { applyIdPatch } from '@/lib/id-patch';
import { ConsentPage, defaultConsentScreen, fakeLongText, scrollPane } from './consent-test-utils';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDemoStore();
  resetApi();
});

// Demo consents: cons-3 marketing (not read-required, hostile HTML), cons-4 partner offers
// (read-required); the verified member has signed only the required ones (cons-1, cons-2).
const signatureOf = async (id: string, placement: 'PROFILE' | 'FOOTER' = 'PROFILE') =>
  (await listConsents(placement)).find((c) => c.id === id)?.signature ?? null;

async function show(id: string) {
  const user = userEvent.setup();
  renderWithProviders(<ConsentPage id={id} />, { path: `/consent/${id}` });
  const pane = await screen.findByRole('region', { name: (await screen.findByRole('heading', { level: 1 })).textContent ?? '' });
  return { user, pane };
}

describe('consent page (default screen `consent` with the consent-signing part)', () => {
  it('read-required: Agree only after scrolling to the bottom; Agree signs the version', async () => {
    fakeLongText();
    await signInAs('verified@demo.test');
    const { user, pane } = await show('cons-4');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Partner offers');
    expect(await screen.findByRole('button', { name: 'I disagree' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I agree' })).toBeNull();
    expect(screen.getByText('Scroll to the end of the document to agree.')).toBeInTheDocument();
    scrollPane(pane, 499);
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent === 'Consent given')).toBe(true));
    expect(await signatureOf('cons-4')).toMatchObject({ consent_id: 'cons-4', version_id: 'cv-4-2' });
    expect(await screen.findByText(/^Consent given on \d\d\. \d\d\. \d{4}$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I agree' })).toBeNull();
  });

  it('not read-required: Agree is shown at once, even for a long text', async () => {
    fakeLongText();
    await signInAs('verified@demo.test');
    await show('cons-3');
    expect(await screen.findByRole('button', { name: 'I agree' })).toBeInTheDocument();
  });

  it('Disagree leaves the consent unsigned and says so', async () => {
    fakeLongText();
    await signInAs('verified@demo.test');
    const { user } = await show('cons-3');
    await user.click(await screen.findByRole('button', { name: 'I disagree' }));
    expect(screen.getByText('You have not agreed to this document.')).toBeInTheDocument();
    expect(await signatureOf('cons-3')).toBeNull();
  });

  it('a given consent can be revoked (sets it false), after which Agree is offered again', async () => {
    await signInAs('verified@demo.test');
    const { user } = await show('cons-1');
    const revoke = await screen.findByRole('button', { name: 'Revoke consent' });
    expect(await signatureOf('cons-1', 'FOOTER')).not.toBeNull();
    await user.click(revoke);
    expect(await screen.findByText('Your consent has been withdrawn.')).toBeInTheDocument();
    expect(await signatureOf('cons-1', 'FOOTER')).toBeNull();
    expect(await screen.findByRole('button', { name: 'I disagree' })).toBeInTheDocument();
  });

  it('shows the sanitised text in a focusable pane; signed out there is nothing to sign', async () => {
    const { pane } = await show('cons-3');
    expect(pane).toHaveAttribute('tabindex', '0');
    expect(pane.querySelector('script')).toBeNull();
    expect(pane.innerHTML).not.toMatch(/onerror/i);
    expect(within(document.body).queryByRole('button')).toBeNull();
  });

  it('takes an operator patch: a note between the title and the pane, the buttons unchanged', async () => {
    await signInAs('verified@demo.test');
    const screenFile = applyIdPatch(defaultConsentScreen, [
      { op: 'add', path: '/blocks/consent/children/consent-signing', value: { id: 'note', type: 'markdown', props: { content: 'Please read **carefully**.' } } },
    ]);
    renderWithProviders(<ConsentPage id="cons-3" screen={screenFile} />, { path: '/consent/cons-3' });
    const title = await screen.findByRole('heading', { level: 1 });
    const note = await screen.findByText('carefully');
    const pane = await screen.findByRole('region', { name: title.textContent ?? '' });
    expect(title.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.compareDocumentPosition(pane) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'I agree' })).toBeInTheDocument();
  });
});
