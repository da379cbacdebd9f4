import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfigProvider, validateSections } from '@/engine/config';
import { Providers } from '@/test-support/render';
import type { components } from '@/generated/api';
import { demoStore } from '@/mocks/handlers';
import { installDemoBackend } from '../../../tests/unit/operations/demo-backend';
import { DealsSidebar } from '.';

type Deal = components['schemas']['Deal'];

installDemoBackend();

const makeDeals = (count: number): Deal[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `deal-${i + 1}`,
    title: `Deal ${i + 1}`,
    excerpt: `Excerpt ${i + 1}`,
    body: `Body of deal ${i + 1} with [a link](https://example.com/${i + 1}).`,
    images_obj: [{ url: `https://img.example/${i + 1}.jpg` }, { url: 'https://img.example/other.jpg' }],
    link_type: i === 0 ? 'BUTTON_URL_BLANK' : 'CLOSE',
    link_url: i === 0 ? JSON.stringify({ label: 'Open the offer', url: 'https://example.com/offer' }) : null,
  }));

const sidebarColours = { background: '#112233', text: '#fafafa', button_divider: '#ff0000', button: '#00ff00', button_text: '#000000' };

function renderSidebar(deals: Deal[]) {
  demoStore().catalogue.deals = deals;
  const config = validateSections({ SIDEBAR: sidebarColours }, { report: false });
  return render(
    <Providers>
      <ConfigProvider value={config}>
        <DealsSidebar />
      </ConfigProvider>
    </Providers>,
  );
}

describe('DealsSidebar', () => {
  it('shows the heading and each deal with its first image, bold title, excerpt and a More button', async () => {
    renderSidebar(makeDeals(3));
    const region = await screen.findByRole('region', { name: 'Special deals' });
    const cards = within(region).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(region).getByRole('article', { name: 'Deal 1' });
    expect(within(first).getByRole('heading', { level: 3, name: 'Deal 1' })).toHaveStyle({ fontWeight: '700' });
    expect(within(first).getByText('Excerpt 1')).toBeInTheDocument();
    const images = first.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', 'https://img.example/1.jpg');
    expect(within(first).getByRole('button', { name: 'More' })).toHaveAccessibleDescription('Deal 1');
  });

  it('puts a divider between cards but not after the last', async () => {
    renderSidebar(makeDeals(4));
    const region = await screen.findByRole('region', { name: 'Special deals' });
    expect(within(region).getAllByRole('article')).toHaveLength(4);
    const dividers = within(region).getAllByRole('separator');
    expect(dividers).toHaveLength(3);
    const last = within(region).getAllByRole('article').at(-1)!;
    expect(last.nextElementSibling).toBeNull();
  });

  it('shows no divider for a single deal and nothing at all without deals', async () => {
    const { unmount } = renderSidebar(makeDeals(1));
    const region = await screen.findByRole('region', { name: 'Special deals' });
    expect(within(region).queryAllByRole('separator')).toHaveLength(0);
    unmount();
    renderSidebar([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('uses the SIDEBAR colours', async () => {
    renderSidebar(makeDeals(2));
    const region = await screen.findByRole('region', { name: 'Special deals' });
    expect(region).toHaveStyle({ backgroundColor: '#112233', color: '#fafafa' });
    expect(within(region).getByRole('separator')).toHaveStyle({ borderTopColor: '#ff0000' });
    expect(within(region).getAllByRole('button', { name: 'More' })[0]).toHaveStyle({ backgroundColor: '#00ff00', color: '#000000' });
  });

  it('More opens the deal drawer; closing returns focus to that More button', async () => {
    const user = userEvent.setup();
    renderSidebar(makeDeals(3));
    const region = await screen.findByRole('region', { name: 'Special deals' });
    const more = within(within(region).getByRole('article', { name: 'Deal 2' })).getByRole('button', { name: 'More' });
    await user.click(more);
    const dialog = await screen.findByRole('dialog', { name: 'Deal 2' });
    expect(within(dialog).getByText(/Body of deal 2/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more).toHaveFocus();
  });

  it('a button-link deal keeps its drawer open on the main link; Escape closes and restores focus', async () => {
    const user = userEvent.setup();
    renderSidebar(makeDeals(2));
    const region = await screen.findByRole('region', { name: 'Special deals' });
    const more = within(within(region).getByRole('article', { name: 'Deal 1' })).getByRole('button', { name: 'More' });
    await user.click(more);
    const dialog = await screen.findByRole('dialog', { name: 'Deal 1' });
    const main = within(dialog).getByRole('link', { name: /^Open the offer/ });
    expect(main).toHaveAttribute('target', '_blank');
    main.addEventListener('click', (event) => event.preventDefault());
    await user.click(main);
    expect(screen.getByRole('dialog', { name: 'Deal 1' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more).toHaveFocus();
  });

  it('loads the next page with Load more when there is one', async () => {
    const user = userEvent.setup();
    renderSidebar(makeDeals(25));
    const region = await screen.findByRole('region', { name: 'Special deals' });
    expect(within(region).getAllByRole('article')).toHaveLength(20);
    await user.click(within(region).getByRole('button', { name: 'Load more' }));
    expect(await within(region).findByRole('article', { name: 'Deal 25' })).toBeInTheDocument();
    expect(within(region).getAllByRole('article')).toHaveLength(25);
    expect(within(region).getAllByRole('separator')).toHaveLength(24);
    expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
