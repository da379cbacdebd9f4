// HTTP/2 over TLS (deploy/nginx/sites-available/portal.example.conf listens `ssl http2`): the test
// server's TLS block for the default channel, with a self-signed certificate made by tests/nginx/serve.ts.
import { expect, expectStyled, resetChannel, test } from './csp-guard';
import { channels, TLS_PORT } from './ports';

test.use({ ignoreHTTPSErrors: true });

test('over TLS the page, its scripts and its calls are served with HTTP/2, under the strict CSP', async ({ page }) => {
  await resetChannel(page, 'default');
  await page.goto(`https://${channels[0].host}:${TLS_PORT}/coupons`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectStyled(page, 'the login screen over TLS');
  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (entry) => `${(entry as PerformanceResourceTiming).nextHopProtocol} ${new URL(entry.name).pathname}`,
    ),
  );
  expect(protocols.length).toBeGreaterThan(5);
  expect(protocols.filter((p) => !p.startsWith('h2 ')), 'responses not over HTTP/2').toEqual([]);
});
