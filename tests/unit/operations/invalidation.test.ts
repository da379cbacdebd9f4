// @vitest-environment node
import { MutationObserver, type MutationObserverOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateCouponMutation } from '@/lib/api/operations/activate-coupon';
import { createDeliveryAddressMutation } from '@/lib/api/operations/create-delivery-address';
import { deactivateCouponMutation } from '@/lib/api/operations/deactivate-coupon';
import { deleteDeliveryAddressMutation } from '@/lib/api/operations/delete-delivery-address';
import { cardQuery } from '@/lib/api/operations/get-card';
import { couponQuery } from '@/lib/api/operations/get-coupon';
import { deliveryAddressQuery } from '@/lib/api/operations/get-delivery-address';
import { publicConfigQuery } from '@/lib/api/operations/get-public-config';
import { rewardQuery } from '@/lib/api/operations/get-reward';
import { userQuery } from '@/lib/api/operations/get-user';
import { linkIdentityMutation } from '@/lib/api/operations/link-identity';
import { consentsQuery, listConsents } from '@/lib/api/operations/list-consents';
import { couponsQuery, listCoupons } from '@/lib/api/operations/list-coupons';
import { dealsQuery } from '@/lib/api/operations/list-deals';
import { deliveryAddressesQuery } from '@/lib/api/operations/list-delivery-addresses';
import { identitiesQuery } from '@/lib/api/operations/list-identities';
import { invoicesQuery } from '@/lib/api/operations/list-invoices';
import { newsQuery } from '@/lib/api/operations/list-news';
import { rewardsQuery } from '@/lib/api/operations/list-rewards';
import { transactionsQuery } from '@/lib/api/operations/list-transactions';
import { walletTransactionsQuery } from '@/lib/api/operations/list-wallet-transactions';
import { loginMutation } from '@/lib/api/operations/login';
import { pairCardMutation } from '@/lib/api/operations/pair-card';
import { redeemCouponMutation } from '@/lib/api/operations/redeem-coupon';
import { redeemPromoCodeMutation } from '@/lib/api/operations/redeem-promo-code';
import { requestPhysicalCardMutation } from '@/lib/api/operations/request-physical-card';
import { revokeConsentMutation } from '@/lib/api/operations/revoke-consent';
import { selectRewardMutation } from '@/lib/api/operations/select-reward';
import { signConsentMutation } from '@/lib/api/operations/sign-consent';
import { updateDeliveryAddressMutation } from '@/lib/api/operations/update-delivery-address';
import { updateProfileMutation } from '@/lib/api/operations/update-profile';
import { uploadInvoiceMutation } from '@/lib/api/operations/upload-invoice';
import { verifyEmailMutation } from '@/lib/api/operations/verify-email';
import { unlinkIdentityMutation } from '@/lib/api/operations/unlink-identity';
import { verifyIdentityMutation } from '@/lib/api/operations/verify-identity';
import { createQueryClient } from '@/lib/query';
import { DEMO_CODE } from '@/mocks/handlers';
import { account, installDemoBackend, signIn } from './demo-backend';

installDemoBackend();

// Every cached read a member can hold, keyed exactly as the operation files key them.
const cached = {
  user: userQuery().queryKey,
  identities: identitiesQuery().queryKey,
  consents: consentsQuery('PROFILE').queryKey,
  coupons: couponsQuery().queryKey,
  coupon: couponQuery('c-3').queryKey,
  rewards: rewardsQuery().queryKey,
  reward: rewardQuery('r-2').queryKey,
  walletTransactions: walletTransactionsQuery().queryKey,
  transactions: transactionsQuery().queryKey,
  card: cardQuery().queryKey,
  invoices: invoicesQuery('pending').queryKey,
  addresses: deliveryAddressesQuery().queryKey,
  address: deliveryAddressQuery('m1-a-1').queryKey,
  otherAddress: deliveryAddressQuery('m1-a-2').queryKey,
  news: newsQuery(['web']).queryKey,
  deals: dealsQuery().queryKey,
} satisfies Record<string, QueryKey>;

type Name = keyof typeof cached;

let queryClient: QueryClient;

async function fillCache() {
  for (const key of Object.values(cached) as QueryKey[]) queryClient.setQueryData(key, { seeded: true });
  // Built from its options, as the boot does, so the query carries its public meta.
  await queryClient.prefetchQuery({ ...publicConfigQuery(), queryFn: () => ({ channel_id: 'c', general: {} }) });
}

/** The cached reads a mutation marked stale (or dropped), by name. */
function touched(): Name[] {
  return (Object.keys(cached) as Name[])
    .filter((name) => {
      const state = queryClient.getQueryState(cached[name]);
      return !state || state.isInvalidated;
    })
    .sort();
}

/** Runs a mutation's real options (fetcher against the demo backend, then its onSuccess). */
const run = <TData, TVariables>(options: MutationObserverOptions<TData, Error, TVariables>, variables: TVariables) =>
  new MutationObserver(queryClient, options).mutate(variables);

beforeEach(async () => {
  queryClient = createQueryClient();
  await signIn('verified');
  await fillCache();
});

