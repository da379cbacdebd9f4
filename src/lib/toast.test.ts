import { describe, expect, it } from 'vitest';
import { TOAST_MAX_WIDTH, TOAST_MIN_WIDTH, toastContainerProps } from './toast';

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
