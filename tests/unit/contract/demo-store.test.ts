// @vitest-environment node
// Behaviour of the demo backend's store through its handlers: state changes, paging, tokens, seeding.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoStore, demoStore, handlers, resetDemoStore } from '@/mocks/handlers';
import { deepMerge, loadPreset } from '@/mocks/preset-source';
import { Recorder } from './recorder';
import { REFRESH_REUSE_MS, REFRESH_TTL_MS } from '@/mocks/store/demo-store';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDemoStore({ preset: 'default' });
});

type Coupon = { id: string; points: number; activated: boolean; code: string | null; valid_from: string | null; valid_until: string | null; expiration_at: number | null };

describe('demo store', () => {
  it('activates a coupon for its points and refunds them on deactivation', async () => {
    const r = new Recorder();
    const { token } = await r.login('verified@demo.test');
    const points = async () => (await r.get('user', token)).body.data.points as number;
    const before = await points();
    const coupons: Coupon[] = (await r.post('coupons', { limit: 100, offset: 0 }, token)).body.data.coupons;
    const now = Date.now();
    const priced = coupons.find(
      (c) => !c.activated && c.points > 0 && c.points <= before && c.valid_from !== null && Date.parse(c.valid_from) <= now && c.valid_until !== null && Date.parse(c.valid_until) > now + 86_400_000 && c.expiration_at === null,
    );
    expect(priced).toBeDefined();
    expect(priced?.code).toBeNull();
    const activated = await r.post(`coupon/${priced?.id}/activate`, undefined, token);
    expect(activated.status).toBe(200);
    expect(activated.body.data.coupon).toMatchObject({ activated: true, code: expect.stringMatching(/^\d{13}$/) });
    expect(await points()).toBe(before - (priced?.points ?? 0));
    expect((await r.post(`user-coupon/${priced?.id}/deactivate`, undefined, token)).body.data.coupon.activated).toBe(false);
    expect(await points()).toBe(before);
  });

  it('refuses activation without points, before the start, and for unverified members', async () => {
    const r = new Recorder();
    const nopoints = (await r.login('nopoints@demo.test')).token;
    const unverified = (await r.login('unverified@demo.test')).token;
    expect((await r.post('coupon/c-11/activate', undefined, nopoints)).body.message).toBe("You don't have enough points for this coupon!");
    expect((await r.post('coupon/c-1/activate', undefined, nopoints)).status).toBe(400);
    expect((await r.post('coupon/c-2/activate', undefined, unverified)).status).toBe(403);
  });

  it('pages coupons by limit and offset; the short page is the last', async () => {
    const r = new Recorder();
    const { token } = await r.login('verified@demo.test');
    const ids: string[] = [];
    const sizes: number[] = [];
    for (let offset = 0; ; offset += 20) {
      const page: Coupon[] = (await r.post('coupons', { limit: 20, offset }, token)).body.data.coupons;
      sizes.push(page.length);
      ids.push(...page.map((c) => c.id));
      if (page.length < 20) break;
    }
    // 45 seeded coupons; the expired one (c-12) is not listed.
    expect(sizes).toEqual([20, 20, 4]);
    expect(new Set(ids).size).toBe(44);
    expect(ids).not.toContain('c-12');
  });

  it('accepts a refresh token once, and expired access tokens answer 401', async () => {
    const r = new Recorder();
    const first = await r.login('verified@demo.test');
    await r.post('../../__demo/expire-tokens');
    expect((await r.get('user', first.token)).status).toBe(401);
    const again = await r.post('user/token/refresh', { refresh_token: first.refresh_token });
    expect(again.status).toBe(200);
    expect((await r.get('user', again.body.data.token)).status).toBe(200);
    demoStore().offsetMs = REFRESH_REUSE_MS;
    expect((await r.post('user/token/refresh', { refresh_token: first.refresh_token })).status).toBe(401);
    demoStore().offsetMs = 16 * 60_000 + REFRESH_REUSE_MS;
    expect((await r.get('user', again.body.data.token)).status).toBe(401);
  });

  it('answers a spent refresh token again within the reuse interval, while its successor is unused', async () => {
    const r = new Recorder();
    const first = await r.login('verified@demo.test');
    const lost = await r.post('user/token/refresh', { refresh_token: first.refresh_token });
    demoStore().offsetMs = REFRESH_REUSE_MS - 1_000;
    const retried = await r.post('user/token/refresh', { refresh_token: first.refresh_token });
    expect(retried.status).toBe(200);
    expect(retried.body.data.refresh_token).toBe(lost.body.data.refresh_token);
    expect(retried.body.data.token).not.toBe(lost.body.data.token);
    expect((await r.get('user', retried.body.data.token)).status).toBe(200);

    expect((await r.post('user/token/refresh', { refresh_token: retried.body.data.refresh_token })).status).toBe(200);
    expect((await r.post('user/token/refresh', { refresh_token: first.refresh_token })).status).toBe(401);
  });

  it("states the session's end with the tokens and refuses a refresh token past it", async () => {
    const r = new Recorder();
    const first = await r.login('verified@demo.test');
    expect((first as { refresh_expires_in?: number }).refresh_expires_in).toBe(REFRESH_TTL_MS / 1000);
    const next = await r.post('user/token/refresh', { refresh_token: first.refresh_token });
    expect(next.body.data.refresh_expires_in).toBe(REFRESH_TTL_MS / 1000);
    demoStore().offsetMs = REFRESH_TTL_MS;
    expect((await r.post('user/token/refresh', { refresh_token: next.body.data.refresh_token })).status).toBe(401);
  });

  it.each([
    ['default', 'Free coffee', 'Reward redeemed'],
    ['fuel-cz', 'Káva zdarma', 'Uplatněná odměna'],
    ['drugstore-pl', 'Kawa gratis', 'Wymieniona nagroda'],
  ])("the seeded history's balancing spend (%s) is a reward, never a free item costing points", async (preset, free, reward) => {
    resetDemoStore({ preset });
    const r = new Recorder();
    const { token } = await r.login('verified@demo.test');
    const movements: { points: number; description: string }[] = (await r.post('wallet-transactions', { limit: 100, offset: 0 }, token)).body.data.wallet_transactions;
    const spends = movements.filter((movement) => movement.points < 0 && movement.description === reward);
    expect(spends.length).toBeGreaterThan(0);
    expect(movements.filter((movement) => movement.description === free && movement.points !== 0)).toEqual([]);
  });

  it.each([
    ['fuel-cz', ['klávesnice', 'zrnková káva', 'čokoláda', 'ručník', 'batoh', 'láhev na vodu'], 'čokoládu'],
    ['drugstore-pl', ['klawiatura', 'kawa ziarnista', 'czekolada', 'ręcznik', 'plecak', 'butelka na wodę'], 'kawę ziarnistą'],
  ])("seeded receipts (%s) name their items in the nominative", (preset, nominative, accusative) => {
    resetDemoStore({ preset });
    const names = demoStore().members.flatMap((member) => member.bills.flatMap((bill) => (bill.items ?? []).map((item) => item.name)));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !nominative.includes(name))).toEqual([]);
    expect(names).not.toContain(accusative);
  });

  it("minimal-gb's e-mail verification texts promise no coupons or rewards (the channel has neither)", () => {
    const translations = loadPreset('minimal-gb').translations as Record<string, Record<string, string>>;
    const texts = ['verify.success.text', 'screens.verifySuccess.text'].map((key) => translations.en_GB?.[key] ?? '');
    expect(texts.every((value) => value !== '')).toBe(true);
    expect(texts.filter((value) => /coupon|reward/i.test(value))).toEqual([]);
  });

  it('deducts reward points and only lets verified members select', async () => {
    const r = new Recorder();
    const { token } = await r.login('verified@demo.test');
    const unverified = (await r.login('unverified@demo.test')).token;
    const before = (await r.get('user', token)).body.data.points as number;
    const selected = await r.post('reward/r-2/select', { fulfilment: 'donation' }, token);
    expect(selected.body.data.points_left).toBe(before - 10_000);
    expect((await r.get('user', token)).body.data.points).toBe(before - 10_000);
    expect((await r.post('reward/r-2/select', { fulfilment: 'donation' }, unverified)).body.message).toBe('Only verified accounts can select rewards');
  });

  it('registers a member who can sign in, and adds an uploaded invoice as pending', async () => {
    const r = new Recorder();
    const consents = [{ id: 'cons-1', version_id: 'cv-1-2' }, { id: 'cons-2', version_id: 'cv-2-2' }];
    const created = await r.post('user/registration', { first_name: 'A', surname: 'B', email: 'a@b.test', password: 'Secret123', card_choice: 'later', consents });
    expect(created.body.data).toMatchObject({ email: 'a@b.test', is_verified: false });
    const { token } = await r.login('a@b.test', 'Secret123');
    expect((await r.get('user', token)).body.data.is_verified).toBe(false);
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4'], 'march.pdf', { type: 'application/pdf' }));
    await r.call('POST', 'invoice/upload', { form, token });
    expect((await r.post('invoices', { limit: 20, offset: 0 }, token)).body.data.invoices).toEqual([expect.objectContaining({ file_name: 'march.pdf', status: 'pending' })]);
  });

  it('seeds coupons in every state relative to the seeding time, deterministically', () => {
    const now = Date.parse('2026-05-04T10:00:00Z');
    const store = createDemoStore({ preset: 'default', seed: 7, now });
    const coupons = store.members[0]?.coupons ?? [];
    const ends = coupons.map((c) => (c.expiration_at ? c.expiration_at * 1000 : c.valid_until ? Date.parse(c.valid_until) : null));
    expect(ends.some((e) => e !== null && e - now > 0 && e - now <= 100_000)).toBe(true);
    expect(ends.some((e) => e !== null && e - now > 100_000 && e - now <= 180_000)).toBe(true);
    expect(ends.some((e) => e !== null && e < now)).toBe(true);
    expect(ends.some((e) => e === null)).toBe(true);
    expect(coupons.some((c) => c.valid_from && Date.parse(c.valid_from) > now)).toBe(true);
    expect(coupons.some((c) => c.activated)).toBe(true);
    expect(coupons.some((c) => c.points > (store.members[0]?.user.points ?? 0))).toBe(true);
    const twin = createDemoStore({ preset: 'default', seed: 7, now });
    expect(twin.members[0]?.coupons).toEqual(coupons);
    expect(twin.catalogue.news).toEqual(store.catalogue.news);
  });

  it('injects a fault once, then answers normally', async () => {
    const r = new Recorder();
    // A member call (the config reads are the channel service's: tests/unit/contract/demo-fault-json.test.ts).
    await r.post('../../__demo/fault', { path: 'user', status: 503 });
    expect((await r.get('user')).status).toBe(503);
    expect((await r.get('user')).status).toBe(401);
    expect((await r.post('../../__demo/preset', { name: 'no-such-preset' })).status).toBe(404);
  });
});

describe('preset source', () => {
  it('deep-merges objects and replaces arrays', () => {
    expect(deepMerge({ a: { b: 1, c: [1, 2] }, d: 1 }, { a: { c: [3] }, e: 2 })).toEqual({ a: { b: 1, c: [3] }, d: 1, e: 2 });
  });

  it('falls back to empty objects for a preset without files', () => {
    const preset = loadPreset('no-such-preset');
    expect(preset.general).toBeTypeOf('object');
    expect(preset.sections).toBeTypeOf('object');
    expect(preset.translations).toBeTypeOf('object');
  });
});
