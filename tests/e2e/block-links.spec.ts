// Every link a block renders from config goes through the one link rule (`configLink`): the link
// props are read from the block schemas (src/generated/block-link-props.ts), so a new block with a
// link prop is put through here too. Each of the 18 URL forms goes into every link prop of every
// block on a visitor page: none is rendered as a same-tab link, boot validation names each with its
// pointer, and every link that is rendered keeps the page on the portal's origin when clicked.
import type { ConsoleMessage, Page } from '@playwright/test';
import { blockLinkProps } from '../../src/generated/block-link-props';
import { expect, test } from './fixtures';
import { rewriteApi } from './support/faults';
import { EVIL_HOST, OFFSITE_LINK_FORMS } from './support/offsite-links';

type Json = Record<string, unknown>;
type Path = readonly string[];

/**
 * How each block shows a link: the props around the link prop and the label its link is found by.
 * A block with a link prop and no entry here fails the first test: add it.
 */
const fixtures: Record<string, (path: Path, target: string, label: string) => { block: Json; name: RegExp }> = {
  section: (_path, target, label) => ({ block: { type: 'section', props: { title: label, showAllTo: target } }, name: /^Show all$/ }),
  'empty-state': (_path, target, label) => ({
    block: { type: 'empty-state', props: { text: label, linkLabel: 'common.showAll', linkTo: target } },
    name: /^Show all$/,
  }),
  banner: (_path, target, label) => ({ block: { type: 'banner', props: { title: `${label}-title`, linkLabel: 'common.showAll', linkTo: target } }, name: /^Show all$/ }),
  links: (_path, target, label) => ({ block: { type: 'links', props: { items: [{ label, to: target }, { label: `${label} ext`, to: target, external: true }] } }, name: new RegExp(`^${label}`) }),
  'paged-list': (_path, target) => ({ block: { type: 'paged-list', props: { dataSource: 'leaflets', maxItems: 1, itemLinkTo: target } }, name: /./ }),
  'item-field': (_path, target) => ({
    block: { type: 'paged-list', props: { dataSource: 'leaflets', maxItems: 1 }, children: [{ type: 'item-field', props: { field: 'title', as: 'title', to: target } }] },
    name: /./,
  }),
};

const linkCases = Object.entries(blockLinkProps).flatMap(([type, paths]) => paths.map((path) => ({ type, path })));

/** A screen with one block per URL form for one link prop, each in a section (a region named by its id). */
function probeScreen(c: number, targets: readonly string[]) {
  const { type, path } = linkCases[c]!;
  const regions: Array<{ id: string; pointer: string; name: RegExp }> = [];
  const blocks = targets.map((target, f) => {
    const id = `probe-${c}-${f}`;
    const { block, name } = fixtures[type]!(path, target, `${id}-in`);
    const inner = type === 'item-field' ? '/children/0/children/0' : '/children/0';
    regions.push({ id, pointer: `/structure/screens/link-probe/blocks/${f}${inner}/props/${path.map((p) => (p === '*' ? '0' : p)).join('/')}`, name });
    return { type: 'section', props: { title: id }, children: [block] };
  });
  return { screen: { blocks }, regions };
}

/** Serves the probe screen of link case `current.case` at /link-probe (read on every load of the structure). */
async function serveProbes(page: Page, targets: readonly string[]) {
  const current = { case: 0 };
  await rewriteApi(page, '**/wl/v1/platform/config/structure', (data) => {
    const routes = (data.routes as { routes: Json[] } | undefined)?.routes ?? [];
    return {
      ...data,
      routes: { ...(data.routes as Json), routes: [{ path: '/link-probe', access: 'any', screen: 'link-probe', layout: 'page-single' }, ...routes] },
      screens: { ...(data.screens as Json), 'link-probe': probeScreen(current.case, targets).screen },
    };
  });
  /** Opens the probe of one link prop; resolves once its sections are on screen. */
  return async (c: number) => {
    current.case = c;
    await page.goto('/link-probe');
    const probe = probeScreen(c, targets);
    for (const region of probe.regions) await expect(page.getByRole('region', { name: region.id, exact: true })).toBeVisible({ timeout: 20_000 });
    return probe;
  };
}

test.beforeEach(async ({ page }) => {
  await page.context().route((url) => url.hostname === EVIL_HOST, (route) => route.abort());
});

test('every link prop of every block is covered here', () => {
  expect(linkCases.length).toBeGreaterThanOrEqual(5);
  expect(linkCases.map((c) => c.type).filter((type) => !fixtures[type])).toEqual([]);
  expect(OFFSITE_LINK_FORMS).toHaveLength(18);
});

test('the 18 URL forms through every link prop of every block: no same-tab link leaves, each named with its pointer', async ({ page }) => {
  test.setTimeout(150_000);
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const open = await serveProbes(page, OFFSITE_LINK_FORMS);
  for (const [c, { type, path }] of linkCases.entries()) {
    const probe = await open(c);
    const origin = new URL(page.url()).origin;
    const where = `${type} ${path.join('.')}`;
    const leaving = await page.evaluate(
      (host) =>
        Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href]'))
          .filter((a) => {
            const url = new URL(a.href, location.href);
            const newTab = a.target === '_blank' && /\bnoopener\b/.test(a.rel) && /\bnoreferrer\b/.test(a.rel);
            if (/^(javascript|data):/i.test(a.getAttribute('href') ?? '')) return true;
            return url.origin !== location.origin || url.hostname === host ? !newTab : false;
          })
          .map((a) => `${a.textContent}: ${a.getAttribute('href')}`),
      EVIL_HOST,
    );
    expect(leaving, where).toEqual([]);
    for (const region of probe.regions) {
      expect(warnings.some((w) => w.includes(region.pointer)), `a warning names ${region.pointer}`).toBe(true);
    }

    // Click every link the probe shows: the page stays on the portal, or a new tab opens.
    const links = page.locator('main a[href]');
    const count = await links.count();
    for (let i = 0; i < count; i += 1) {
      const link = links.nth(i);
      const newTab = (await link.getAttribute('target')) === '_blank';
      const popup = newTab ? page.waitForEvent('popup') : null;
      await link.click();
      if (popup) await (await popup).close();
      expect(new URL(page.url()).origin, where).toBe(origin);
      if (!newTab) await page.goBack();
      await expect(page).toHaveURL(`${origin}/link-probe`);
    }
  }
});

test('in-app targets in the same props are followed in the same tab, on the portal', async ({ page }) => {
  test.setTimeout(90_000);
  // A route a visitor may open: links to closed routes are left out on purpose.
  const open = await serveProbes(page, ['/register']);
  for (const c of linkCases.keys()) {
    const probe = await open(c);
    const origin = new URL(page.url()).origin;
    const [region] = probe.regions;
    const link = page.getByRole('region', { name: region!.id, exact: true }).getByRole('link', { name: region!.name }).first();
    await expect(link, region!.id).toBeVisible();
    await expect(link).not.toHaveAttribute('target', '_blank');
    await link.click();
    await expect(page).toHaveURL(`${origin}/register`);
  }
});
