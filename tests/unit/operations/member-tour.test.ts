// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activateCoupon } from '@/lib/api/operations/activate-coupon';
import { deactivateCoupon } from '@/lib/api/operations/deactivate-coupon';
import { getCard } from '@/lib/api/operations/get-card';
import { getConsentText } from '@/lib/api/operations/get-consent-text';
import { getCoupon } from '@/lib/api/operations/get-coupon';
import { getCurrentConsentText } from '@/lib/api/operations/get-current-consent-text';
import { getReward } from '@/lib/api/operations/get-reward';
import { getUser } from '@/lib/api/operations/get-user';
import { linkIdentity } from '@/lib/api/operations/link-identity';
import { listConsents } from '@/lib/api/operations/list-consents';
import { listCoupons } from '@/lib/api/operations/list-coupons';
import { listDeliveryAddresses } from '@/lib/api/operations/list-delivery-addresses';
import { listIdentities } from '@/lib/api/operations/list-identities';
import { listPerks } from '@/lib/api/operations/list-perks';
import { listRewards } from '@/lib/api/operations/list-rewards';
import { pairCard } from '@/lib/api/operations/pair-card';
import { redeemCoupon } from '@/lib/api/operations/redeem-coupon';
import { redeemPromoCode } from '@/lib/api/operations/redeem-promo-code';
import { requestPhysicalCard } from '@/lib/api/operations/request-physical-card';
import { revokeConsent } from '@/lib/api/operations/revoke-consent';
import { selectReward } from '@/lib/api/operations/select-reward';
import { signConsent } from '@/lib/api/operations/sign-consent';
import { unlinkIdentity } from '@/lib/api/operations/unlink-identity';
import { updateProfile } from '@/lib/api/operations/update-profile';
import { verifyIdentity } from '@/lib/api/operations/verify-identity';
import { DEMO_CODE } from '@/mocks/handlers';
import { installDemoBackend, signIn } from './demo-backend';

const backend = installDemoBackend();
const page = { limit: 20, offset: 0 };

const primaryPoints = async () => (await getUser()).wallets.find((w) => w.is_primary)?.points ?? 0;

describe('the member and the account', () => {
  it('edits the profile and reads it back', async () => {
    await signIn('verified');
    const updated = await updateProfile({ first_name: 'Veronika', phone_secondary: '+420777000111' });
    expect(updated).toMatchObject({ first_name: 'Veronika', phone_secondary: '+420777000111' });
    expect((await getUser()).first_name).toBe('Veronika');
  });

  it('links a phone, verifies it with its code and unlinks it; the primary one cannot go', async () => {
    await signIn('verified');
    const before = await listIdentities();
    expect(before.map((i) => i.type).sort()).toEqual(['card', 'email', 'phone']);
    const linked = await linkIdentity({ type: 'phone', value: '+420777123456' });
    expect(linked).toMatchObject({ value: '+420777123456', is_verified: false, is_primary: false });
    await expect(verifyIdentity({ id: linked.id, code: '000000' })).rejects.toMatchObject({ message: 'Invalid code entered' });
    await expect(verifyIdentity({ id: linked.id, code: DEMO_CODE })).resolves.toMatchObject({ is_verified: true });
    expect((await listIdentities()).find((i) => i.id === linked.id)?.is_verified).toBe(true);
    await expect(unlinkIdentity(linked.id)).resolves.toEqual({ success: true });
    expect(await listIdentities()).toEqual(before);
    await expect(unlinkIdentity(before.find((i) => i.is_primary)!.id)).rejects.toMatchObject({ status: 400 });
  });

  it('shows the card, pairs another free card and orders a physical one to an address', async () => {
    await signIn('nopoints');
    expect(await getCard()).toMatchObject({ card_number: null, physical_card: 'none' });
    await expect(pairCard({ card_number: '4000000000000001' })).rejects.toMatchObject({ status: 409 });
    await expect(pairCard({ card_number: '4000123412345678' })).resolves.toMatchObject({ card_number: '4000123412345678' });
    expect((await getUser()).card_number).toBe('4000123412345678');
    await expect(requestPhysicalCard({ delivery_address_id: 'nowhere' })).rejects.toMatchObject({ message: 'Fill in mandatory fields' });
    await signIn('verified');
    const [address] = await listDeliveryAddresses(page);
    await expect(requestPhysicalCard({ delivery_address_id: address!.id })).resolves.toMatchObject({ physical_card: 'requested' });
    expect((await getCard()).physical_card).toBe('requested');
  });
});

describe('consents', () => {
  it('lists profile consents, signs one (the signature shows) and revokes it', async () => {
    await signIn('verified');
    const consents = await listConsents('PROFILE');
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.every((c) => c.display_in?.includes('PROFILE'))).toBe(true);
    const { id, version_id, signature } = consents.find((c) => c.type === 'MARKETING')!;
    expect(signature).toBeNull();
    const signed = await signConsent(version_id);
    expect(signed).toMatchObject({ consent_id: id, version_id });
    expect((await listConsents('PROFILE')).find((c) => c.id === id)?.signature?.id).toBe(signed.id);
    await expect(revokeConsent({ versionId: version_id, signatureId: signed.id })).resolves.toEqual({ success: true });
    expect((await listConsents('PROFILE')).find((c) => c.id === id)?.signature).toBeNull();
  });

  it('signed out, footer consents carry no signatures; signed in, the required ones are signed', async () => {
    const footer = await listConsents('FOOTER');
    expect(footer.length).toBeGreaterThan(0);
    expect(footer.every((c) => c.signature === null)).toBe(true);
    await signIn('verified');
    expect((await listConsents('FOOTER')).filter((c) => c.is_required).every((c) => c.signature !== null)).toBe(true);
  });

  it('reads a consent text by version and the current text by consent', async () => {
    const [consent] = await listConsents('REGISTRATION');
    const byVersion = await getConsentText(consent!.version_id);
    expect(byVersion).toMatchObject({ consent_id: consent!.id, version_id: consent!.version_id });
    expect(byVersion.html).toContain('<');
    expect(await getCurrentConsentText(consent!.id)).toEqual(byVersion);
  });
});

