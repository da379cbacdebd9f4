import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Harness } from '@/engine/blocks/test-harness';
import type { components } from '@/generated/api';
import { LeafletTile, PerkTile, RewardTile } from '.';

type Schemas = components['schemas'];

const reward: Schemas['Reward'] = {
  id: 'r 1',
  name: 'Travel mug',
  img: 'https://img.example/mug.png',
  points: 20_050,
  fulfilment: ['pickup'],
};
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

const renderItem = (ui: ReactElement) => render(<Harness>{ui}</Harness>);

describe('RewardTile', () => {
  it('shows the image, the name linking to the reward and the points divided by 100', () => {
    renderItem(<RewardTile item={reward} props={{}} />);
    const tile = screen.getByRole('article', { name: 'Travel mug' });
    expect(within(tile).getByRole('link', { name: 'Travel mug' })).toHaveAttribute('href', '/reward/r%201');
    expect(within(tile).getByText('200.5 points')).toBeInTheDocument();
    expect(tile.querySelector('img')).toHaveAttribute('src', 'https://img.example/mug.png');
  });

  it('uses the singular for exactly one point', () => {
    renderItem(<RewardTile item={{ ...reward, points: 100 }} props={{}} />);
    expect(screen.getByText('1 point')).toBeInTheDocument();
  });

  it('renders nothing without an item', () => {
    const { container } = renderItem(<RewardTile props={{}} />);
    expect(container.querySelector('article')).toBeNull();
  });
});

describe('PerkTile', () => {
  it('shows name, partner, description, validity and opens its link in a new tab without referrer', () => {
    renderItem(<PerkTile item={perk} props={{}} />);
    const tile = screen.getByRole('article', { name: 'Free parking' });
    expect(within(tile).getByText('City Mall')).toBeInTheDocument();
    expect(within(tile).getByText('Two hours free at the mall.')).toBeInTheDocument();
    expect(within(tile).getByText('Valid until 31. 12. 2026')).toBeInTheDocument();
    const link = within(tile).getByRole('link', { name: /Find out more/ });
    expect(link).toHaveAttribute('href', 'https://partner.example/parking');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops a javascript: link and shows no validity when there is none', () => {
    renderItem(<PerkTile item={{ ...perk, link_url: 'javascript:alert(1)', valid_until: null }} props={{}} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Valid until/)).toBeNull();
  });
});

describe('LeafletTile', () => {
  it('shows cover, title and validity and opens the file in a new tab', () => {
    renderItem(<LeafletTile item={leaflet} props={{}} />);
    const tile = screen.getByRole('article', { name: 'Weekly offers' });
    expect(within(tile).getByText('Valid 02. 11. 2026 – 08. 11. 2026')).toBeInTheDocument();
    const link = within(tile).getByRole('link', { name: 'Open the leaflet (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://files.example/weekly.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(tile.querySelector('img')).toHaveAttribute('src', 'https://img.example/cover.jpg');
  });

  it('says only the end when there is no start, and offers no link to an unsafe file URL', () => {
    renderItem(<LeafletTile item={{ ...leaflet, valid_from: null, file_url: 'data:text/html,<script>1</script>' }} props={{}} />);
    expect(screen.getByText('Valid until 08. 11. 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
