// The engine's read of a data block (a block declaring `reads`): source and params resolved once,
// unavailable / loading / error with retry / empty shown by the engine, the renderer handed
// `{ props, data | items, query, pointer }`.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { pagedQueryOptions } from '@/lib/query';
import { Providers } from '@/test-support/render';
import { tr } from '@/test-support/i18n';
import type { PagedDataSource, SingleDataSource } from './data-source';
import { defineBlock } from './define';
import type { BlockRegistry } from './registry';
import { ScreenRenderer } from './screen-renderer';
import type { Block, ItemBlockProps, ListBlockProps } from './types';

type Row = { id: string; title: string };

function ItemProbe({ props, data, pointer }: ItemBlockProps<{ label?: string }, { title: string }>) {
  return (
    <p>
      {props.label} {data.title} at {pointer}
    </p>
  );
}
function ListProbe({ items, query, pointer }: ListBlockProps<Record<string, unknown>, Row>) {
  return (
    <div>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
      <p>
        {pointer} {query.hasNextPage ? 'more' : 'last'}
      </p>
    </div>
  );
}

const itemBlock = defineBlock({
  name: 'probe-item',
  description: 'Reads one item.',
  props: { type: 'object' },
  reads: 'item',
  states: { skeleton: { height: 240 }, empty: 'blocks.notFound', emptyProp: 'notFoundText' },
  load: async () => ({ renderer: ItemProbe }),
});
const listBlock = defineBlock({
  name: 'probe-list',
  description: 'Reads a list.',
  props: { type: 'object' },
  reads: 'list',
  states: { skeleton: { height: 150, cards: 4 }, empty: 'blocks.empty' },
  load: async () => ({ renderer: ListProbe }),
});

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, title: `Row ${i + 1}` }));

function pagedSource(fetchPage: (request: { limit: number; offset: number }) => Promise<Row[]>, useItems?: (items: Row[]) => Row[]): PagedDataSource<Row[], Row> {
  return { kind: 'paged', query: () => pagedQueryOptions({ route: 'rewards', limit: 3, fetchPage }), useItems };
}
function singleSource(fetch: (params: Record<string, unknown>) => Promise<unknown>): SingleDataSource {
  return { kind: 'single', query: (params) => queryOptions({ queryKey: ['probe', params], queryFn: () => fetch(params) }) };
}

function setup(block: Block, registry: Partial<BlockRegistry>, params: Record<string, string> = {}) {
  render(
    <Providers registry={{ blocks: [itemBlock, listBlock], ...registry }}>
      <ScreenRenderer name="probe" params={params} screen={{ blocks: [block] }} />
    </Providers>,
  );
}

describe('a block that reads an item', () => {
  it('hands the renderer its props, the item read with route params, and its pointer', async () => {
    const fetch = vi.fn(async (params: Record<string, unknown>) => ({ title: `Item ${String(params.id)}` }));
    setup({ type: 'probe-item', props: { dataSource: 'one', params: { id: ':id' }, label: 'Hello' } }, { dataSources: { one: singleSource(fetch) } }, { id: '7' });
    expect(await screen.findByText('Hello Item 7 at screens/probe/blocks/0')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith({ id: '7' });
  });

  it('shows a busy skeleton of the declared height while loading', async () => {
    setup({ type: 'probe-item', props: { dataSource: 'one' } }, { dataSources: { one: singleSource(() => new Promise(() => {})) } });
    const skeleton = await screen.findByRole('status', { name: tr('common.loading') });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveStyle({ height: '240px' });
  });

  it('shows an error with retry, then the item', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ title: 'Back' });
    setup({ type: 'probe-item', props: { dataSource: 'one' } }, { dataSources: { one: singleSource(fetch) } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(tr('blocks.loadError'));
    await userEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    expect(await screen.findByText(/Back at/)).toBeInTheDocument();
  });

  it('shows the not-found state for a 404, without retry', async () => {
    const fetch = async () => Promise.reject(new ApiError('gone', 'http', 404));
    setup({ type: 'probe-item', props: { dataSource: 'one' } }, { dataSources: { one: singleSource(fetch) } });
    expect(await screen.findByText(tr('blocks.notFound'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: tr('common.retry') })).not.toBeInTheDocument();
  });

  it('shows the empty text of its declared prop when the source answers nothing', async () => {
    setup({ type: 'probe-item', props: { dataSource: 'one', notFoundText: 'errors.noCoupons' } }, { dataSources: { one: singleSource(async () => null) } });
    expect(await screen.findByText(tr('errors.noCoupons'))).toBeInTheDocument();
  });

  it('is unavailable, and reported once with its pointer, when the source is missing or paged', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reportProblem = vi.fn();
    setup({ type: 'probe-item', props: { dataSource: 'many' } }, { dataSources: { many: pagedSource(async () => []) }, reportProblem });
    expect(await screen.findByRole('note')).toHaveTextContent(tr('blocks.unavailable'));
    expect(reportProblem).toHaveBeenCalledTimes(1);
    expect(reportProblem).toHaveBeenCalledWith({ pointer: 'screens/probe/blocks/0', message: 'No single data source named "many"' });
  });
});

describe('a block that reads a list', () => {
  it('hands the renderer at most maxItems items, after the source\'s useItems, and the paged query', async () => {
    const marked = (items: Row[]) => items.map((item) => ({ ...item, title: `${item.title}*` }));
    setup({ type: 'probe-list', props: { dataSource: 'many', maxItems: 2 } }, { dataSources: { many: pagedSource(async () => rows(3), marked) } });
    expect(await screen.findByText('Row 1*')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Row 1*', 'Row 2*']);
    expect(screen.getByText('screens/probe/blocks/0 more')).toBeInTheDocument();
  });

  it('shows as many busy skeleton cards as it will show items, at most the declared number', async () => {
    const pending = pagedSource(() => new Promise(() => {}));
    setup({ type: 'probe-list', props: { dataSource: 'many', maxItems: 2 } }, { dataSources: { many: pending } });
    const list = await screen.findByRole('list', { busy: true });
    expect(list).toHaveAccessibleName(tr('common.loading'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the declared empty text when there are no items', async () => {
    setup({ type: 'probe-list', props: { dataSource: 'many' } }, { dataSources: { many: pagedSource(async () => []) } });
    expect(await screen.findByText(tr('blocks.empty'))).toBeInTheDocument();
  });

  it('shows an error with retry while nothing is loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn<() => Promise<Row[]>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue(rows(1));
    setup({ type: 'probe-list', props: { dataSource: 'many', emptyText: 'errors.noCoupons' } }, { dataSources: { many: pagedSource(fetch) } });
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: tr('common.retry') }));
    expect(await screen.findByText('Row 1')).toBeInTheDocument();
  });

  it('is unavailable when the source is missing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup({ type: 'probe-list', props: { dataSource: 'nope' } }, {});
    expect(await screen.findByRole('note')).toHaveTextContent(tr('blocks.unavailable'));
  });
});
