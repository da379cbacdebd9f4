import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenRenderer, type Block, type BlockRegistry, type ItemRendererProps } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { tr } from '@/test-support/i18n';
import { OFFSITE_LINK_FORMS } from '../../tests/e2e/support/offsite-links';
import { definition as component } from './component';
import { definition as emptyState } from './empty-state';
import { definition as links } from './links';
import { definition as section } from './section';
import { definition as text } from './text';

const blocks = [component, emptyState, links, section, text];
const show = (list: Block[], registry: Partial<BlockRegistry> = {}) =>
  render(
    <Providers registry={{ blocks, ...registry }}>
      <ScreenRenderer screen={{ blocks: list }} />
    </Providers>,
  );

describe('simple blocks', () => {
  it('section: heading, show-all link described by the heading, children', async () => {
    show([
      {
        type: 'section',
        props: { title: 'screens.home.popularCoupons', showAllTo: '/coupons' },
        children: [{ type: 'text', props: { text: 'screens.coupons.title' } }],
      },
    ]);
    const heading = await screen.findByRole('heading', { name: tr('screens.home.popularCoupons') });
    const link = screen.getByRole('link', { name: tr('common.showAll') });
    expect(link).toHaveAttribute('href', '/coupons');
    expect(link).toHaveAttribute('aria-describedby', heading.id);
    // The child is its own lazy chunk: it may still be loading when the section's heading shows.
    const region = screen.getByRole('region', { name: tr('screens.home.popularCoupons') });
    expect(await within(region).findByText(tr('screens.coupons.title'))).toBeInTheDocument();
  });

  it('heading renders the requested level; text interpolates values', async () => {
    show([
      { type: 'heading', props: { text: 'screens.news.title', level: 3 } },
      { type: 'text', props: { text: 'blocks.unknown', values: { type: 'x' } } },
    ]);
    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent(tr('screens.news.title'));
    expect(screen.getByText(tr('blocks.unknown', { type: 'x' }))).toBeInTheDocument();
  });

  it('links: in-app links and external ones in a new tab', async () => {
    show([
      {
        type: 'links',
        props: { variant: 'buttons', items: [{ label: 'common.home', to: '/' }, { label: 'common.more', to: 'https://example.com', external: true }] },
      },
    ]);
    expect(await screen.findByRole('link', { name: tr('common.home') })).toHaveAttribute('href', '/');
    const external = screen.getByRole('link', { name: tr('common.more') });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('component: renders the named component with its props, or a note when it is not registered', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Card = ({ props }: ItemRendererProps) => <p>card {String(props.variant)}</p>;
    show(
      [
        { type: 'component', props: { name: 'loyalty-card', props: { variant: 'big' } } },
        { type: 'component', props: { name: 'missing' } },
      ],
      { itemRenderers: { 'loyalty-card': Card } },
    );
    expect(await screen.findByText('card big')).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent(tr('blocks.unavailable'));
  });

  it('empty-state: text and a way on', async () => {
    show([{ type: 'empty-state', props: { text: 'screens.news.empty', linkLabel: 'common.home', linkTo: '/' } }]);
    expect(await screen.findByText(tr('screens.news.empty'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: tr('common.home') })).toHaveAttribute('href', '/');
  });

  it('renders no link to a target the one link rule refuses, even when validation did not run', async () => {
    const list: Block[] = OFFSITE_LINK_FORMS.flatMap((to) => [
      { type: 'section', props: { title: 'screens.news.title', showAllTo: to } },
      { type: 'empty-state', props: { text: 'screens.news.empty', linkLabel: 'common.home', linkTo: to } },
      { type: 'links', props: { items: [{ label: 'common.more', to }, { label: 'common.showAll', to, external: true }] } },
    ]);
    show([...list, { type: 'text', props: { text: 'screens.coupons.title' } }]);
    expect(await screen.findByText(tr('screens.coupons.title'))).toBeInTheDocument();
    expect(await screen.findAllByText(tr('screens.news.empty'))).toHaveLength(OFFSITE_LINK_FORMS.length);
    // Only the explicit external http(s) forms remain, each in a new tab without opener or referrer.
    for (const link of screen.queryAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^https?:\/\/evil\.example\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
