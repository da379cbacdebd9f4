// The news list as the default preset composes it (screens/news.json: a paged-list item template)
// over the news data source's unread marks: what each message shows, the unread marker against the
// last-seen time kept in this browser, and that a preset patch relabels, moves or hides a part.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScreenRenderer, type PagedDataSource, type Screen } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { blockEntries } from '@/generated/block-registry';
import type { components } from '@/generated/api';
import { applyIdPatch } from '@/lib/id-patch';
import { pagedQueryOptions } from '@/lib/query';
import newsScreen from '../../../channel-presets/default/screens/news.json';
import { LAST_SEEN_NEWS_KEY, readLastSeenNews, useUnreadMarks } from './support/last-seen-news';

type Article = components['schemas']['NewsArticle'];

// 2026-11-21 10:00 UTC and two hours later, in epoch seconds.
const OLD = Date.UTC(2026, 10, 21, 10) / 1000;
const NEW = OLD + 7200;
const article = (overrides: Partial<Article> = {}): Article => ({
  id: 'n1',
  timestamp: NEW,
  title: 'Double points weekend',
  perex: 'Collect twice the points on Saturday.',
  body: 'Full text',
  ...overrides,
});

/** The news source over `rows` (pages of `limit`), with the real unread marks. */
const source = (rows: Article[], limit = 20): PagedDataSource => ({
  kind: 'paged',
  query: () => pagedQueryOptions({ route: 'news', limit, fetchPage: async ({ offset }) => rows.slice(offset, offset + limit) }),
  useItems: useUnreadMarks,
});

const show = (rows: Article[], { screenFile = newsScreen as unknown, limit = 20 } = {}) =>
  render(
    <Providers registry={{ blocks: blockEntries, dataSources: { news: source(rows, limit) } }}>
      <ScreenRenderer screen={screenFile as Screen} name="news" />
    </Providers>,
  );

const unread = (item: HTMLElement) => within(item).queryByText('New');

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('news list (screen news)', () => {
  it('shows each message as an article: title linking to /news-article/{id}, date dd. MM. yyyy and excerpt', async () => {
    show([article({ id: 'n 7' })]);
    const item = await screen.findByRole('article', { name: 'Double points weekend' });
    const title = within(item).getByRole('heading', { level: 2 });
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/news-article/n%207');
    expect(within(item).getByText('21. 11. 2026')).toHaveAttribute('datetime', new Date(NEW * 1000).toISOString());
    expect(within(item).getByText('Collect twice the points on Saturday.')).toBeInTheDocument();
  });

  it('marks a message newer than the stored last-seen time as unread, an older one not', async () => {
    localStorage.setItem(LAST_SEEN_NEWS_KEY, String(OLD + 60));
    show([article({ id: 'new', title: 'New one', timestamp: NEW }), article({ id: 'old', title: 'Old one', timestamp: OLD })]);
    expect(unread(await screen.findByRole('article', { name: 'New one' }))).toBeInTheDocument();
    expect(unread(screen.getByRole('article', { name: 'Old one' }))).toBeNull();
  });

  it('counts every message as unread when nothing is stored (or the value is garbage)', async () => {
    localStorage.setItem(LAST_SEEN_NEWS_KEY, 'not a time');
    show([article({ timestamp: OLD })]);
    expect(unread(await screen.findByRole('article'))).toBeInTheDocument();
  });

  it('stores the newest shown timestamp as seen but keeps the markers until the list is left', async () => {
    localStorage.setItem(LAST_SEEN_NEWS_KEY, String(OLD));
    const first = show([article({ timestamp: NEW })]);
    expect(unread(await screen.findByRole('article'))).toBeInTheDocument();
    expect(readLastSeenNews()).toBe(NEW);
    first.unmount();

    show([article({ timestamp: NEW })]);
    expect(unread(await screen.findByRole('article'))).toBeNull();
  });

  it('compares messages loaded later (load more) with the same last-seen time', async () => {
    localStorage.setItem(LAST_SEEN_NEWS_KEY, String(OLD - 60));
    show([article({ id: 'a', title: 'A', timestamp: NEW }), article({ id: 'b', title: 'B', timestamp: OLD })], { limit: 1 });
    await screen.findByRole('article', { name: 'A' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(unread(await screen.findByRole('article', { name: 'B' }))).toBeInTheDocument();
  });

  it('reads a last-seen time stored in milliseconds as seconds', () => {
    localStorage.setItem(LAST_SEEN_NEWS_KEY, String(NEW * 1000));
    expect(readLastSeenNews()).toBe(NEW);
  });

  it('takes a preset patch: the marker relabelled, the excerpt moved above the title, the date hidden', async () => {
    const base = '/blocks/news-list/children/news-item/children';
    const patched = applyIdPatch(newsScreen, [
      { op: 'replace', path: `${base}/news-item-top/children/news-item-unread/props/text`, value: 'common.showAll' },
      { op: 'move', from: `${base}/news-item-perex`, path: `${base}/news-item-title` },
      { op: 'remove', path: `${base}/news-item-top/children/news-item-date` },
    ]);
    show([article()], { screenFile: patched });
    const item = await screen.findByRole('article', { name: 'Double points weekend' });
    expect(within(item).getByText('Show all')).toBeInTheDocument();
    expect(within(item).queryByText('21. 11. 2026')).toBeNull();
    const excerpt = within(item).getByText('Collect twice the points on Saturday.');
    expect(excerpt.compareDocumentPosition(within(item).getByRole('heading')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
