// @vitest-environment node
// The demo backend answers the spec's messages in the channel's language, as a real backend does.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers, resetDemoStore } from '@/mocks/handlers';
import cs from '@/lib/i18n/locales/cs.json';
import { Recorder } from './recorder';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  resetDemoStore({ preset: 'default' });
});

describe('localized error messages', () => {
  it('answers in Czech on the Czech preset, keeping the code', async () => {
    resetDemoStore({ preset: 'fuel-cz' });
    const r = new Recorder();
    const { status, body } = await r.post('user/login', { email: 'verified@demo.test', password: 'wrong' });
    expect(status).toBe(400);
    expect(body.message).toBe(cs.errors.login);
    expect(body.message).not.toBe('Your login info does not seem to be right. Please try again.');
    const code = await r.post('user/verification/verify', { phone: '+420601000001', code: '000000' });
    expect(code.body.message).toBe(cs.errors.invalidCode);
  });

  it('keeps the spec wording on an English preset', async () => {
    resetDemoStore({ preset: 'default' });
    const { body } = await new Recorder().post('user/login', { email: 'verified@demo.test', password: 'wrong' });
    expect(body.message).toBe('Your login info does not seem to be right. Please try again.');
  });
});