describe('coupons', () => {
  it('lists a page of at most 20 and reads one', async () => {
    await signIn('verified');
    const coupons = await listCoupons(page);
    expect(coupons.length).toBeGreaterThan(0);
    expect(coupons.length).toBeLessThanOrEqual(20);
    const second = await listCoupons({ limit: 20, offset: 20 });
    expect(second.some((c) => coupons.some((d) => d.id === c.id))).toBe(false);
    await expect(getCoupon(coupons[0]!.id)).resolves.toEqual(coupons[0]);
  });

  it('activate spends points, deactivate returns them and the coupon is no longer activated', async () => {
    await signIn('verified');
    const now = Date.now();
    const coupon = (await listCoupons(page)).find(
      (c) => !c.activated && c.points > 0 && Date.parse(c.valid_from ?? '') < now && Date.parse(c.valid_until ?? '') > now + 86_400_000,
    )!;
    const points = await primaryPoints();
    expect((await activateCoupon(coupon.id)).activated).toBe(true);
    expect(await primaryPoints()).toBe(points - coupon.points);
    expect((await deactivateCoupon(coupon.id)).activated).toBe(false);
    expect((await getCoupon(coupon.id)).activated).toBe(false);
    expect(await primaryPoints()).toBe(points);
    await expect(deactivateCoupon(coupon.id)).rejects.toMatchObject({ status: 400 });
  });

  it('redeem marks an activated coupon used and it leaves the list', async () => {
    await signIn('verified');
    const activated = (await listCoupons(page)).find((c) => c.activated)!;
    expect((await redeemCoupon(activated.id)).used).toBe(true);
    const after = [...(await listCoupons(page)), ...(await listCoupons({ limit: 20, offset: 20 }))];
    expect(after.some((c) => c.id === activated.id)).toBe(false);
  });
});

describe('rewards, perks and promo codes', () => {
  it('lists rewards popular first and reads one', async () => {
    await signIn('verified');
    const rewards = await listRewards(page);
    expect(rewards.length).toBeGreaterThan(0);
    expect(rewards.length).toBeLessThanOrEqual(20);
    expect(rewards[0]!.popular).toBe(true);
    await expect(getReward(rewards[0]!.id)).resolves.toEqual(rewards[0]);
  });

  it('selecting a reward deducts its points for a verified member', async () => {
    await signIn('verified');
    const reward = (await listRewards(page)).find((r) => r.fulfilment.includes('donation') && r.stock !== 0)!;
    const points = await primaryPoints();
    const selected = await selectReward({ id: reward.id, fulfilment: 'donation' });
    expect(selected.order).toMatchObject({ reward_id: reward.id, status: 'donated', points: reward.points });
    expect(selected.points_left).toBe(points - reward.points);
    expect(await primaryPoints()).toBe(points - reward.points);
  });

  it('only verified members may select a reward; the refusal is reported', async () => {
    await signIn('unverified');
    const reward = (await listRewards(page)).find((r) => r.fulfilment.includes('donation'))!;
    const points = await primaryPoints();
    await expect(selectReward({ id: reward.id, fulfilment: 'donation' })).rejects.toMatchObject({
      status: 403,
      message: 'Only verified accounts can select rewards',
    });
    expect(backend.reported.map((e) => e.message)).toContain('Only verified accounts can select rewards');
    expect(await primaryPoints()).toBe(points);
  });

  it('too costly a reward is refused with the spec message', async () => {
    await signIn('verified');
    const points = await primaryPoints();
    const costly = (await listRewards(page)).find((r) => r.points > points && r.fulfilment.includes('delivery'))!;
    const [address] = await listDeliveryAddresses(page);
    await expect(selectReward({ id: costly.id, fulfilment: 'delivery', delivery_address_id: address!.id })).rejects.toMatchObject({
      message: "You don't have enough points for this reward!",
    });
  });

  it('lists perks', async () => {
    await signIn('verified');
    const perks = await listPerks(page);
    expect(perks.length).toBeGreaterThan(0);
    expect(perks.length).toBeLessThanOrEqual(20);
    expect(perks[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
  });

  it('a promo code credits points once; a coupon code adds a coupon', async () => {
    await signIn('verified');
    const points = await primaryPoints();
    await expect(redeemPromoCode({ code: 'WELCOME100' })).resolves.toMatchObject({ points: 10_000, coupon: null });
    expect(await primaryPoints()).toBe(points + 10_000);
    await expect(redeemPromoCode({ code: 'WELCOME100' })).rejects.toMatchObject({ status: 409, messageKey: 'errors.codeAlreadyUsed' });
    const gift = await redeemPromoCode({ code: 'FREECOFFEE' });
    expect(gift.coupon?.name).toBe('Free coffee');
    expect((await listCoupons(page)).some((c) => c.id === gift.coupon?.id)).toBe(true);
  });
});
