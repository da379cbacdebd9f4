// The first screen in the page: the demo server fills #root with the channel service's render of the
// request's route (`GET wl/v1/platform/config/first-screen`), as nginx's SSI include does
// (deploy/nginx/), else with the boot fallback (the include's stub). With demo faults set the page
// gets no render: the channel document may then be assembled from faulted parts.
import { BOOT_FALLBACK_BLOCK, FIRST_SCREEN_PLACEHOLDER } from '../../src/lib/first-screen-placeholder.ts';
import { demoStore } from '../../src/mocks/store/demo-store.ts';
import type { DemoChannels } from './channel-service.ts';

export async function withFirstScreen(html: string, origin: string, pathname: string, channels: DemoChannels): Promise<string> {
  const fallback = BOOT_FALLBACK_BLOCK.exec(html);
  if (!fallback || !html.includes(FIRST_SCREEN_PLACEHOLDER)) return html;
  let render = '';
  if (demoStore().faults.length === 0) {
    const response = await channels.fetch(new Request(new URL('/wl/v1/platform/config/first-screen', origin), { headers: { 'X-Portal-Path': pathname } }));
    if (response.ok) render = await response.text();
  }
  return html.replace(fallback[0], '').replace(FIRST_SCREEN_PLACEHOLDER, () => render || (fallback[1] ?? ''));
}
