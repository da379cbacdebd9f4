import type { Locator, Page, Response } from '@playwright/test';
import en from '../../../src/lib/i18n/locales/en.json' with { type: 'json' };
import { accounts, DEMO_PASSWORD, expect, signIn, type AccountName } from '../fixtures';
import { settle, trackRequests } from './routes';

/** The English texts the member reads (the bundle holds the spec's exact messages). */
export const text = {
  loginFailed: 'Your login info does not seem to be right. Please try again.',
  invalidCode: 'Invalid code entered',
  notEnoughPoints: en.coupon.notEnoughPoints,
  locked: en.coupon.locked,
  noCoupons: 'No coupons available at this time.',
  verifyTitle: en.verify.modal.title,
  verifyText: en.verify.modal.text,
  activateTitle: en.coupon.activate.title,
  bannerText: en.verify.banner.text,
  bannerClose: en.verify.banner.close,
  expired: en.coupon.expired,
  validToday: en.coupon.validToday,
} as const;

/** The demo backend's wire shape of the user (what the header reads). */
export interface WireUser {
  is_verified: boolean;
  points?: number;
  wallets?: { is_primary: boolean; points: number }[];
}

export function isUserRead(response: Response): boolean {
  return response.request().method() === 'GET' && new URL(response.url()).pathname === '/wl/v1/user';
}

/** The primary wallet's points in hundredths, as the portal must show them (missing wallet: 0). */
export async function primaryPoints(userResponse: Response): Promise<number> {
  const body = (await userResponse.json()) as { data?: WireUser } & WireUser;
  const user = body.data ?? body;
  return user.wallets?.find((w) => w.is_primary)?.points ?? 0;
}

/** Points as the header pill shows them (hundredths / 100, en grouping). */
export function pointsLabel(hundredths: number): string {
  const points = hundredths / 100;
  return `${points.toLocaleString('en')} ${points === 1 ? 'point' : 'points'}`;
}

export function pointsPill(page: Page): Locator {
  return page.getByRole('banner').getByText(/^[\d,.]+ points?$/);
}

/** The session the portal persisted under localStorage `auth` (null when absent). */
export async function storedAuth(page: Page): Promise<{ token?: string; refresh_token?: string; logged?: boolean } | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('auth'));
  return raw === null ? null : (JSON.parse(raw) as { token?: string; refresh_token?: string; logged?: boolean });
}

export async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel(/e-?mail/i)).toBeVisible();
  expect((await storedAuth(page))?.token ?? null).toBeNull();
}

/** The coupon tiles of the page's main list (the deals sidebar's cards are not list items). */
export function couponTiles(page: Page): Locator {
  return page.getByRole('main').getByRole('listitem').getByRole('article');
}

/** One coupon tile by id: names repeat (c-2 and c-4 share one), the link to the coupon does not. */
export function couponTile(page: Page, id: string): Locator {
  return couponTiles(page).filter({ has: page.locator(`a[href="/coupon/${id}"]`) });
}

/** Ids of the tiles shown, in order, read from their title links. */
export async function shownCouponIds(page: Page): Promise<string[]> {
  const links = couponTiles(page).getByRole('heading').getByRole('link');
  const hrefs = await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.replace('/coupon/', '')));
}

/** A POST of the coupon list (the list query or its refetch). */
export function isCouponListRequest(request: { method(): string; url(): string }): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/wl/v1/coupons';
}

/** Opens /coupons from the menu and waits for the first page of tiles. */
export async function openCoupons(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(couponTiles(page)).toHaveCount(20);
}

/**
 * Signs in through the API and opens `path` already signed in (the session is written to
 * localStorage `auth` before the portal's scripts run). For tests about what comes after sign-in;
 * the sign-in screens themselves are driven through the UI in member-journey.spec.ts.
 */
export async function openSignedIn(page: Page, account: AccountName, path: string) {
  const response = await page.request.post('/wl/v1/user/login', {
    data: { email: accounts[account].email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), `login answered ${response.status()}`).toBe(true);
  const { data } = (await response.json()) as { data: { token: string; refresh_token: string } };
  await page.addInitScript((session) => {
    if (window.localStorage.getItem('auth') === null) window.localStorage.setItem('auth', session);
  }, JSON.stringify({ token: data.token, refresh_token: data.refresh_token, logged: true }));
  await page.goto(path);
}

/**
 * Signs the verified member in and waits until the home screen has asked for all it will ask for.
 * Its blocks load lazily and read after the first paint, so `networkidle` (reached once by the
 * sign-in page's own load) says nothing about them: a read still out when a test expires the tokens
 * would spend the refresh before the test has started watching.
 */
export async function signedInAndIdle(page: Page): Promise<void> {
  const inFlight = trackRequests(page);
  await signIn(page, 'verified');
  await expect(page.getByText('1,250 points')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular coupons' })).toBeVisible();
  expect(await settle(page, inFlight), 'the home screen settles').toBe(true);
}
