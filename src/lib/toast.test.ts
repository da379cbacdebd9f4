import { describe, expect, it, vi } from 'vitest';
import { TOAST_MAX_WIDTH, TOAST_MIN_WIDTH, notifyError, onFirstToast, toastContainerProps } from './toast';

describe('toastContainerProps', () => {
  it('follows spec section 9', () => {
    expect(toastContainerProps.position).toBe('top-right');
    expect(toastContainerProps.theme).toBe('light');
    expect(toastContainerProps.autoClose).toBe(3000);
    expect(toastContainerProps.limit).toBe(10);
    expect(TOAST_MIN_WIDTH).toBe('320px');
    expect(TOAST_MAX_WIDTH).toBe('40%');
  });
});

describe('the toast container is not on the boot path', () => {
  it('is asked for with the first toast, once; a late listener hears at once', async () => {
    const early = vi.fn();
    const gone = vi.fn();
    onFirstToast(early);
    onFirstToast(gone)();
    expect(early).not.toHaveBeenCalled();
    await notifyError('The backend could not be reached');
    await notifyError('Another failure');
    expect(early).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    const late = vi.fn();
    onFirstToast(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
