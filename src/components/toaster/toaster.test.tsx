import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { dismissAllToasts, notifyError, notifyInfo, notifySuccess } from '@/lib/toast';
import { Toaster } from './toaster';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  await act(() => dismissAllToasts());
  cleanup();
});

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('Toaster', () => {
  it('shows an error as an alert', async () => {
    render(<Toaster />);
    await act(() => notifyError('Invalid token'));
    const alert = within(region()).getByRole('alert');
    expect(alert).toHaveTextContent('Invalid token');
  });

  it('shows success and info as status messages', async () => {
    render(<Toaster />);
    await act(() => notifySuccess('Saved.'));
    await act(() => notifyInfo('Heads up'));
    const statuses = within(region()).getAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toEqual(['Saved.', 'Heads up']);
    expect(within(region()).queryByRole('alert')).toBeNull();
  });

  it('never renders a message as HTML', async () => {
    render(<Toaster />);
    const payload = '<img src=x onerror="window.__xss = 1"><b>bold</b>';
    await act(() => notifyError(payload));
    expect(within(region()).getByRole('alert')).toHaveTextContent(payload);
    expect(document.querySelector('.Toastify img, .Toastify b')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows the same message once while it is visible', async () => {
    render(<Toaster />);
    await act(async () => {
      await notifyError('Offline');
      await notifyError('Offline');
      await notifyError('Offline');
    });
    expect(within(region()).getAllByRole('alert')).toHaveLength(1);
  });

  it('shows a burst raised before the container mounts once (every request waiting on one failed refresh)', async () => {
    await act(async () => {
      await Promise.all([notifyError('Invalid token'), notifyError('Invalid token'), notifyError('Invalid token')]);
    });
    render(<Toaster />);
    await act(async () => {
      await notifyError('Invalid token');
    });
    expect(within(region()).getAllByRole('alert')).toHaveLength(1);
  });

  it('groups by key when one is given', async () => {
    render(<Toaster />);
    await act(async () => {
      await notifyError('First wording', 'network');
      await notifyError('Second wording', 'network');
    });
    const alerts = within(region()).getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('First wording');
  });

  it('ignores empty messages', async () => {
    render(<Toaster />);
    let id: unknown;
    await act(async () => {
      id = await notifyError('   ');
    });
    expect(id).toBeNull();
    expect(within(region()).queryByRole('alert')).toBeNull();
  });

  it('shows at most 10 toasts at once', async () => {
    render(<Toaster />);
    await act(async () => {
      for (let i = 0; i < 12; i += 1) await notifyInfo(`Message ${i}`);
    });
    expect(within(region()).getAllByRole('status')).toHaveLength(10);
  });

  it('gives each toast a translated close button', async () => {
    render(<Toaster />);
    await act(() => notifyError('Card verification failed'));
    expect(within(region()).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('uses DOM-safe ids', async () => {
    render(<Toaster />);
    await act(() => notifyError('a message with spaces and "quotes"'));
    expect(within(region()).getByRole('alert').id).toMatch(/^toast-[0-9a-z]+$/);
  });

  it('applies the spec widths: min 320px, max 40%', async () => {
    render(<Toaster />);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/\.Toastify \.Toastify__toast-container\s*\{[^}]*min-width:\s*320px;[^}]*max-width:\s*40%;/);
  });

  it('has react-toastify inject its stylesheet', async () => {
    render(<Toaster />);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain('.Toastify__toast-container');
  });
});
