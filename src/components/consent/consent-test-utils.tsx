// Test-only: jsdom has no layout, so the pane's scroll metrics are faked here.
import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/** Every element reports a 1000px-high content in a 500px box (a text that needs scrolling). */
export function fakeLongText() {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
}

/** Scrolls the pane to `top` and fires its scroll event. */
export function scrollPane(pane: HTMLElement, top: number) {
  Object.defineProperty(pane, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(pane);
}
