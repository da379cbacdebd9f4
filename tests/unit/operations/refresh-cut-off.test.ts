// A refresh whose answer is lost after the demo backend rotated the refresh token, through the
// portal's own client: the next refresh within the reuse interval continues the session, the calls
// waiting on it are retried with its token, and a new page load (the session read again from
// storage) goes on with the same tokens.
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getUser } from '@/lib/api/operations/get-user';
import { getSession, initSession } from '@/lib/session';
import { demoStore, handlers } from '@/mocks/handlers';
import { BASE_URL, installDemoBackend, signIn } from './demo-backend';

const backend = installDemoBackend();
const REFRESH = `${BASE_URL}/wl/v1/user/token/refresh`;

/** The next `count` refreshes reach the demo backend (which answers them) but their answers are lost. */
function loseRefreshAnswers(count: number) {
  const sent: string[] = [];
  let lost = 0;
  backend.server.use(
    http.post(REFRESH, async ({ request }) => {
      sent.push(((await request.clone().json()) as { refresh_token: string }).refresh_token);
      if (lost >= count) return undefined;
      lost += 1;
      await getResponse(handlers, request);
      return HttpResponse.error();
    }),
  );
  return sent;
}

describe('a refresh answer lost after the server rotated the token', () => {
  it('the next refresh continues the session: the waiting calls are retried with its token', async () => {
    const { refresh_token: signedInRefresh } = await signIn();
    demoStore().expireAccessTokens();
    const sent = loseRefreshAnswers(1);

    // Every call waiting on the lost refresh fails with the transport error; the session stays.
    const first = await Promise.allSettled([getUser(), getUser(), getUser()]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(first.map((r) => (r as PromiseRejectedResult).reason.kind)).toEqual(['network', 'network', 'network']);
    expect(getSession()).toMatchObject({ refresh_token: signedInRefresh, logged: true });

    // The calls after it: one refresh (the reuse interval's answer), each call retried with its token.
    const second = await Promise.all([getUser(), getUser(), getUser()]);
    expect(second.map((user) => user.email)).toEqual(['verified@demo.test', 'verified@demo.test', 'verified@demo.test']);
    expect(sent).toEqual([signedInRefresh, signedInRefresh]);
    const continued = getSession();
    expect(continued.refresh_token).not.toBe(signedInRefresh);

    // A new page load reads the same session from storage and needs no refresh.
    expect(initSession('local')).toEqual(continued);
    await expect(getUser()).resolves.toMatchObject({ email: 'verified@demo.test' });
    expect(sent).toHaveLength(2);
    expect(backend.reported.map((e) => e.kind)).not.toContain('invalid-token');
  });

  it('a page load that never got the reuse answer either goes on from the first refresh token', async () => {
    const { refresh_token: signedInRefresh } = await signIn();
    demoStore().expireAccessTokens();
    const sent = loseRefreshAnswers(2);
    await expect(getUser()).rejects.toMatchObject({ kind: 'network' });
    await expect(getUser()).rejects.toMatchObject({ kind: 'network' });

    initSession('local');
    await expect(getUser()).resolves.toMatchObject({ email: 'verified@demo.test' });
    expect(sent).toEqual([signedInRefresh, signedInRefresh, signedInRefresh]);
    expect(getSession().logged).toBe(true);
  });
});
