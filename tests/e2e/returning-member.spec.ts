import type { Page, Route } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { couponTiles, isCouponListRequest, openSignedIn, pointsPill } from './support/member';

// A returning member's reads kept between visits (docs/offline.md, "A returning member's reads").
// The fixture resets the demo store for every test.

type KeptRecord = { queries: Array<{ queryKey: unknown[]; data: { pages?: Array<{ items: Array<{ name?: string }> }> } }> };

/** The kept record as the page's IndexedDB holds it (null: no database or no record). Never creates the database. */
async function keptRecord(page: Page): Promise<KeptRecord | null> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('portal-member-reads')) return null;
    return new Promise<KeptRecord | null>((resolve, reject) => {
      const open = indexedDB.open('portal-member-reads');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('reads')) return resolve(null), db.close();
        const read = db.transaction('reads').objectStore('reads').get('kept');
        read.onsuccess = () => (resolve((read.result as KeptRecord | undefined) ?? null), db.close());
        read.onerror = () => reject(read.error);
      };
    });
  });
}

/** The coupon names of the kept list's first page (empty: no list kept). */
async function keptCouponNames(page: Page): Promise<string[]> {
  const record = await keptRecord(page);
  const list = record?.queries.find((query) => query.queryKey[0] === 'coupons');
  return (list?.data.pages?.[0]?.items ?? []).map((coupon) => coupon.name ?? '');
}

/** Holds every coupon-list call until `release`; each is then answered by the backend, renamed by `rename`. */
function holdCouponList(page: Page, rename: (name: string, index: number) => string = (name) => name) {
  const held: Route[] = [];
  let released = false;
  const answer = async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { coupons: Array<{ name: string }> } };
    body.data.coupons = body.data.coupons.map((coupon, index) => ({ ...coupon, name: rename(coupon.name, index) }));
    await route.fulfill({ response, json: body });
  };
  void page.route(
    (url) => url.pathname === '/wl/v1/coupons',
    async (route) => {
      if (!isCouponListRequest(route.request())) return route.fallback();
      if (released) return answer(route);
      held.push(route);
    },
  );
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map(answer));
    },
  };
}

const tileNames = (page: Page) => couponTiles(page).getByRole('heading').allInnerTexts();

/** The list's first page as shown (the dashboard's blocks may have loaded the whole list into the same query). */
const firstPageNames = async (page: Page) => (await tileNames(page)).slice(0, 20);

test('a returning member sees the kept coupons at once, then the refreshed list in their place without a layout shift', async ({ page }) => {
  test.slow(); // three loads of the portal
  await signIn(page, 'verified', '/coupons');
  await expect(couponTiles(page).nth(19)).toBeVisible();
  const shown = await firstPageNames(page);
  await expect.poll(() => keptCouponNames(page)).toEqual(shown);
  await expect(pointsPill(page)).toBeVisible();
  const points = await pointsPill(page).innerText();

  // The next visit: the list call does not answer until released; then the first coupon has a new
  // name of the same length (one digit changed: a name that wraps differently would move the tiles).
  const renamed = (name: string) => name.replace(/\d/, (digit) => String((Number(digit) + 1) % 10));
  expect(renamed(shown[0]!), 'the first coupon name has a digit to change').not.toBe(shown[0]);
  const list = holdCouponList(page, (name, index) => (index === 0 ? renamed(name) : name));
  await page.reload();
  await expect(couponTiles(page)).toHaveCount(20);
  expect(await tileNames(page)).toEqual(shown);
  await expect(pointsPill(page)).toHaveText(points);
  // The kept list is on screen while its refresh is out.
  await expect.poll(() => list.held()).toBeGreaterThan(0);
  expect(await tileNames(page)).toEqual(shown);

  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift' });
  });
  await list.release();
  await expect(couponTiles(page).first().getByRole('heading')).toHaveText(renamed(shown[0]!));
  await expect(couponTiles(page)).toHaveCount(20);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  await expect.poll(async () => (await keptCouponNames(page))[0]).toBe(renamed(shown[0]!));
});

test('logout drops the kept reads: the next load has none', async ({ page }) => {
  test.slow(); // three loads of the portal
  await signIn(page, 'verified', '/coupons');
  await expect(couponTiles(page).nth(19)).toBeVisible();
  await expect.poll(async () => (await keptCouponNames(page)).length).toBe(20);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect.poll(() => keptRecord(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await keptRecord(page)).toBeNull();
});

test("another member's sign-in never sees the first member's kept coupons", async ({ page }) => {
  // The first member's list, marked so it can be told from anyone else's.
  test.slow(); // four loads of the portal
  const marked = holdCouponList(page, (name) => `Only for the first member: ${name}`);
  await marked.release();
  await signIn(page, 'verified', '/coupons');
  await expect(couponTiles(page).nth(19)).toBeVisible();
  await expect.poll(async () => (await keptCouponNames(page))[0] ?? '').toMatch(/^Only for the first member/);
  await page.unrouteAll({ behavior: 'wait' });

  // Another member's session arrives with the page (as another tab's sign-in leaves it), the list held.
  const list = holdCouponList(page);
  await page.evaluate(() => window.localStorage.removeItem('auth'));
  await openSignedIn(page, 'unverified', '/coupons');
  await expect.poll(() => list.held()).toBeGreaterThan(0);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByText(/Only for the first member/)).toHaveCount(0);
  expect(await keptCouponNames(page)).toEqual([]);
  await list.release();
  await expect(couponTiles(page)).toHaveCount(20);
  await expect(page.getByText(/Only for the first member/)).toHaveCount(0);
  await expect.poll(async () => (await keptCouponNames(page)).length).toBe(20);
  expect((await keptCouponNames(page)).some((name) => name.startsWith('Only for the first member'))).toBe(false);
});
