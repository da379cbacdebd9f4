import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_CSS_ELEMENT_ID, CustomCss } from './custom-css';
import { ScrollToTop } from './scroll-to-top';

afterEach(() => cleanup());

const styles = () => document.querySelectorAll(`style#${CUSTOM_CSS_ELEMENT_ID}`);

describe('CustomCss', () => {
  it('injects one checked <style> in <head>, updates it and removes it', async () => {
    const { rerender, unmount } = render(<CustomCss css=".a { color: red }" />);
    await waitFor(() => expect(styles()).toHaveLength(1));
    expect(styles()[0]?.parentElement).toBe(document.head);
    expect(styles()[0]?.textContent).toContain('.a { color: red }');
    rerender(<CustomCss css={'.b{background:url(https://evil.example/x.png)} .c{color:blue}</style><script>alert(1)</script>'} />);
    await waitFor(() => expect(styles()[0]?.textContent).toContain('.c { color: blue }'));
    expect(styles()).toHaveLength(1);
    const text = styles()[0]?.textContent ?? '';
    expect(text).not.toContain('</style');
    expect(text).not.toContain('evil.example');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    rerender(<CustomCss css="" />);
    expect(styles()).toHaveLength(0);
    rerender(<CustomCss css=".c{}" />);
    unmount();
    expect(styles()).toHaveLength(0);
  });
});

describe('ScrollToTop', () => {
  it('scrolls to the top when the path changes, not on query changes', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let go: (to: string) => void = () => {};
    function Navigator() {
      const navigate = useNavigate();
      useEffect(() => {
        go = (to) => void navigate(to);
      }, [navigate]);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/coupons']}>
        <ScrollToTop />
        <Navigator />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => go('/rewards'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => go('/rewards?page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
