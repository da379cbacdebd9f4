// Contract tour, part 4: the owner's Team operations, an operator's own password and second factor,
// and sign-in's own failures (one-time password, TOTP, disabled account).
import { totpCode } from '@/server/auth/totp';
import { DEMO_OPERATOR_PASSWORD as OPERATOR_PASSWORD } from '@/server/demo';
import type { Recorder } from './recorder';

export async function teamTour(r: Recorder): Promise<void> {
  const x = r.expect.bind(r);
  const signIn = async (email: string, password = OPERATOR_PASSWORD, extra = {}) =>
    (await x(200, 'POST', 'platform/operator/login', { json: { email, password, ...extra } })).body.data.token as string;
  const owner = await signIn('owner@demo.test');
  const editor = await signIn('editor@demo.test');

  await x(403, 'GET', 'platform/operator/team', { token: editor });
  await x(200, 'GET', 'platform/operator/team', { token: owner });
  await x(400, 'POST', 'platform/operator/team', { json: { email: 'not an e-mail', name: 'X', role: 'editor' }, token: owner });
  await x(422, 'POST', 'platform/operator/team', { json: { email: 'nina@shop.test', name: 'Nina', role: 'editor', password: 'password1234' }, token: owner });
  await x(200, 'POST', 'platform/operator/team', { json: { email: 'nina@shop.test', name: 'Nina Nowak', role: 'editor', password: 'violet ledger harbour' }, token: owner });
  const { body: invited } = await x(200, 'POST', 'platform/operator/team', { json: { email: 'ivo@shop.test', name: 'Ivo', role: 'publisher' }, token: owner });
  await x(409, 'POST', 'platform/operator/team', { json: { email: 'ivo@shop.test', name: 'Ivo', role: 'editor' }, token: owner });

  await x(401, 'POST', 'platform/operator/login', { json: { email: 'nina@shop.test', password: 'violet ledger harbour' } });
  await x(422, 'POST', 'platform/operator/login', { json: { email: 'nina@shop.test', password: 'violet ledger harbour', new_password: 'short' } });
  const nina = await signIn('nina@shop.test', 'violet ledger harbour', { new_password: 'amber tram at midnight' });
  await signIn('ivo@shop.test', invited.data.one_time_password as string, { new_password: 'seven quiet lanterns' });

  await x(400, 'PUT', 'platform/operator/team/nina%40shop.test/role', { json: { role: 'king' }, token: owner });
  await x(200, 'PUT', 'platform/operator/team/nina%40shop.test/role', { json: { role: 'publisher' }, token: owner });
  await x(404, 'PUT', 'platform/operator/team/nobody%40shop.test/role', { json: { role: 'editor' }, token: owner });
  await x(409, 'DELETE', 'platform/operator/team/owner%40demo.test/role', { token: owner });
  await x(200, 'DELETE', 'platform/operator/team/ivo%40shop.test/role', { token: owner });
  await x(422, 'PUT', 'platform/operator/team/nina%40shop.test/password', { json: { password: 'nina-nowak-2026' }, token: owner });
  await x(200, 'PUT', 'platform/operator/team/nina%40shop.test/password', { json: { password: 'granite orchard river' }, token: owner });
  await x(401, 'GET', 'platform/operator/channel', { token: nina });
  await x(200, 'DELETE', 'platform/operator/team/editor%40demo.test/sessions', { token: owner });
  await x(401, 'GET', 'platform/operator/channel', { token: editor });

  const editorAgain = await signIn('editor@demo.test');
  await x(401, 'PUT', 'platform/operator/password', { json: { current_password: 'wrong', new_password: 'x' }, token: editorAgain });
  await x(422, 'PUT', 'platform/operator/password', { json: { current_password: OPERATOR_PASSWORD, new_password: 'qwertyuiop123' }, token: editorAgain });
  await x(200, 'PUT', 'platform/operator/password', { json: { current_password: OPERATOR_PASSWORD, new_password: 'copper kettle sings' }, token: editorAgain });
  await x(200, 'POST', 'platform/operator/team/editor%40demo.test/disable', { token: owner });
  await x(401, 'GET', 'platform/operator/channel', { token: editorAgain });
  await x(401, 'POST', 'platform/operator/login', { json: { email: 'editor@demo.test', password: 'copper kettle sings' } });
  await x(409, 'POST', 'platform/operator/team/owner%40demo.test/disable', { token: owner });

  // An existing account is invited and answers after signing in; its account is its owners' together.
  const gb = { 'X-Channel-Id': 'demo-minimal-gb' };
  const publisher = await signIn('publisher@demo.test');
  await x(200, 'POST', 'platform/operator/team', { json: { email: 'publisher@demo.test', name: 'Petra', role: 'editor' }, token: owner, headers: gb });
  await x(403, 'PUT', 'platform/operator/team/publisher%40demo.test/password', { json: { password: 'granite orchard river' }, token: owner, headers: gb });
  await x(403, 'GET', 'platform/operator/channel', { token: publisher, headers: gb });
  await x(200, 'GET', 'platform/operator/invitations', { token: publisher });
  await x(200, 'POST', 'platform/operator/invitations/demo-minimal-gb/accept', { token: publisher });
  await x(404, 'POST', 'platform/operator/invitations/demo-minimal-gb/decline', { token: publisher });
  await x(200, 'POST', 'platform/operator/team', { json: { email: 'nina@shop.test', name: 'Nina', role: 'editor' }, token: owner, headers: gb });
  const ninaAgain = await signIn('nina@shop.test', 'granite orchard river', { new_password: 'amber tram at noon' });
  await x(200, 'POST', 'platform/operator/invitations/demo-minimal-gb/decline', { token: ninaAgain });
  await x(200, 'DELETE', 'platform/operator/team/nina%40shop.test/totp', { token: owner });
  await x(409, 'DELETE', 'platform/operator/team/owner%40demo.test/totp', { token: owner });

  await x(409, 'PUT', 'platform/operator/team/settings', { json: { publishers_need_second_factor: true }, token: owner });
  await x(401, 'POST', 'platform/operator/totp', { json: { password: 'not the password' }, token: owner });
  const { body: enrolment } = await x(200, 'POST', 'platform/operator/totp', { json: { password: OPERATOR_PASSWORD }, token: owner });
  await x(422, 'POST', 'platform/operator/totp/confirm', { json: { code: '000000' }, token: owner });
  await x(200, 'POST', 'platform/operator/totp/confirm', { json: { code: totpCode(enrolment.data.secret as string) }, token: owner });
  await x(422, 'POST', 'platform/operator/totp', { json: { password: OPERATOR_PASSWORD }, token: owner });
  await x(200, 'PUT', 'platform/operator/team/settings', { json: { publishers_need_second_factor: true }, token: owner });
  await x(401, 'POST', 'platform/operator/login', { json: { email: 'owner@demo.test', password: OPERATOR_PASSWORD } });
  await x(401, 'POST', 'platform/operator/login', { json: { email: 'owner@demo.test', password: OPERATOR_PASSWORD, totp: '000000' } });
  await x(200, 'PUT', 'platform/operator/team/settings', { json: { publishers_need_second_factor: false }, token: owner });
  await x(200, 'GET', 'platform/operator/audit', { token: owner });
}
