// Test fixtures for the coupon tile's tests (render them with @/test-support/render).
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { userQuery } from '@/lib/api/operations/get-user';
import type { Coupon, User } from '@/lib/rules/coupon';
import { testQueryClient } from '@/test-support/render';

/** Test fixtures: a free, started, never-ending coupon and a verified member with 500 hundredths. */
export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return { id: 'c1', name: 'Free coffee', activated: false, points: 0, activation_minutes: 15, ...overrides };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return { id: 'u1', is_verified: true, wallets: [{ id: 'w1', is_primary: true, points: 500 }], params_v2: {}, ...overrides };
}

/** A query client holding `user` as the member the components read (`useUser`); null: nobody. */
export function clientWithUser(user: User | null = makeUser()) {
  const queryClient = testQueryClient();
  if (user) queryClient.setQueryData(userQuery().queryKey, user);
  return queryClient;
}

/**
 * Answers the coupon's activate (or deactivate) call on the test backend once `answer` resolves
 * (resolve: success, reject: a 500), recording the coupon ids it was called with.
 */
export function couponCalls(server: SetupServer, path: 'coupon/:id/activate' | 'user-coupon/:id/deactivate') {
  const ids: string[] = [];
  let answer: Promise<void> = Promise.resolve();
  server.use(
    http.post(`*/wl/v1/${path}`, async ({ params }) => {
      const id = String(params.id);
      ids.push(id);
      try {
        await answer;
      } catch {
        return HttpResponse.json({ message: 'Server error' }, { status: 500 });
      }
      return HttpResponse.json({ data: { coupon: makeCoupon({ id, activated: path === 'coupon/:id/activate' }) } });
    }),
  );
  return {
    ids,
    /** The next call waits for the returned promise's settling (resolve or reject it). */
    hold() {
      let resolve!: () => void;
      let reject!: (e: Error) => void;
      answer = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      answer.catch(() => undefined);
      return { resolve, reject };
    },
  };
}
