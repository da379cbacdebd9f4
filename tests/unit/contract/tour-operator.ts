// Contract tour, part 3: the operator calls (studio): sign-in, drafts, review, versions, rollback,
// schedule, audit; 401 without an operator token, 403 without the role, 412 on a stale version,
// 409 / 428 on the reviewed revision, 415 for a body that is not JSON.
import { demoStore } from '@/mocks/handlers';
import { DEMO_OPERATOR_PASSWORD as OPERATOR_PASSWORD } from '@/server/demo';
import type { Recorder } from './recorder';

export async function operatorTour(r: Recorder): Promise<void> {
  const x = r.expect.bind(r);
  const { sections, general, translations, structure } = demoStore().preset;
  const config = { sections, general, translations, ...structure };
  const green = { ...config, sections: { ...sections, VISUAL: { ...sections.VISUAL, color: { primary: '#1d6b3a' } } } };

  await x(401, 'POST', 'platform/operator/login', { json: { email: 'editor@demo.test', password: 'wrong' } });
  const { body: editorLogin } = await x(200, 'POST', 'platform/operator/login', { json: { email: 'editor@demo.test', password: OPERATOR_PASSWORD } });
  const { body: publisherLogin } = await x(200, 'POST', 'platform/operator/login', { json: { email: 'publisher@demo.test', password: OPERATOR_PASSWORD } });
  const editor = editorLogin.data.token as string;
  const publisher = publisherLogin.data.token as string;
  const ifMatch = (version: number) => ({ 'If-Match': `"v${version}"` });

  await x(401, 'GET', 'platform/operator/channel');
  await x(200, 'GET', 'platform/operator/channel', { token: editor });
  await x(401, 'PUT', 'platform/config/channel', { json: green, headers: ifMatch(1) });
  await x(403, 'PUT', 'platform/config/channel', { json: green, token: editor, headers: ifMatch(1) });
  await x(422, 'PUT', 'platform/config/channel', { json: { sections: { VISUAL: { color: { primary: 'not a colour!' } } } }, token: publisher, headers: ifMatch(1) });
  await x(200, 'PUT', 'platform/config/channel', { json: green, token: publisher, headers: ifMatch(1) });
  await x(412, 'PUT', 'platform/config/channel', { json: config, token: publisher, headers: ifMatch(1) });

  await x(400, 'PUT', 'platform/operator/draft', { json: {}, token: editor });
  const { body: draft } = await x(200, 'PUT', 'platform/operator/draft', { json: { config, base_version: 2 }, token: editor });
  const id = draft.data.id as string;
  await x(200, 'GET', `platform/operator/drafts/${id}`, { token: publisher });
  await x(404, 'GET', 'platform/operator/drafts/nope', { token: publisher });
  await x(200, 'POST', `platform/operator/drafts/${id}/propose`, { json: { message: 'Back to black' }, token: editor });
  await x(400, 'POST', `platform/operator/drafts/${id}/reject`, { json: {}, token: publisher });
  await x(200, 'POST', `platform/operator/drafts/${id}/reject`, { json: { message: 'Not this week' }, token: publisher });
  await x(200, 'POST', `platform/operator/drafts/${id}/propose`, { json: { message: 'Back to black, now' }, token: editor });
  const revision = draft.data.revision as number;
  await x(403, 'POST', `platform/operator/drafts/${id}/publish`, { json: { revision }, token: editor, headers: ifMatch(2) });
  await x(428, 'POST', `platform/operator/drafts/${id}/publish`, { json: {}, token: publisher, headers: ifMatch(2) });
  await x(409, 'POST', `platform/operator/drafts/${id}/publish`, { json: { revision: revision + 1 }, token: publisher, headers: ifMatch(2) });
  await x(200, 'POST', `platform/operator/drafts/${id}/publish`, { json: { revision }, token: publisher, headers: ifMatch(2) });

  await x(200, 'GET', 'platform/operator/versions', { token: editor });
  await x(200, 'GET', 'platform/operator/versions/2', { token: editor });
  await x(404, 'GET', 'platform/operator/versions/99', { token: editor });
  await x(412, 'POST', 'platform/operator/versions/2/rollback', { json: {}, token: publisher, headers: ifMatch(2) });
  await x(200, 'POST', 'platform/operator/versions/2/rollback', { json: { message: 'Green again' }, token: publisher, headers: ifMatch(3) });

  const later = (hours: number) => new Date(demoStore().now() + hours * 3_600_000).toISOString();
  await x(422, 'POST', 'platform/operator/schedule', { json: { version: 1, starts_at: later(-1) }, token: publisher });
  await x(422, 'POST', 'platform/operator/schedule', { json: { version: 1, starts_at: later(3 * 366 * 24) }, token: publisher });
  await x(403, 'POST', 'platform/operator/schedule', { json: { version: 1, starts_at: later(1) }, token: editor });
  const { body: scheduled } = await x(200, 'POST', 'platform/operator/schedule', { json: { version: 1, starts_at: later(1), ends_at: later(2) }, token: publisher });
  await x(409, 'POST', 'platform/operator/schedule', { json: { version: 2, starts_at: later(1.5) }, token: publisher });
  await x(200, 'DELETE', `platform/operator/schedule/${scheduled.data.id as string}`, { token: publisher });
  await x(404, 'DELETE', `platform/operator/schedule/${scheduled.data.id as string}`, { token: publisher });
  await x(200, 'GET', 'platform/operator/audit', { token: editor });
  await x(200, 'POST', 'platform/operator/logout', { token: editor });
  await x(401, 'GET', 'platform/operator/audit', { token: editor });
}
