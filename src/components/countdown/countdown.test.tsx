import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-support/render';
import { Countdown } from './countdown';
import { getNow, subscribeNow, tickerListenerCount, useNowSelector } from './ticker';

const START = Date.UTC(2026, 10, 21, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('shared ticker', () => {
  it('runs one interval for 1,000 countdowns and stops with the last one', () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const targets = Array.from({ length: 1000 }, (_, i) => START + (i + 1) * 1000);
    const { unmount } = renderWithProviders(
      <>
        {targets.map((target) => (
          <Countdown key={target} target={target} />
        ))}
      </>,
    );
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
    expect(tickerListenerCount()).toBe(1000);
    unmount();
    expect(tickerListenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts on the first subscriber, ticks every second, restarts after stopping', () => {
    const listener = vi.fn();
    const stop = subscribeNow(listener);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(getNow()).toBe(START + 3000);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    const again = subscribeNow(listener);
    expect(vi.getTimerCount()).toBe(1);
    again();
  });

  it('re-renders a selector only when the selected value changes', () => {
    let renders = 0;
    function Minute() {
      renders += 1;
      const minute = useNowSelector((now) => Math.floor((now - START) / 60_000));
      return <span>minute {minute}</span>;
    }
    renderWithProviders(<Minute />);
    const initial = renders;
    act(() => vi.advanceTimersByTime(59_000));
    expect(renders).toBe(initial);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('minute 1')).toBeInTheDocument();
    expect(renders).toBe(initial + 1);
  });
});

describe('Countdown', () => {
  it('shows translated plural timer text and counts down live', () => {
    renderWithProviders(<Countdown target={START + 100_000} />);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent('100 seconds');
    act(() => vi.advanceTimersByTime(99_000));
    expect(timer).toHaveTextContent('1 second');
  });

  it('uses days, hours and minutes above their thresholds', () => {
    const { rerender } = renderWithProviders(<Countdown target={START + 3 * 86_400_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('3 days');
    rerender(<Countdown target={START + 2 * 3_600_000 + 1000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('2 hours');
    rerender(<Countdown target={START + 181_000} label="Ends in" />);
    expect(screen.getByRole('timer', { name: 'Ends in' })).toHaveTextContent('3 minutes');
  });

  it('fires onEnd once when it reaches zero', () => {
    const onEnd = vi.fn();
    renderWithProviders(<Countdown target={START + 3000} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('0 seconds');
    act(() => vi.advanceTimersByTime(10_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('does not fire when mounted already ended, fires again for a new target', () => {
    const onEnd = vi.fn();
    const { rerender } = renderWithProviders(<Countdown target={START - 1000} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).not.toHaveBeenCalled();
    rerender(<Countdown target={START + 7000 + 5000} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(6000));
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
