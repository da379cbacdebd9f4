// Through the real nginx with its per-response nonce: the content frame gets its styles without the
// nonce (nothing of it in `srcdoc` or any attribute of the frame), and consent markup stays inside
// its pane. No CSP violation anywhere (csp-guard.ts).
import { expect, resetChannel, test } from './csp-guard';

test('content page: styles apply without a nonce; the nonce is in no attribute of the frame', async ({ page }) => {
  await resetChannel(page, 'default');
  // Fulfilled here: *.localhost resolves only inside the browser, so the real answer cannot be fetched from the test.
  await page.route('**/wl/v1/page/1/html', async (route) => {
    const html = `<!doctype html><html><head><meta name="referrer" content="unsafe-url"><base target="_self">
      <style>p.styled { color: rgb(1, 2, 3) } body { padding-top: 16px }</style></head>
      <body><p class="styled" style="margin-top: 3px">Styled</p><a id="self" href="/coupons" target="_self">Self</a></body></html>`;
    await route.fulfill({ json: { data: { id: '1', html } } });
  });
  await page.goto('/page/1');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByText('Styled')).toHaveCSS('color', 'rgb(1, 2, 3)');
  await expect(frame.getByText('Styled')).toHaveCSS('margin-top', '3px');
  await expect(frame.locator('body')).toHaveCSS('padding-top', '16px');

  const nonce = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '');
  expect(nonce, 'nginx wrote a per-response nonce').toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
  expect(nonce).not.toBe('PORTALCSPNONCE0000000000000000000');
  const attributes = await page.locator('iframe').evaluate((el) => {
    const doc = (el as HTMLIFrameElement).contentDocument!;
    const values = Array.from(el.attributes, (a) => a.value);
    for (const node of doc.querySelectorAll('*')) values.push(...Array.from(node.attributes, (a) => a.value), (node as HTMLElement).nonce ?? '');
    return values;
  });
  expect(attributes.filter((value) => value.includes(nonce))).toEqual([]);
  await expect(frame.locator('meta, base, link')).toHaveCount(0);
  await expect(frame.locator('#self')).toHaveAttribute('target', '_blank');
});

test('consent markup cannot leave its pane', async ({ page }) => {
  await resetChannel(page, 'default');
  await page.route('**/wl/v1/consent/*/text', (route) =>
    route.fulfill({
      json: {
        data: {
          id: 'v-overlay',
          consent_id: 'overlay',
          version_id: 'v-overlay',
          title: 'Overlay terms',
          html: '<div style="position: fixed; inset: 0; z-index: 2147483647; background: rgb(255, 255, 255); color: rgb(1, 2, 3)">Your session expired. Sign in again</div>',
        },
      },
    }),
  );
  await page.goto('/consent/overlay');
  await expect(page.getByRole('heading', { level: 1, name: 'Overlay terms' })).toBeVisible();
  const overlay = page.getByTestId('consent-text').getByText('Your session expired');
  await expect(overlay).toHaveCSS('color', 'rgb(1, 2, 3)');
  await expect(overlay).toHaveCSS('position', 'static');
  const onTop = await page.evaluate(() => Boolean(document.elementFromPoint(2, 2)?.closest('[data-testid="consent-text"]')));
  expect(onTop).toBe(false);
});
