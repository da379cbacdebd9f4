import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigProvider, validateSections } from '@/engine/config';
import { Analytics } from './analytics';

type Queue = Array<[string, unknown[]]>;
const queued = () => (window as unknown as { exponea?: { _: Queue } }).exponea?._ ?? [];

afterEach(() => {
  cleanup();
  delete (window as unknown as { exponea?: unknown }).exponea;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

function renderPortal(bloomreach: Record<string, unknown>) {
  const config = validateSections({ GENERAL: { integrations: { bloomreach } } }, { report: false });
  return render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <ConfigProvider value={config}>
          <MemoryRouter initialEntries={['/coupons?page=2']}>
            <Link to="/coupon/c-2">coupon</Link>
            <Link to="/rewards">rewards</Link>
            <Analytics />
          </MemoryRouter>
        </ConfigProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const on = { enabled: true, project_token: 'p', api_url: 'https://tracking.example.com' };

describe('Analytics in the app', () => {
  it('under StrictMode sends each route change once, first load included, after the page is idle', async () => {
    renderPortal(on);
    await userEvent.click(screen.getByRole('link', { name: 'coupon' }));
    await userEvent.click(screen.getByRole('link', { name: 'rewards' }));
    await waitFor(() => expect(queued().filter(([method]) => method === 'track')).toHaveLength(3));
    expect(queued()).toEqual([
      ['initialize', [{ target: 'https://tracking.example.com', token: 'p', track: { visits: false } }]],
      ['track', ['navigation', { route: '/coupons', entity: 'coupons' }]],
      ['track', ['navigation', { route: '/coupon/c-2', entity: 'coupon', entity_id: 'c-2', origin: '/coupons' }]],
      ['track', ['navigation', { route: '/rewards', entity: 'rewards', origin: '/coupon/c-2' }]],
    ]);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('disabled or incomplete: no stub, no script', async () => {
    for (const settings of [{ ...on, enabled: false }, { enabled: true, project_token: 'p' }]) {
      renderPortal(settings);
      await userEvent.click(screen.getByRole('link', { name: 'rewards' }));
      await act(async () => {});
      expect('exponea' in window).toBe(false);
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
      cleanup();
    }
  });
});
