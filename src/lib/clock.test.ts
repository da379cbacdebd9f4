import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockNow, DEMO_CLOCK_HEADER, followDemoClock, setClockOffset, setPreviewClock } from './clock';

afterEach(() => {
  setClockOffset(0);
  setPreviewClock(null);
  vi.useRealTimers();
});

describe('clock', () => {
  it('is the browser clock while no offset is followed', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    expect(clockNow()).toBe(1_000_000);
  });

  it('follows the demo clock offset a response carries, and ignores a missing or broken one', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    followDemoClock(new Headers({ [DEMO_CLOCK_HEADER]: '85000' }));
    expect(clockNow()).toBe(1_085_000);
    followDemoClock(new Headers());
    expect(clockNow()).toBe(1_085_000);
    followDemoClock(new Headers({ [DEMO_CLOCK_HEADER]: 'soon' }));
    expect(clockNow()).toBe(1_085_000);
    followDemoClock(new Headers({ [DEMO_CLOCK_HEADER]: '-2000' }));
    expect(clockNow()).toBe(998_000);
  });

  it('runs from the preview date whatever the demo clock says, until the preview date is unset', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    followDemoClock(new Headers({ [DEMO_CLOCK_HEADER]: '5000' }));
    setPreviewClock(9_000_000);
    expect(clockNow()).toBe(9_000_000);
    followDemoClock(new Headers({ [DEMO_CLOCK_HEADER]: '7000' }));
    vi.advanceTimersByTime(1000);
    expect(clockNow()).toBe(9_001_000);
    setPreviewClock(null);
    expect(clockNow()).toBe(1_008_000);
  });
});
