// Helpers for the preset and config-resilience specs: each preset's active routes (from the route
// table and the preset's sections, as the portal resolves them), its expected language and header
// colours, the error texts to look for, API sign-in and a "page has settled" wait.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { sectionNames } from '../../../src/generated/section-names';
import { resolveRoutes } from '../../../src/engine/routes/resolve-routes';
import { routeSettings } from '../../../src/engine/routes/route-settings';
import type { ActiveRoute, RouteSettings, RouteTable } from '../../../src/engine/routes/types';
import { DEMO_PASSWORD, accounts, type AccountName, type PresetName } from '../fixtures';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readJson = (...parts: string[]) => JSON.parse(readFileSync(join(root, ...parts), 'utf8')) as unknown;
type Json = Record<string, unknown>;

export const routeTable = readJson('channel-presets', 'default', 'routes.json') as RouteTable;

function presetChain(preset: string): string[] {
  const meta = readJson('channel-presets', preset, 'preset.json') as { extends?: string };
  return meta.extends ? [...presetChain(meta.extends), preset] : [preset];
}

/** A section of the preset, shallow-merged over the presets it extends (enough for flags and colours). */
export function presetSection(preset: PresetName, name: string): Json {
  let merged: Json = {};
  for (const p of presetChain(preset)) {
    const file = join(root, 'channel-presets', p, 'sections', `${name}.json`);
    if (existsSync(file)) merged = { ...merged, ...(JSON.parse(readFileSync(file, 'utf8')) as Json) };
  }
  return merged;
}

export function presetSettings(preset: PresetName): RouteSettings {
  return routeSettings(Object.fromEntries(sectionNames.map((name) => [name, presetSection(preset, name)])));
}

/** The routes a visitor or a member can open (routes they would be redirected from are left out). */
export function openRoutes(preset: PresetName, signedIn: boolean): ActiveRoute[] {
  const session = signedIn ? { token: 'token', logged: true } : { token: null, logged: false };
  return resolveRoutes(routeTable, presetSettings(preset), session).filter((route) => !route.redirectTo);
}

/** Every path of the table that the preset's settings leave out (for web off: the member pages). */
export function absentPaths(preset: PresetName): string[] {
  const present = new Set([...openRoutes(preset, true), ...openRoutes(preset, false)].map((r) => r.path));
  return routeTable.routes.map((r) => r.path).filter((path) => !present.has(path));
}

/** `<html lang>` the preset's GENERAL.lang should give (cs_CZ -> cs, en_GB -> en-GB). */
export function expectedHtmlLang(preset: PresetName): string {
  const general = readJson('channel-presets', preset, 'general.json') as Record<string, string>;
  const lang = general['GENERAL.lang'] ?? 'en';
  const [first = 'en', second] = lang.split('_');
  if (`${first}_${second}` === 'en_GB') return 'en-GB';
  return first.toLowerCase();
}

export function hexToRgb(hex: string): string {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

function flatten(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const ERROR_KEYS = [
  'blocks.unknown',
  'blocks.loadError',
  'blocks.error.message',
  'errors.generic',
  'errors.notFound',
  'errors.screenLoad',
  'errors.unknownScreen',
];

/** The English and preset-language texts of the portal's "something broke" messages. */
export function errorTexts(preset: PresetName): string[] {
  const lang = expectedHtmlLang(preset).replace('-', '_');
  const bundles = ['en', lang].filter((l) => existsSync(join(root, 'src/lib/i18n/locales', `${l}.json`)));
  const texts = new Set<string>(['Unknown block', 'unknown screen', 'could not load', 'Something went wrong']);
  for (const l of bundles) {
    const flat = flatten(readJson('src/lib/i18n/locales', `${l}.json`));
    for (const key of ERROR_KEYS) if (flat[key]) texts.add(flat[key].split('{{')[0]!.trim());
  }
  return [...texts].filter(Boolean);
}

const namespaces = Object.keys(readJson('src/lib/i18n/locales', 'en.json') as Json);
/** Text that looks like an untranslated i18n key (`errors.notFound`), i.e. a missing message. */
export const rawKeyPattern = new RegExp(`\\b(?:${namespaces.join('|')})\\.[a-z][A-Za-z0-9]*(?:\\.[a-z][A-Za-z0-9]*)*\\b`);

/** Signs in through the API and stores the session where the portal keeps it (localStorage `auth`). */
export async function signInByApi(page: Page, account: AccountName = 'verified'): Promise<string> {
  const response = await page.request.post('/wl/v1/user/login', {
    data: { email: accounts[account].email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`login answered ${response.status()}`);
  const { data } = (await response.json()) as { data: { token: string; refresh_token: string } };
  await page.evaluate((session) => localStorage.setItem('auth', JSON.stringify(session)), {
    token: data.token,
    refresh_token: data.refresh_token,
    logged: true,
  });
  return data.token;
}

async function firstId(page: Page, token: string, path: string, list: string): Promise<string | null> {
  const response = await page.request.post(`/wl/v1/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: path === 'consents' ? {} : { limit: 5, offset: 0 },
  });
  if (!response.ok()) return null;
  const body = (await response.json()) as { data: Record<string, Array<{ id: string | number }>> };
  const first = body.data[list]?.[0];
  return first ? String(first.id) : null;
}

/** Ids for the `:id` params of the table, from the demo data (docs/demo-backend.md). */
export async function routeIds(page: Page, token: string): Promise<Record<string, string | null>> {
  const [reward, news, address, consent] = await Promise.all([
    firstId(page, token, 'rewards', 'rewards'),
    firstId(page, token, 'news', 'news'),
    firstId(page, token, 'delivery-addresses', 'addresses'),
    firstId(page, token, 'consents', 'consents'),
  ]);
  return {
    '/coupon/:id': 'c-2',
    '/page/:id': '1',
    '/reward/:id': reward,
    '/news-article/:id': news,
    '/delivery-address/:id': address,
    '/consent/:id': consent,
  };
}

/** The concrete URL of a route, or null when an id it needs is missing. */
export function concretePath(path: string, ids: Record<string, string | null>): string | null {
  if (!path.includes(':')) return path;
  const id = ids[path];
  return id ? path.replace(/:id\b/, encodeURIComponent(id)) : null;
}

/** Tracks the page's requests in flight, to wait until a screen has finished loading. */
export function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  const done = () => (inFlight = Math.max(0, inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/** Waits until no request is in flight and no spinner shows, three polls in a row; false after `timeout` ms. */
export async function settle(page: Page, inFlight: () => number, timeout = 8_000): Promise<boolean> {
  let quiet = 0;
  const spinners = page.locator('[role="status"]:has([aria-hidden="true"]), [aria-busy="true"]');
  try {
    await expect
      .poll(async () => {
        quiet = inFlight() === 0 && (await spinners.count()) === 0 ? quiet + 1 : 0;
        return quiet >= 3;
      }, { intervals: [50], timeout })
      .toBe(true);
    return true;
  } catch {
    return false;
  }
}

/** Client-side navigation, as the portal's own links do (no reload, no second boot). */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Makes the next call of `path` answer exactly `json` (the demo fault's `json` option, docs/demo-backend.md). */
export async function faultJson(page: Page, path: string, json: unknown, extra: { status?: number; times?: number } = {}) {
  const response = await page.request.post('/__demo/fault', { data: { path, json, ...extra } });
  expect(response.ok(), `/__demo/fault answered ${response.status()}`).toBe(true);
}
