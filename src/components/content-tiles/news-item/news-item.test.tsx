import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Harness } from '@/engine/blocks/test-harness';
import type { components } from '@/generated/api';
import { LAST_SEEN_NEWS_KEY, NewsItem, readLastSeenNews } from '.';

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

/** Lets an ended list visit reset (it is released a task after the last item unmounts). */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await nextTask();
});

describe('NewsItem', () => {
  it('shows the title linking to /news-article/{id}, the date as dd. MM. yyyy and the excerpt', () => {
    render(
      <Harness>
        <NewsItem item={article({ id: 'n 7' })} props={{}} />
      </Harness>,
    );
    const item = screen.getByRole('article', { name: 'Double points weekend' });
    expect(within(item).getByRole('link', { name: 'Double points weekend' })).toHaveAttribute('href', '/news-article/n%207');
    expect(within(item).getByText('21. 11. 2026')).toBeInTheDocument();
    expect(within(item).getByText('Collect twice the points on Saturday.')).toBeInTheDocument();
  });

  it('marks a message newer than the stored last-seen time as unread, an older one not', () => {
    localStorage.setItem(LAST_SEEN_NEWS_KEY, String(OLD + 60));
    render(
      <Harness>
        <NewsItem item={article({ id: 'new', title: 'New one', timestamp: NEW })} props={{}} />
        <NewsItem item={article({ id: 'old', title: 'Old one', timestamp: OLD })} props={{}} />
      </Harness>,
    );
    expect(within(screen.getByRole('article', { name: 'New one' })).getByText('New')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Old one' })).queryByText('New')).toBeNull();
  });

  it('counts every message as unread when nothing is stored (or the value is garbage)', () => {
    localStorage.setItem(LAST_SEEN_NEWS_KEY, 'not a time');
    render(
      <Harness>
        <NewsItem item={article({ timestamp: OLD })} props={{}} />
      </Harness>,
    );
    expect(screen.getByTestId('news-unread')).toHaveTextContent('New');
  });

  it('stores the newest shown timestamp as seen but keeps the markers until the list is left', async () => {
    localStorage.setItem(LAST_SEEN_NEWS_KEY, String(OLD));
    const { unmount } = render(
      <Harness>
        <NewsItem item={article({ timestamp: NEW })} props={{}} />
      </Harness>,
    );
    expect(readLastSeenNews()).toBe(NEW);
    expect(screen.getByTestId('news-unread')).toBeInTheDocument();
    unmount();
    await nextTask();

    render(
      <Harness>
        <NewsItem item={article({ timestamp: NEW })} props={{}} />
      </Harness>,
    );
    expect(screen.queryByTestId('news-unread')).toBeNull();
  });

  it('compares items loaded later in the same visit with the same last-seen time', () => {
    localStorage.setItem(LAST_SEEN_NEWS_KEY, String(OLD - 60));
    const first = <NewsItem key="a" item={article({ id: 'a', title: 'A', timestamp: NEW })} props={{}} />;
    const { rerender } = render(<Harness>{first}</Harness>);
    rerender(
      <Harness>
        {first}
        <NewsItem key="b" item={article({ id: 'b', title: 'B', timestamp: OLD })} props={{}} />
      </Harness>,
    );
    expect(within(screen.getByRole('article', { name: 'B' })).getByText('New')).toBeInTheDocument();
  });

  it('reads a last-seen time stored in milliseconds as seconds', () => {
    localStorage.setItem(LAST_SEEN_NEWS_KEY, String(NEW * 1000));
    expect(readLastSeenNews()).toBe(NEW);
  });
});
