// @vitest-environment node
// Every response the demo member backend and the channel service send during a scripted tour of
// every operation (success and failure, signed in and out) must match openapi/wl-v1.yaml, and every
// operation must be toured.
import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers, resetDemoStore } from '@/mocks/handlers';
import { startDemoServer, type DemoChannels } from '../../../scripts/demo-server/server';
import { OpenApiValidator } from './openapi-validator';
import { Recorder } from './recorder';
import { assetsTour } from './tour-assets';
import { importTour } from './tour-import';
import { servedTranslations } from '@/server/config/translations';
import { specOnlyRoutes, startFakePlatform, type FakePlatform } from '@/server/import/fake-platform';
import { IMPORT_DEFAULTS } from '@/server/import/import-rules';
import { memberTour } from './tour-member';
import { operatorTour } from './tour-operator';
import { teamTour } from './tour-team';
import { visitorTour } from './tour-visitor';

const server = setupServer(...handlers);
const validator = new OpenApiValidator();
let channels: DemoChannels;
let platform: FakePlatform;
// The service's operations go to the demo server over HTTP, the member calls to the msw handlers.
const recorder = new Recorder((request) => (/^\/wl\/v1\/platform\//.test(new URL(request.url).pathname) ? channels.fetch(request) : fetch(request)));

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetDemoStore({ preset: 'default' });
  const demo = await startDemoServer({ port: 0, distDir: '/nonexistent-api-only' });
  channels = demo.channels;
  // The service's calls reach the demo server over loopback HTTP (msw lets those through).
  server.use(http.all(`${demo.url}/*`, () => passthrough()));
  await visitorTour(recorder);
  await memberTour(recorder);
  resetDemoStore({ preset: 'default' });
  await channels.reset();
  await operatorTour(recorder);
  // Another platform on its own port: the service reaches it over HTTP (msw lets those calls through).
  platform = await startFakePlatform(specOnlyRoutes('club-7', { 'GENERAL.lang': 'cs' }, { cs: servedTranslations('cs') }));
  server.use(http.all(`${new URL(platform.url).origin}/*`, () => passthrough()));
  channels.service.ctx.importSettings = { ...IMPORT_DEFAULTS, hosts: [new URL(platform.url).host], allowPrivate: true };
  await importTour(recorder, platform);
  await assetsTour(recorder);
  resetDemoStore({ preset: 'default' });
  await teamTour(recorder);
  // Three tours of every operation, the publishing ones running the CLI's checks: slow on a loaded machine.
}, 120_000);
afterAll(async () => {
  server.close();
  await channels?.close();
  await platform?.close();
});

describe('demo backend conforms to openapi/wl-v1.yaml', () => {
  it('answers every toured call with a body valid for its operation and status', () => {
    const problems: string[] = [];
    for (const ex of recorder.exchanges) {
      const op = validator.find(ex.method, ex.path);
      if (!op) {
        problems.push(`${ex.method} ${ex.path}: no operation in the contract`);
        continue;
      }
      const media = validator.media(op, ex.status);
      const label = `${op.operationId} ${ex.status} (${ex.method} ${ex.path})`;
      if (!media) {
        problems.push(`${label}: status not declared`);
        continue;
      }
      if (Object.keys(media.content).length === 0) {
        // A response declared without content (a 304) must come without a body.
        if (ex.bytes > 0) problems.push(`${label}: a body where none is declared`);
        continue;
      }
      const type = ex.contentType.split(';')[0]?.trim() ?? '';
      const pointer = media.content[type];
      if (!pointer) {
        problems.push(`${label}: content type ${type || '(none)'} not declared (${Object.keys(media.content).join(', ')})`);
        continue;
      }
      if (type !== 'application/json') {
        if (ex.bytes === 0) problems.push(`${label}: empty ${type} body`);
        continue;
      }
      const validate = validator.validator(pointer);
      if (!validate(ex.body)) problems.push(`${label}: ${JSON.stringify(validate.errors?.slice(0, 5))}`);
    }
    expect(problems).toEqual([]);
    expect(recorder.exchanges.length).toBeGreaterThan(150);
  });

  it('tours every path and method of the contract, each with at least one success', () => {
    const seen = new Map<string, Set<number>>();
    for (const ex of recorder.exchanges) {
      const op = validator.find(ex.method, ex.path);
      if (op) seen.set(op.operationId, (seen.get(op.operationId) ?? new Set()).add(ex.status));
    }
    const missing = validator.operations.filter((op) => !seen.has(op.operationId)).map((op) => `${op.method} ${op.template}`);
    const neverOk = validator.operations
      .filter((op) => seen.has(op.operationId) && ![...(seen.get(op.operationId) ?? [])].some((s) => s >= 200 && s < 300))
      .map((op) => `${op.method} ${op.template}`);
    expect(missing).toEqual([]);
    expect(neverOk).toEqual([]);
  });

  it('answers failures with the ErrorBody shape and the spec messages', () => {
    const messages = new Set(recorder.exchanges.filter((ex) => ex.status >= 400).map((ex) => (ex.body as { message?: string }).message));
    for (const message of [
      'Your login info does not seem to be right. Please try again.',
      'Invalid code entered',
      'An account with the specified email already exists!',
      'Fill in mandatory fields',
      'This card is already registered in our platform, please try to login or request to reset password.',
      'Card verification failed',
      "You don't have enough points for this coupon!",
      "You don't have enough points for this reward!",
      'Only verified accounts can select rewards',
      'Your verification link has expired',
    ]) {
      expect(messages).toContain(message);
    }
  });

  it('declares every operation with a unique camelCase id and marks assumed paths', () => {
    const ids = validator.operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    const assumed = validator.operations.filter((op) => {
      const item = validator.doc.paths[op.template]?.[op.method.toLowerCase()] as { 'x-assumed'?: boolean } | undefined;
      return item?.['x-assumed'] === true;
    });
    expect(assumed.map((op) => op.operationId)).toEqual(expect.arrayContaining(['listCoupons', 'activateCoupon', 'getConfigSection', 'listRewards']));
  });
});
