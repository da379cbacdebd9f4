import { describe, expect, it, vi } from 'vitest';

describe('first screen signal', () => {
  it('runs waiting work once when the first route content shows, later work at once, cancelled work never', async () => {
    vi.resetModules();
    const { markScreenShown, onScreenShown } = await import('./first-screen');
    const early = vi.fn();
    const cancelled = vi.fn();
    onScreenShown(early);
    const cancel = onScreenShown(cancelled);
    cancel();
    expect(early).not.toHaveBeenCalled();
    markScreenShown();
    markScreenShown();
    expect(early).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    onScreenShown(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
