import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteFocus } from './route-focus';
import { MAIN_CONTENT_ID } from './skip-link';

afterEach(() => cleanup());

let go: (to: string, replace?: boolean) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    go = (to, replace = false) => void navigate(to, { replace });
  }, [navigate]);
  return null;
}

/** A screen whose heading comes after a load, as lazily loaded screens do. */
function LateScreen({ title }: { title: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 10);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <h1>{title}</h1> : <p>Loading</p>;
}

function renderApp(initial = '/pass-login') {
  return render(
    <MemoryRouter initialEntries={[initial]}>
      <RouteFocus />
      <Navigator />
      <button type="button">Header control</button>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Routes>
          <Route path="/pass-login" element={<h1>Log in</h1>} />
          <Route path="/" element={<LateScreen title="Home" />} />
          <Route path="/coupons" element={<h1>Coupons</h1>} />
          <Route path="/redirected" element={<h1>Redirected</h1>} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

const focused = () => document.activeElement;

describe('RouteFocus', () => {
  it('leaves focus alone on the first load', () => {
    renderApp();
    expect(focused()).toBe(document.body);
  });

  it('a step forward focuses the new screen h1, also when it renders later', async () => {
    const { getByRole } = renderApp();
    act(() => go('/'));
    await waitFor(() => expect(focused()).toBe(getByRole('heading', { level: 1, name: 'Home' })));
    expect(focused()).toHaveAttribute('tabindex', '-1');
  });

  it('the same address again (a coupon activation on /coupons) focuses its h1', () => {
    const { getByRole } = renderApp('/coupons');
    act(() => go('/coupons'));
    expect(focused()).toBe(getByRole('heading', { level: 1, name: 'Coupons' }));
  });

  it('not after a redirect (replace), nor when the member moved focus meanwhile', async () => {
    const { getByRole } = renderApp();
    act(() => go('/redirected', true));
    expect(focused()).toBe(document.body);
    act(() => go('/'));
    const control = getByRole('button', { name: 'Header control' });
    control.focus();
    await waitFor(() => expect(getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument());
    expect(focused()).toBe(control);
  });
});
