import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenRenderer } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { setPreviewClock } from '@/lib/clock';
import { zonedTimeToEpoch } from '@/lib/format/time-zone';
import { definition as entry } from './index';

afterEach(() => setPreviewClock(null));

const banner = {
  type: 'banner',
  visible_from: '2026-12-01T09:00',
  visible_until: '2026-12-24T18:00',
  props: { title: 'Advent', text: 'Double **points** all month', linkLabel: 'See coupons', linkTo: '/coupons' },
};

function setup() {
  return render(
    <Providers registry={{ blocks: [entry] }}>
      <ScreenRenderer screen={{ blocks: [banner, { type: 'banner', props: { title: 'Always' } }] }} />
    </Providers>,
  );
}

describe('banner block', () => {
  it('shows title, markdown and its link as a labelled region inside its window (English channel: UTC)', async () => {
    setPreviewClock(zonedTimeToEpoch('2026-12-01T09:00', 'UTC'));
    setup();
    const region = await screen.findByRole('region', { name: 'Advent' });
    expect(region).toHaveTextContent('Double points all month');
    expect(screen.getByRole('link', { name: 'See coupons' })).toHaveAttribute('href', '/coupons');
  });

  it('is left out before visible_from and from visible_until on; an undated banner stays', async () => {
    setPreviewClock(zonedTimeToEpoch('2026-12-01T08:59', 'UTC'));
    const { unmount } = setup();
    expect(await screen.findByRole('region', { name: 'Always' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Advent' })).toBeNull();
    unmount();
    setPreviewClock(zonedTimeToEpoch('2026-12-24T18:00', 'UTC'));
    setup();
    expect(await screen.findByRole('region', { name: 'Always' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Advent' })).toBeNull();
  });
});
