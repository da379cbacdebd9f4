import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers, resetDemoStore } from '@/mocks/handlers';
import { renderWithProviders } from '@/test-support/render';
import { resetApi } from '@/components/account-access/test-kit';
import { ConsentTermsModal, type ConsentTermsModalProps } from './consent-terms-modal';
import { fakeLongText, scrollPane } from './consent-test-utils';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  resetDemoStore();
  resetApi();
});

type Callbacks = Pick<ConsentTermsModalProps, 'onAgree' | 'onDisagree' | 'onClose'>;

/** A footer-like trigger: the modal is open from the click until one of its callbacks fires. */
function Trigger({ readRequired, versionId, callbacks }: { readRequired: boolean; versionId?: string; callbacks: Callbacks }) {
  const [open, setOpen] = useState(false);
  const done = (fn: () => void) => () => {
    fn();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Terms
      </button>
      {open && (
        <ConsentTermsModal
          consentId="cons-1"
          versionId={versionId ?? 'cv-1-2'}
          readRequired={readRequired}
          title="Terms and conditions"
          onAgree={done(callbacks.onAgree)}
          onDisagree={done(callbacks.onDisagree)}
          onClose={done(callbacks.onClose)}
        />
      )}
    </>
  );
}

const spies = () => ({ onAgree: vi.fn(), onDisagree: vi.fn(), onClose: vi.fn() });

async function open(props: { readRequired: boolean; versionId?: string }) {
  const user = userEvent.setup();
  const callbacks = spies();
  renderWithProviders(<Trigger {...props} callbacks={callbacks} />);
  const trigger = screen.getByRole('button', { name: 'Terms' });
  await user.click(trigger);
  const dialog = screen.getByRole('dialog');
  const pane = await within(dialog).findByRole('region');
  return { user, callbacks, trigger, dialog, pane };
}

describe('ConsentTermsModal', () => {
  it('is a labelled modal dialog whose scroll pane takes the first focus', async () => {
    fakeLongText();
    const { dialog, pane } = await open({ readRequired: true });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Terms and conditions');
    await waitFor(() => expect(pane).toHaveFocus());
    expect(pane).toHaveAttribute('tabindex', '0');
  });

  it('read-required: Agree appears only after scrolling to the bottom, then calls onAgree', async () => {
    fakeLongText();
    const { user, callbacks, dialog, pane } = await open({ readRequired: true });
    expect(within(dialog).queryByRole('button', { name: 'I agree' })).toBeNull();
    expect(pane).toHaveAccessibleDescription('Scroll to the end of the document to agree.');
    scrollPane(pane, 200);
    expect(within(dialog).queryByRole('button', { name: 'I agree' })).toBeNull();
    scrollPane(pane, 500);
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(callbacks.onAgree).toHaveBeenCalledTimes(1);
    expect(callbacks.onDisagree).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('not read-required: Agree is shown at once', async () => {
    fakeLongText();
    const { dialog } = await open({ readRequired: false, versionId: 'cv-2-2' });
    expect(within(dialog).getByRole('button', { name: 'I agree' })).toBeInTheDocument();
  });

  it('a text shorter than the pane counts as read', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
    const { dialog } = await open({ readRequired: true });
    expect(within(dialog).getByRole('button', { name: 'I agree' })).toBeInTheDocument();
  });

  it('Disagree calls onDisagree; Close and Escape call onClose; focus returns to the trigger', async () => {
    fakeLongText();
    const opened = await open({ readRequired: true });
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'I disagree' }));
    expect(opened.callbacks.onDisagree).toHaveBeenCalledTimes(1);
    expect(opened.trigger).toHaveFocus();

    await opened.user.click(opened.trigger);
    await opened.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(opened.callbacks.onClose).toHaveBeenCalledTimes(1);
    expect(opened.trigger).toHaveFocus();

    await opened.user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await opened.user.keyboard('{Escape}');
    expect(opened.callbacks.onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opened.trigger).toHaveFocus();
    expect(opened.callbacks.onAgree).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    fakeLongText();
    const { user, dialog, pane } = await open({ readRequired: true });
    await waitFor(() => expect(pane).toHaveFocus());
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('shows the text as sanitised HTML: no script, event handler or javascript: link survives', async () => {
    server.use(
      http.get('*/wl/v1/consent/text/:id', () =>
        HttpResponse.json({
          data: {
            id: 'cv-x',
            consent_id: 'cons-1',
            version_id: 'cv-x',
            title: 'Terms and conditions',
            html: '<h3>Terms</h3><p onclick="alert(1)">Read <a href="javascript:alert(2)">this</a> and <a href="https://example.test/">that</a></p><script>window.__pwned = true</script><img src="x" onerror="alert(3)"><form><input name="card"></form>',
          },
        }),
      ),
    );
    const { pane } = await open({ readRequired: false, versionId: 'cv-x' });
    expect(pane.querySelector('h3')).toHaveTextContent('Terms');
    expect(pane.querySelector('script, form, input')).toBeNull();
    const attributes = [...pane.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name));
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    const links = [...pane.querySelectorAll('a')];
    expect(links.some((a) => (a.getAttribute('href') ?? '').startsWith('javascript:'))).toBe(false);
    expect(links.find((a) => a.textContent === 'that')).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("the demo's hostile marketing text is rendered without its script and onerror", async () => {
    const { pane } = await open({ readRequired: false, versionId: 'cv-3-2' });
    expect(pane.textContent?.length).toBeGreaterThan(20);
    expect(pane.querySelector('script')).toBeNull();
    expect(pane.innerHTML).not.toMatch(/onerror|<script/i);
  });
});
