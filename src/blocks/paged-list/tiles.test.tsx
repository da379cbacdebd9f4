// The reward, perk and leaflet tiles as the default preset composes them (paged-list item templates
// in screens/rewards.json, perks.json, leaflets.json and the home screen), rendered with the real
// blocks over fake sources: what each tile shows, and that a preset patch changes one part of it.
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, ScreenRenderer, type PagedDataSource, type Screen } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { blockEntries } from '@/generated/block-registry';
import type { components } from '@/generated/api';
import { applyIdPatch } from '@/lib/id-patch';
import { pagedQueryOptions } from '@/lib/query';
import homeScreen from '../../../channel-presets/default/screens/home.json';
import leafletsScreen from '../../../channel-presets/default/screens/leaflets.json';
import perksScreen from '../../../channel-presets/default/screens/perks.json';
import rewardsScreen from '../../../channel-presets/default/screens/rewards.json';

type Schemas = components['schemas'];

const reward: Schemas['Reward'] = { id: 'r 1', name: 'Travel mug', img: 'https://img.example/mug.png', points: 20_050, fulfilment: ['pickup'] };
const perk: Schemas['Perk'] = {
  id: 'p1',
  name: 'Free parking',
  description: 'Two hours free at the mall.',
  partner: 'City Mall',
  img: null,
  valid_until: '2026-12-31T10:00:00Z',
  link_url: 'https://partner.example/parking',
};
const leaflet: Schemas['Leaflet'] = {
  id: 'l1',
  title: 'Weekly offers',
  cover_url: 'https://img.example/cover.jpg',
  file_url: 'https://files.example/weekly.pdf',
  valid_from: '2026-11-02',
  valid_until: '2026-11-08',
};

const paged = (rows: unknown[]): PagedDataSource => ({
  kind: 'paged',
  query: () => pagedQueryOptions({ route: 'rewards', payload: { rows: JSON.stringify(rows).length }, fetchPage: async () => rows as Array<{ id: string }> }),
});

// As the app does before it shows a screen (preloadScreen): every block's chunk is in.
beforeAll(() => Promise.all(blockEntries.map(loadBlock)));

function show(screenFile: unknown, dataSources: Record<string, PagedDataSource>) {
  return render(
    <Providers registry={{ blocks: blockEntries, dataSources }}>
      <ScreenRenderer screen={screenFile as Screen} name="tiles" />
    </Providers>,
  );
}

describe('reward tile (screens rewards, home)', () => {
  it('shows the image, the name linking to the reward and the points divided by 100', async () => {
    show(rewardsScreen, { rewards: paged([reward]) });
    const tile = await screen.findByRole('article', { name: 'Travel mug' });
    expect(within(tile).getByRole('heading', { level: 2 })).toHaveTextContent('Travel mug');
    expect(within(tile).getByRole('link', { name: 'Travel mug' })).toHaveAttribute('href', '/reward/r%201');
    expect(within(tile).getByText('200.5 points')).toBeInTheDocument();
    expect(tile.querySelector('img')).toHaveAttribute('src', 'https://img.example/mug.png');
  });

  it('uses the singular for exactly one point; in a home section the title is an h3', async () => {
    show(homeScreen, { 'popular-rewards': paged([{ ...reward, points: 100 }]) });
    const tile = await screen.findByRole('article', { name: 'Travel mug' });
    expect(within(tile).getByText('1 point')).toBeInTheDocument();
    expect(within(tile).getByRole('heading', { level: 3 })).toHaveTextContent('Travel mug');
  });

  it('keeps an empty image area when the reward has no image (the grid rows stay even)', async () => {
    show(rewardsScreen, { rewards: paged([{ ...reward, img: null }]) });
    const tile = await screen.findByRole('article', { name: 'Travel mug' });
    expect(tile.querySelector('img')).toBeNull();
    expect(tile.firstElementChild).toBeEmptyDOMElement();
  });

  it('takes a preset patch: the points relabelled and moved above the name, the image hidden', async () => {
    const body = '/blocks/rewards-list/children/reward-tile-body/children';
    const patched = applyIdPatch(rewardsScreen, [
      { op: 'replace', path: `${body}/reward-tile-footer/children/reward-tile-points/props/text`, value: 'history.columns.points' },
      { op: 'move', from: `${body}/reward-tile-footer`, path: `${body}/reward-tile-name` },
      { op: 'remove', path: '/blocks/rewards-list/children/reward-tile-image' },
    ]);
    show(patched, { rewards: paged([reward]) });
    const tile = await screen.findByRole('article', { name: 'Travel mug' });
    const points = within(tile).getByText('Points');
    expect(points.compareDocumentPosition(within(tile).getByRole('heading')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tile.querySelector('img')).toBeNull();
  });
});

describe('perk tile (screens perks, home)', () => {
  it('shows name, partner, description, validity and opens its link in a new tab without referrer', async () => {
    show(perksScreen, { perks: paged([perk]) });
    const tile = await screen.findByRole('article', { name: 'Free parking' });
    expect(within(tile).getByText('City Mall')).toBeInTheDocument();
    expect(within(tile).getByText('Two hours free at the mall.')).toBeInTheDocument();
    expect(within(tile).getByText('Valid until 31. 12. 2026')).toBeInTheDocument();
    const link = within(tile).getByRole('link', { name: 'Find out more (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://partner.example/parking');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('Free parking');
  });

  it('drops a javascript: link and shows no validity when there is none', async () => {
    show(homeScreen, { perks: paged([{ ...perk, link_url: 'javascript:alert(1)', valid_until: null }]) });
    const tile = await screen.findByRole('article', { name: 'Free parking' });
    expect(within(tile).queryByRole('link')).toBeNull();
    expect(within(tile).queryByText(/Valid until/)).toBeNull();
  });
});

describe('leaflet tile (screen leaflets)', () => {
  it('shows cover, title and validity and opens the file in a new tab', async () => {
    show(leafletsScreen, { leaflets: paged([leaflet]) });
    const tile = await screen.findByRole('article', { name: 'Weekly offers' });
    expect(within(tile).getByText('Valid 02. 11. 2026 – 08. 11. 2026')).toBeInTheDocument();
    const link = within(tile).getByRole('link', { name: 'Open the leaflet (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://files.example/weekly.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(tile.querySelector('img')).toHaveAttribute('src', 'https://img.example/cover.jpg');
  });

  it('says only the end or only the start when one is missing, and offers no link to an unsafe file URL', async () => {
    show(leafletsScreen, {
      leaflets: paged([
        { ...leaflet, valid_from: null, file_url: 'data:text/html,<script>1</script>' },
        { ...leaflet, id: 'l2', title: 'Monthly', valid_until: null },
        { ...leaflet, id: 'l3', title: 'Undated', valid_from: null, valid_until: null },
      ]),
    });
    const first = await screen.findByRole('article', { name: 'Weekly offers' });
    expect(within(first).getByText('Valid until 08. 11. 2026')).toBeInTheDocument();
    expect(within(first).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Monthly' })).getByText('Valid from 02. 11. 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Undated' })).queryByText(/Valid/)).toBeNull();
  });
});
