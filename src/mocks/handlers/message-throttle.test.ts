// @vitest-environment node
// SMS codes on the demo backend: five to one phone, then 429 with Retry-After in the channel's
// language, from any address; another phone is still served.
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { resetDemoStore } from '../store/demo-store';

const ask = (phone: string, address: string) =>
  getResponse(
    handlers,
    new Request('http://demo.test/wl/v1/user/verification/request', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-demo-source-address': address },
      body: JSON.stringify({ phone }),
    }),
  );

describe('the demo throttles messages', () => {
  beforeEach(() => {
    resetDemoStore({ preset: 'drugstore-pl' });
  });

  it('sends five SMS codes to a phone, then refuses from every address in the channel language', async () => {
    for (let i = 0; i < 5; i += 1) expect((await ask('+48600100200', '203.0.113.9'))?.status).toBe(200);
    const refused = (await ask('+48600100200', '198.51.100.7'))!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('300');
    expect(await refused.json()).toMatchObject({ code: 'THROTTLED', message: 'Zbyt wiele żądań. Odczekaj kilka minut i spróbuj ponownie.' });
    expect((await ask('+48600100201', '198.51.100.7'))?.status).toBe(200);
  });
});
