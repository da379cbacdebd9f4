import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rankWith, ScreenRenderer, typeIs, type BlockEntry, type ItemRendererProps, type PagedDataSource } from '@/engine/blocks';
import { Providers } from '@/test-support/render';
import { tr } from '@/test-support/i18n';
import { pagedQueryOptions } from '@/lib/query';
import { definition as entry } from './index';

type Item = { id: string; title: string };
const item = (n: number): Item => ({ id: `c${n}`, title: `Coupon ${n}` });

/** A fake paged source over `rows`; pages overlap by one item to exercise de-duplication. */
function fakeSource(rows: Item[], { overlap = true, fail = false } = {}) {
  const fetchPage = vi.fn(async ({ limit, offset }: { limit: number; offset: number }) => {
    if (fail) throw new Error('down');
    const start = overlap && offset > 0 ? offset - 1 : offset;
    return rows.slice(start, start + limit);
  });
  const source: PagedDataSource<Item[], Item> = {
    kind: 'paged',
    query: (params) => pagedQueryOptions({ route: 'rewards', payload: params, limit: 3, fetchPage }),
  };
  return { source, fetchPage };
}

const list = (props: Record<string, unknown>) => ({ blocks: [{ type: 'paged-list', props: { dataSource: 'items', ...props } }] });
const blocks: BlockEntry[] = [entry];

function setup(source: PagedDataSource, props: Record<string, unknown> = {}, itemRenderers = {}) {
  return render(
    <Providers registry={{ blocks, dataSources: { items: source }, itemRenderers }}>
      <ScreenRenderer screen={list(props)} />
    </Providers>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('paged-list block', () => {
  it('loads more pages with the button and de-duplicates items by id', async () => {
    const { source, fetchPage } = fakeSource([1, 2, 3, 4, 5, 6].map(item));
    setup(source);
    expect(await screen.findByText('Coupon 3')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Coupon 5');
    // page 2 = [c3, c4, c5]: c3 is a duplicate and shows once
    expect(screen.getAllByText('Coupon 3')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 3, offset: 3 }), expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Coupon 6');
    // page 3 = [c6] is shorter than the limit: no next page, no button
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; target?: Element }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.record = { callback };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.target = target;
        }
        disconnect() {}
      },
    );
    const { source, fetchPage } = fakeSource([1, 2, 3, 4, 5, 6, 7].map(item), { overlap: false });
    setup(source);
    await screen.findByText('Coupon 3');
    const observer = observers.at(-1)!;
    expect(observer.target).toBeInstanceOf(HTMLDivElement);
    act(() => observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByText('Coupon 6')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('does not load when infinite scroll is off', async () => {
    const observe = vi.fn();
    vi.stubGlobal('IntersectionObserver', class { observe = observe; disconnect() {} });
    const { source } = fakeSource([1, 2, 3, 4].map(item));
    setup(source, { infinite: false });
    await screen.findByText('Coupon 3');
    expect(observe).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('shows the empty text from props', async () => {
    const { source } = fakeSource([]);
    setup(source, { emptyText: 'errors.noCoupons' });
    expect(await screen.findByText('No coupons available at this time.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then an error with retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const rows = [1, 2].map(item);
    const fake = fakeSource(rows, { fail: true });
    setup(fake.source);
    expect(await screen.findByRole('list', { busy: true })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(tr('blocks.loadError'));
    fake.fetchPage.mockImplementation(async () => rows);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Coupon 2')).toBeInTheDocument();
  });

  it('uses the named item renderer and honours maxItems', async () => {
    const Tile = ({ item, props }: ItemRendererProps) => (
      <div data-testid="tile">
        {(item as Item).title} {String(props.size)}
      </div>
    );
    const { source } = fakeSource([1, 2, 3, 4].map(item));
    setup(source, { itemRenderer: 'tile', maxItems: 2, itemProps: { size: 'small' } }, { tile: Tile });
    await waitFor(() => expect(screen.getAllByTestId('tile')).toHaveLength(2));
    expect(screen.getAllByTestId('tile')[0]).toHaveTextContent('Coupon 1 small');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('links generic cards to the item detail', async () => {
    const { source } = fakeSource([item(1)]);
    setup(source, { itemLinkTo: '/coupon/:id' });
    expect(await screen.findByRole('link', { name: 'Coupon 1' })).toHaveAttribute('href', '/coupon/c1');
  });

  it('shows an unavailable note for an unregistered data source', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <Providers registry={{ blocks }}>
        <ScreenRenderer screen={list({})} />
      </Providers>,
    );
    expect(await screen.findByRole('note')).toHaveTextContent(tr('blocks.unavailable'));
  });

  it('has a tester that ranks only paged-list blocks', () => {
    expect(entry.tester({ type: 'paged-list' })).toBeGreaterThan(0);
    expect(entry.tester({ type: 'detail' })).toBe(-1);
    expect(rankWith(1, typeIs('x'))({ type: 'x' })).toBe(1);
  });
});
