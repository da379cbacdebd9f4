import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScreenRenderer } from './screen-renderer';
import { Providers } from '@/test-support/render';
import { pickEntry, rankWith, typeIs } from './testers';
import type { BlockEntry, BlockRenderer, BlockRendererProps } from './types';

const entry = (name: string, rank: number, type: string, text = name): BlockEntry => ({
  name,
  tester: rankWith(rank, typeIs(type)),
  load: async () => ({
    renderer: ({ children }: BlockRendererProps) => (
      <div data-testid={name}>
        {text}
        {children}
      </div>
    ),
  }),
});

describe('pickEntry', () => {
  it('picks the highest rank and ignores non-applicable testers', () => {
    const low = entry('low', 1, 'list');
    const high = entry('high', 5, 'list');
    const other = entry('other', 10, 'table');
    expect(pickEntry([low, high, other], { type: 'list' })).toBe(high);
    expect(pickEntry([low, other], { type: 'list' })).toBe(low);
    expect(pickEntry([low, high], { type: 'nope' })).toBeUndefined();
  });

  it('gives ties to the earlier entry', () => {
    const a = entry('a', 2, 'list');
    const b = entry('b', 2, 'list');
    expect(pickEntry([a, b], { type: 'list' })).toBe(a);
  });
});

describe('ScreenRenderer', () => {
  it('renders the best-ranked renderer lazily, with dispatched children', async () => {
    const blocks = [entry('generic', 1, 'box', 'generic box'), entry('special', 3, 'box', 'special box'), entry('txt', 1, 'text')];
    render(
      <Providers registry={{ blocks }}>
        <ScreenRenderer screen={{ blocks: [{ type: 'box', children: [{ type: 'text' }] }] }} />
      </Providers>,
    );
    const special = await screen.findByTestId('special');
    expect(special).toHaveTextContent('special box');
    expect(screen.queryByText('generic box')).not.toBeInTheDocument();
    expect(await screen.findByTestId('txt')).toBeInTheDocument();
    expect(special).toContainElement(screen.getByTestId('txt'));
  });

  it('shows a visible placeholder for an unknown block and reports it, without breaking siblings', async () => {
    const reportProblem = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <Providers registry={{ blocks: [entry('txt', 1, 'text', 'sibling')], reportProblem }}>
        <ScreenRenderer name="home" screen={{ blocks: [{ type: 'mystery-widget' }, { type: 'text' }] }} />
      </Providers>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Unknown block: mystery-widget');
    expect(await screen.findByText('sibling')).toBeInTheDocument();
    expect(reportProblem).toHaveBeenCalledWith({ pointer: 'screens/home/blocks/0', message: 'Unknown block type "mystery-widget"' });
    expect(warn).toHaveBeenCalled();
  });

  it('shows a block id used twice in a screen once (the first) and reports the other with its pointer', async () => {
    const reportProblem = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocks = [entry('box', 1, 'box', ''), entry('txt', 1, 'text')];
    const withText = (text: string) => async () => ({ renderer: () => <p>{text}</p> });
    const registry = {
      blocks: [...blocks, { name: 'a', tester: rankWith(1, typeIs('a')), load: withText('first a') }, { name: 'b', tester: rankWith(1, typeIs('b')), load: withText('second b') }],
      reportProblem,
    };
    render(
      <Providers registry={registry}>
        <ScreenRenderer name="home" screen={{ blocks: [{ type: 'a', id: 'deals' }, { type: 'box', children: [{ type: 'b', id: 'deals' }] }] }} />
      </Providers>,
    );
    expect(await screen.findByText('first a')).toBeInTheDocument();
    expect(await screen.findByTestId('box')).toBeInTheDocument();
    expect(screen.queryByText('second b')).not.toBeInTheDocument();
    expect(reportProblem).toHaveBeenCalledWith({
      pointer: 'screens/home/blocks/1/children/0/id',
      message: expect.stringContaining('block id "deals" is used twice') as unknown as string,
    });
  });

  it('contains a crashing block in an error boundary and recovers on retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const Flaky = () => {
      if (fail) throw new Error('boom');
      return <p>recovered</p>;
    };
    const blocks: BlockEntry[] = [
      { name: 'flaky', tester: rankWith(1, typeIs('flaky')), load: async () => ({ renderer: Flaky }) },
      entry('txt', 1, 'text', 'still here'),
    ];
    render(
      <Providers registry={{ blocks }}>
        <ScreenRenderer screen={{ blocks: [{ type: 'flaky' }, { type: 'text' }] }} />
      </Providers>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be shown.');
    expect(screen.getByText('still here')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });

  it('retries a block whose chunk failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ renderer: BlockRenderer }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ renderer: () => <p>loaded</p> });
    render(
      <Providers registry={{ blocks: [{ name: 'x', tester: rankWith(1, typeIs('x')), load }] }}>
        <ScreenRenderer screen={{ blocks: [{ type: 'x' }] }} />
      </Providers>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders the screen title from its i18n key', () => {
    render(
      <Providers>
        <ScreenRenderer screen={{ title: 'common.showAll', blocks: [] }} />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Show all');
  });
});
