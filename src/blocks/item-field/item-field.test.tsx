// The composed detail pages of the default preset (news article, coupon), rendered from their screen
// files with the real blocks: what each part shows, and that a patch hides, moves or adds a part.
import { render, screen, within } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ScreenRenderer, type ItemRendererProps, type Screen, type SingleDataSource } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { blockEntries } from '@/generated/block-registry';
import { applyIdPatch } from '@/lib/id-patch';
import couponScreen from '../../../channel-presets/default/screens/coupon.json';
import newsScreen from '../../../channel-presets/default/screens/news-article.json';

const article = {
  id: 'n1',
  timestamp: Date.UTC(2026, 1, 3, 12) / 1000,
  title: 'Summer opening hours',
  img: 'https://img.example/summer.jpg',
  body: [
    'We open **earlier** in summer.',
    '',
    '[Store list](https://example.com/stores), [our page](/page/1), [mail us](mailto:help@example.com).',
    '',
    '[Click me](javascript:alert(1)) and [data](data:text/html,<script>alert(1)</script>)',
  ].join('\n'),
};

const coupon = { id: 'c1', name: 'Free coffee', description: 'One free coffee.\nAny size.', img_logo: 'https://img.example/logo.png', code: 'ABC' };

const single = (item: unknown): SingleDataSource => ({
  kind: 'single',
  query: (params) => queryOptions({ queryKey: ['composed', params], queryFn: async () => item }),
});

// The coupon's bespoke parts are the coupon tile's; here they only show which item they got.
const part = (name: string) =>
  function Part({ item }: ItemRendererProps) {
    return <p>{`${name} of ${(item as { id: string }).id}`}</p>;
  };
const couponParts = Object.fromEntries(['coupon-ribbon', 'coupon-validity', 'coupon-action', 'coupon-deactivate', 'coupon-code'].map((n) => [n, part(n)]));

function show(screenFile: unknown, dataSources: Record<string, SingleDataSource>, id: string) {
  return render(
    <Providers registry={{ blocks: blockEntries, dataSources, itemRenderers: couponParts }}>
      <ScreenRenderer screen={screenFile as Screen} params={{ id }} name="composed" />
    </Providers>,
  );
}

describe('news article (screen news-article)', () => {
  it('shows the title naming the article, the date as dd. MM. yyyy, the image and the markdown body', async () => {
    show(newsScreen, { 'news-article': single(article) }, 'n1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Summer opening hours' });
    expect(screen.getByRole('article', { name: 'Summer opening hours' })).toBe(screen.getByTestId('news-article'));
    expect(heading.closest('header')).not.toBeNull();
    expect(screen.getByText('03. 02. 2026')).toHaveAttribute('datetime', '2026-02-03T12:00:00.000Z');
    expect(screen.getByTestId('news-article').querySelector('img')).toHaveAttribute('src', 'https://img.example/summer.jpg');
    expect((await screen.findByText('earlier')).tagName).toBe('STRONG');
  });

  it('opens body links in a new tab without opener or referrer and drops javascript: and data: links', async () => {
    show(newsScreen, { 'news-article': single(article) }, 'n1');
    await screen.findByText('earlier');
    for (const [name, href] of [
      ['Store list', 'https://example.com/stores'],
      ['our page', '/page/1'],
      ['mail us', 'mailto:help@example.com'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByText('Click me').closest('a')).toBeNull();
    expect(document.body.innerHTML).not.toMatch(/javascript:|<script/);
  });

  it('leaves out an empty image and an invalid date', async () => {
    show(newsScreen, { 'news-article': single({ ...article, img: null, timestamp: 'never' }) }, 'n1');
    const region = await screen.findByRole('article', { name: 'Summer opening hours' });
    expect(region.querySelector('img, time')).toBeNull();
  });

  it('takes an operator patch: a markdown block inserted before the body, the date hidden', async () => {
    const patched = applyIdPatch(newsScreen, [
      { op: 'add', path: '/blocks/news-article/children/news-article-body', value: { id: 'promo', type: 'markdown', props: { content: 'Read **also** our app news.' } } },
      { op: 'remove', path: '/blocks/news-article/children/news-article-header/children/news-article-date' },
    ]);
    show(patched, { 'news-article': single(article) }, 'n1');
    const promo = await screen.findByText('also');
    const body = await screen.findByText('earlier');
    expect(promo.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('03. 02. 2026')).toBeNull();
  });
});

describe('coupon page (screen coupon)', () => {
  it('shows logo, name, description and passes the coupon to each bespoke part, in order', async () => {
    show(couponScreen, { coupon: single(coupon) }, 'c1');
    const detail = await screen.findByRole('article', { name: 'Free coffee' });
    expect(detail.querySelector('img')).toHaveAttribute('src', coupon.img_logo);
    const texts = await within(detail).findAllByText(/ of c1$/);
    expect(texts.map((p) => p.textContent)).toEqual([
      'coupon-ribbon of c1',
      'coupon-validity of c1',
      'coupon-action of c1',
      'coupon-deactivate of c1',
      'coupon-code of c1',
    ]);
    // The description keeps its line breaks.
    expect(within(detail).getByText(/One free coffee\./)).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('hides the code and moves the description after the action by a patch, nothing else changes', async () => {
    const patched = applyIdPatch(couponScreen, [
      { op: 'remove', path: '/blocks/coupon-detail/children/coupon-body/children/coupon-code' },
      { op: 'move', from: '/blocks/coupon-detail/children/coupon-body/children/coupon-description', path: '/blocks/coupon-detail/children/coupon-body/children/coupon-deactivate' },
    ]);
    show(patched, { coupon: single(coupon) }, 'c1');
    const detail = await screen.findByRole('article', { name: 'Free coffee' });
    await within(detail).findByText('coupon-deactivate of c1');
    expect(within(detail).queryByText('coupon-code of c1')).toBeNull();
    const action = within(detail).getByText('coupon-action of c1');
    const description = within(detail).getByText(/One free coffee\./);
    expect(action.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('item-field', () => {
  it('shows a badge from a key with the formatted value and the plural count', async () => {
    const screenFile = {
      blocks: [
        {
          type: 'detail',
          props: { dataSource: 'reward' },
          children: [{ type: 'item-field', props: { field: 'points', as: 'badge', format: 'points', text: 'reward.points' } }],
        },
      ],
    };
    show(screenFile, { reward: single({ id: 'r', points: 100 }) }, 'r');
    expect(await screen.findByText('1 point')).toBeInTheDocument();
    // Without a title the article is not named by a missing element.
    expect(screen.getByRole('article')).not.toHaveAttribute('aria-labelledby');
  });
});