describe('coupon and consent mutations (spec section 4)', () => {
  it('redeem refreshes coupons, the coupon and the member, nothing else', async () => {
    const activated = (await listCoupons({ limit: 20, offset: 0 })).find((c) => c.activated)!;
    await run(redeemCouponMutation(queryClient), activated.id);
    expect(touched()).toEqual(['coupon', 'coupons', 'user']);
  });

  it('deactivate refreshes coupons, the coupon and the member', async () => {
    const activated = (await listCoupons({ limit: 20, offset: 0 })).find((c) => c.activated)!;
    await run(deactivateCouponMutation(queryClient), activated.id);
    expect(touched()).toEqual(['coupon', 'coupons', 'user']);
  });

  it('activate refreshes coupons, the coupon and the member', async () => {
    await run(activateCouponMutation(queryClient), 'c-2');
    expect(touched()).toEqual(['coupon', 'coupons', 'user']);
  });

  it('sign and revoke refresh consents, coupons and the member', async () => {
    const marketing = (await listConsents('PROFILE')).find((c) => c.type === 'MARKETING')!;
    const signature = await run(signConsentMutation(queryClient), marketing.version_id);
    expect(touched()).toEqual(['consents', 'coupons', 'user']);
    await fillCache();
    await run(revokeConsentMutation(queryClient), { versionId: marketing.version_id, signatureId: signature.id });
    expect(touched()).toEqual(['consents', 'coupons', 'user']);
  });

  it('a failed mutation invalidates nothing', async () => {
    await expect(run(deactivateCouponMutation(queryClient), 'c-2')).rejects.toMatchObject({ status: 400 });
    expect(touched()).toEqual([]);
  });
});

describe('member mutations', () => {
  it('profile edit and e-mail confirmation refresh the member only', async () => {
    await run(updateProfileMutation(queryClient), { first_name: 'Vera' });
    expect(touched()).toEqual(['user']);
    await fillCache();
    await run(verifyEmailMutation(queryClient), { token: 'demo-verify-token' });
    expect(touched()).toEqual(['user']);
  });

  it('link, verify and unlink an identity refresh identities only', async () => {
    const identity = await run(linkIdentityMutation(queryClient), { type: 'email', value: 'alt@demo.test' });
    expect(touched()).toEqual(['identities']);
    await fillCache();
    await run(verifyIdentityMutation(queryClient), { id: identity.id, code: DEMO_CODE });
    expect(touched()).toEqual(['identities']);
    await fillCache();
    await run(unlinkIdentityMutation(queryClient), identity.id);
    expect(touched()).toEqual(['identities']);
  });

  it('selecting a reward refreshes rewards, the reward, the member and the wallet history', async () => {
    await run(selectRewardMutation(queryClient), { id: 'r-2', fulfilment: 'donation' });
    expect(touched()).toEqual(['reward', 'rewards', 'user', 'walletTransactions']);
  });

  it('a promo code refreshes points; a coupon code also the coupons', async () => {
    await run(redeemPromoCodeMutation(queryClient), { code: 'SPRING25' });
    expect(touched()).toEqual(['user', 'walletTransactions']);
    await fillCache();
    await run(redeemPromoCodeMutation(queryClient), { code: 'FREECOFFEE' });
    expect(touched()).toEqual(['coupons', 'user', 'walletTransactions']);
  });

  it('card pairing refreshes card, member and identities; a physical card order the card', async () => {
    await signIn('nopoints');
    await run(pairCardMutation(queryClient), { card_number: '4000123412341234' });
    expect(touched()).toEqual(['card', 'identities', 'user']);
    await signIn('verified');
    await fillCache();
    await run(requestPhysicalCardMutation(queryClient), { delivery_address_id: 'm1-a-1' });
    expect(touched()).toEqual(['card']);
  });

  it('an upload refreshes the invoices', async () => {
    const file = new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' });
    await run(uploadInvoiceMutation(queryClient), { file });
    expect(touched()).toEqual(['invoices']);
  });

  it('address changes refresh the list and the edited address; a deleted one leaves the cache', async () => {
    const input = { name: 'V', street: 'S 1', city: 'Brno', postal_code: '60200', country: 'CZ' };
    await run(createDeliveryAddressMutation(queryClient), input);
    expect(touched()).toEqual(['addresses']);
    await fillCache();
    await run(updateDeliveryAddressMutation(queryClient), { id: 'm1-a-1', address: input });
    expect(touched()).toEqual(['address', 'addresses']);
    await fillCache();
    await run(deleteDeliveryAddressMutation(queryClient), 'm1-a-1');
    expect(touched()).toEqual(['address', 'addresses']);
    expect(queryClient.getQueryState(cached.address)).toBeUndefined();
    expect(queryClient.getQueryState(cached.otherAddress)?.isInvalidated).toBe(false);
  });
});

describe('sign-in', () => {
  it('refreshes every member read (signed-out consents carry no signatures) but not public config', async () => {
    await run(loginMutation(queryClient), { email: account('staff').email, password: account('staff').password });
    expect(touched()).toEqual((Object.keys(cached) as Name[]).sort());
    expect(queryClient.getQueryState(publicConfigQuery().queryKey)?.isInvalidated).toBe(false);
  });
});
