// Custom CSS for a spec: the demo backend answers GENERAL with `custom_css` set, so the portal
// checks and injects it as it would a channel's own.
import type { Page } from '@playwright/test';
import type { DemoBackend } from '../fixtures';

export async function injectCustomCss(page: Page, demo: DemoBackend, css: string) {
  const channel = (await (await page.request.get('/__demo/state')).json()) as { channel_id: string };
  const answer = (await (await page.request.get('/wl/v1/platform/config/section/GENERAL', { headers: { 'X-Channel-Id': channel.channel_id } })).json()) as {
    data: Record<string, unknown>;
  };
  await demo.fault({ path: 'platform/config/section/GENERAL', json: { ...answer, data: { ...answer.data, custom_css: css } }, times: 50 });
}
