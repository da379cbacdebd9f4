// Contract tour, part 1: everything a visitor does (config, sign-in, registration, recovery, content).
import { sectionNames } from '@/generated/section-names';
import { demoStore } from '@/mocks/handlers';
import type { Recorder } from './recorder';

const SECTIONS = sectionNames;
const page = { limit: 20, offset: 0 };

export async function visitorTour(r: Recorder): Promise<void> {
  const x = r.expect.bind(r);
  await x(200, 'GET', 'platform/domain/portal.test/config/public');
  await x(200, 'GET', 'platform/config/public');
  for (const lang of ['en', 'cs', 'en_GB']) await x(200, 'GET', `platform/config/translations/${lang}`);
  await x(404, 'GET', 'platform/config/translations/xx');
  for (const name of SECTIONS) await x(200, 'GET', `platform/config/section/${name}`);
  await x(404, 'GET', 'platform/config/section/NOPE');
  await x(200, 'GET', 'platform/config/structure');
  // The channel service's probes (docs/deploying.md).
  await x(200, 'GET', 'platform/healthz');
  await x(200, 'GET', 'platform/readyz');
  // The channel document: the parts in one answer, 304 for the version held, 404 for an unknown language.
  const { body: document } = await x(200, 'GET', 'platform/config/document?language=cs');
  await x(304, 'GET', 'platform/config/document?language=cs', { headers: { 'If-None-Match': `"${document.data.version}"` } });
  await x(200, 'GET', 'platform/config/document');
  await x(404, 'GET', 'platform/config/document?language=xx');
  // Password and SMS sign-in, refresh.
  await x(400, 'POST', 'user/login', { json: { email: 'verified@demo.test', password: 'wrong' } });
  const { body: login } = await x(200, 'POST', 'user/login', { json: { email: 'verified@demo.test', password: 'Demo1234' } });
  await x(401, 'GET', 'user');
  await x(401, 'GET', 'user', { token: 'not-a-token' });
  const { body: refreshed } = await x(200, 'POST', 'user/token/refresh', { json: { refresh_token: login.data.refresh_token } });
  // A spent refresh token is honoured again only until its successor is used (openapi: refreshToken).
  const { body: rotated } = await x(200, 'POST', 'user/token/refresh', { json: { refresh_token: refreshed.data.refresh_token } });
  await x(401, 'POST', 'user/token/refresh', { json: { refresh_token: login.data.refresh_token } });
  await x(200, 'GET', 'user', { token: rotated.data.token });
  await x(400, 'POST', 'user/verification/request', { json: { phone: 'abc' } });
  await x(200, 'POST', 'user/verification/request', { json: { phone: '+420601000002' } });
  await x(400, 'POST', 'user/verification/verify', { json: { phone: '+420601000002', code: '000000' } });
  await x(200, 'POST', 'user/verification/verify', { json: { phone: '+420601000002', code: '123456' } });

  // Password reset through the e-mailed token.
  await x(400, 'POST', 'user/password-reset', { json: {} });
  await x(200, 'POST', 'user/password-reset', { json: { email: 'nobody@demo.test' } });
  await x(200, 'POST', 'user/password-reset', { json: { email: 'staff@demo.test' } });
  const resetToken = demoStore().outbox.findLast((m) => m.kind === 'password-reset')?.token;
  await x(400, 'POST', 'user/password-reset-verify', { json: { token: 'bogus', password: 'Newpass123' } });
  await x(400, 'POST', 'user/password-reset-verify', { json: { token: resetToken, password: 'weak' } });
  await x(200, 'POST', 'user/password-reset-verify', { json: { token: resetToken, password: 'Demo1234' } });

  // Registration with card verification, a virtual card, and the spec's failures.
  await x(400, 'POST', 'user/registration/card-verify', { json: { card_number: '4000123412341234', check_value: '99999' } });
  await x(409, 'POST', 'user/registration/card-verify', { json: { card_number: '4000000000000001', check_value: '11000' } });
  const { body: card } = await x(200, 'POST', 'user/registration/card-verify', { json: { card_number: '4000123412341234', check_value: '11000' } });
  const { body: consents } = await x(200, 'POST', 'consents', { json: { filter: [{ field: 'displayIn', type: 'EQ', value: 'REGISTRATION' }] } });
  const agreed = consents.data.consents.filter((c: { is_required: boolean }) => c.is_required).map((c: { id: string; version_id: string }) => ({ id: c.id, version_id: c.version_id }));
  const person = { first_name: 'Nova', surname: 'Member', password: 'Secret123', consents: agreed };
  await x(400, 'POST', 'user/registration', { json: { ...person, first_name: '', email: 'new@demo.test', card_choice: 'later' } });
  await x(400, 'POST', 'user/registration', { json: { ...person, consents: [], email: 'new@demo.test', card_choice: 'later' } });
  await x(409, 'POST', 'user/registration', { json: { ...person, email: 'verified@demo.test', card_choice: 'later' } });
  await x(409, 'POST', 'user/registration', { json: { ...person, email: 'new@demo.test', card_choice: 'has_card', card_number: '4000000000000001' } });
  await x(200, 'POST', 'user/registration', { json: { ...person, email: 'new@demo.test', card_choice: 'has_card', verification_token: card.data.verification_token } });
  await x(200, 'POST', 'user/registration', { json: { ...person, email: 'virtual@demo.test', card_choice: 'virtual_card' } });

  // E-mail confirmation: expired link, resend, the new link.
  await x(400, 'POST', 'user/email-verify', { json: { token: 'demo-expired-token' } });
  await x(400, 'POST', 'user/email-verify', { json: { token: 'no-such-token' } });
  await x(401, 'POST', 'user/email-verify', { json: { code: '123456' } });
  await x(200, 'POST', 'user/email-verify/resend', { json: { email: 'new@demo.test' } });
  const verifyToken = demoStore().outbox.findLast((m) => m.kind === 'email-verification' && m.to === 'new@demo.test')?.token;
  await x(200, 'POST', 'user/email-verify', { json: { token: verifyToken } });

  // Public content.
  await x(200, 'POST', 'consents', { json: {} });
  await x(200, 'GET', 'consent/text/cv-1-2');
  await x(200, 'GET', 'consent/cons-3/text');
  await x(404, 'GET', 'consent/text/nope');
  await x(404, 'GET', 'consent/nope/text');
  await x(401, 'POST', 'consent/text/cv-3-2/sign');
  await x(200, 'POST', 'deals', { json: page });
  await x(400, 'POST', 'deals', { json: {} });
  await x(200, 'POST', 'leaflets', { json: page });
  await x(200, 'GET', 'page/1');
  await x(200, 'GET', 'page/2');
  await x(404, 'GET', 'page/99');
  await x(200, 'GET', 'page/1/html');
  await x(404, 'GET', 'page/2/html');
  await x(401, 'POST', 'coupons', { json: page });
}
