// Screenshots of every preset's main routes at a phone and a desktop width, to compare presets side
// by side: `npx tsx scripts/screenshots.ts [--out screenshots/] [--presets default,fuel-cz]`; with
// `--studio`, the studio's shots in docs/studio/ and its preview latency (screenshots-studio.ts).
// Starts the demo server in this process on a free port, serves the current dist/ (build first),
// writes <out>/<preset>/<route>-<width>.png. See docs/screenshots.md.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import routeTable from '../channel-presets/default/routes.json' with { type: 'json' };
import { resolveRoutes } from '../src/engine/routes/resolve-routes.ts';
import { routeSettings, type RouteSettingsSections } from '../src/engine/routes/route-settings.ts';
import type { RouteTable } from '../src/engine/routes/types.ts';
import { startDemoServer } from './demo-server/server.ts';
import { shootStudio } from './screenshots-studio.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const outDir = path.resolve(root, option('out') ?? 'screenshots');
const ALL_PRESETS = ['default', 'fuel-cz', 'drugstore-pl', 'minimal-gb'];
const presets = option('presets')?.split(',') ?? ALL_PRESETS;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const MEMBER = { email: 'verified@demo.test', password: 'Demo1234' };

/** The shots: file name, path, and whether the member is signed in. */
const SHOTS = [
  { name: 'login', path: '/', member: false },
  { name: 'dashboard', path: '/', member: true },
  { name: 'coupons', path: '/coupons', member: true },
  { name: 'coupon', path: '/coupon/c-2', member: true, route: '/coupon/:id' },
  { name: 'rewards', path: '/rewards', member: true },
  { name: 'news', path: '/news', member: true },
  { name: 'profile', path: '/profile', member: true },
  { name: 'card', path: '/card', member: true },
] as const;

async function api<T>(base: string, route: string, init?: { method?: string; body?: unknown; token?: string }): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method: init?.method ?? (init?.body === undefined ? 'GET' : 'POST'),
    headers: {
      'Content-Type': 'application/json',
      ...(init?.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init?.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The paths the preset's served config opens, for a visitor or a member. */
async function openPaths(base: string, member: boolean): Promise<Set<string>> {
  const section = async (name: string) => (await api<{ data: unknown }>(base, `/wl/v1/platform/config/section/${name}`)).data;
  const [GENERAL, REGISTER, MEMBER_AUTHENTICATION] = await Promise.all(['GENERAL', 'REGISTER', 'MEMBER_AUTHENTICATION'].map(section));
  const settings = routeSettings({ GENERAL, REGISTER, MEMBER_AUTHENTICATION } as RouteSettingsSections);
  const session = member ? { token: 'token', logged: true } : { token: null, logged: false };
  return new Set(resolveRoutes(routeTable as RouteTable, settings, session).filter((r) => !r.redirectTo).map((r) => r.path));
}

/** Waits until the screen is drawn: no request in flight and no spinner, a few polls in a row. */
async function settle(page: Page, inFlight: () => number) {
  let quiet = 0;
  const deadline = Date.now() + 10_000;
  while (quiet < 4 && Date.now() < deadline) {
    const busy = await page.locator('[role="status"]:has([aria-hidden="true"]), [aria-busy="true"]').count();
    quiet = inFlight() === 0 && busy === 0 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Lazy images below the fold load only when scrolled to: visit the whole page, then wait for them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    const pending = [...document.images].filter((img) => !img.complete);
    await Promise.race([
      Promise.all(pending.map((img) => new Promise((resolve) => img.addEventListener('load', resolve, { once: true })))),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
    await document.fonts.ready;
  });
}

async function shootPreset(browser: Browser, base: string, preset: string): Promise<string[]> {
  await api(base, '/__demo/reset', { body: { preset } });
  const dir = path.join(outDir, preset);
  await mkdir(dir, { recursive: true });
  const [visitorPaths, memberPaths] = await Promise.all([openPaths(base, false), openPaths(base, true)]);
  const written: string[] = [];
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport, baseURL: base, reducedMotion: 'reduce' });
    const page = await context.newPage();
    let inFlight = 0;
    page.on('request', () => (inFlight += 1));
    page.on('requestfinished', () => (inFlight -= 1));
    page.on('requestfailed', () => (inFlight -= 1));
    const pending = () => inFlight;
    for (const shot of SHOTS) {
      const route = 'route' in shot ? shot.route : shot.path;
      if (!(shot.member ? memberPaths : visitorPaths).has(route)) continue;
      if (shot.member && !(await page.evaluate(() => localStorage.getItem('auth')))) {
        const login = await api<{ data: { token: string; refresh_token: string } }>(base, '/wl/v1/user/login', { body: MEMBER });
        await page.evaluate((session) => localStorage.setItem('auth', JSON.stringify(session)), { ...login.data, logged: true });
      }
      await page.goto(shot.path);
      await settle(page, pending);
      const file = path.join(dir, `${shot.name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      written.push(path.relative(root, file));
    }
    await context.close();
  }
  return written;
}

async function main() {
  const distDir = path.join(root, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error('dist/ has no build: run `npm run build` first');
  const unknown = presets.filter((p) => !ALL_PRESETS.includes(p) && !existsSync(path.join(root, 'channel-presets', p)));
  if (unknown.length > 0) throw new Error(`unknown preset(s): ${unknown.join(', ')}`);
  const server = await startDemoServer({ port: 0, distDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    if (args.includes('--studio')) {
      const written = await shootStudio(browser, server.url, path.join(root, 'docs/studio'));
      console.info(`studio: ${written.map((f) => path.relative(root, f)).join(', ')}`);
      return;
    }
    for (const preset of presets) {
      const written = await shootPreset(browser, server.url, preset);
      console.info(`${preset}: ${written.length} screenshots in ${path.relative(root, path.join(outDir, preset))}/`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
