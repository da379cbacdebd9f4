// @vitest-environment node
// The public screens rendered ahead by the service: a seeded channel's route when it is first asked
// for, every public route when a version is published; stored with the version, served by route.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRender, saveRenders } from './store/renders';
import { startTestService, type TestService } from './test-service';

const entry = fileURLToPath(new URL('../app/prerender/entry.tsx', import.meta.url));

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ service: { renderEntry: entry, worker: false } });
});
afterAll(() => svc.close());

async function firstScreen(path: string) {
  const response = await fetch(`${svc.url}/wl/v1/platform/config/first-screen`, { headers: { 'X-Channel-Id': 'demo-default', 'X-Portal-Path': path } });
  return { status: response.status, html: await response.text() };
}

describe('first screens rendered ahead', () => {
  it("renders a seeded channel's public screens, serves them by route, and renders a published version anew", async () => {
    await expect.poll(async () => (await firstScreen('/')).status, { timeout: 60_000 }).toBe(200);
    const home = await firstScreen('/');
    expect(home.html).toMatch(/^<template id="first-screen" data-path="\/" data-language="en" data-version="demo-default\.v1\.en"><\/template><style nonce="PORTALCSPNONCE0000000000000000000"/);
    expect(home.html).toContain('<header');
    await expect.poll(async () => (await firstScreen('/pass-login')).html, { timeout: 60_000 }).toContain('data-path="/pass-login"');
    // Not rendered ahead: a member route, and anything that is not a path.
    expect(await firstScreen('/coupons')).toEqual({ status: 404, html: '' });
    expect((await firstScreen('../etc')).status).toBe(404);

    const token = await svc.signIn('owner@demo.test');
    const status = await svc.call('GET', 'platform/operator/channel', { token });
    const config = structuredClone((await svc.call('GET', 'platform/operator/versions/1', { token })).body.data?.config) as { sections: Record<string, Record<string, unknown>> };
    config.sections.VISUAL = { ...config.sections.VISUAL, color: { ...(config.sections.VISUAL?.color as object), primary: '#123456' } };
    expect((await svc.call('PUT', 'platform/config/channel', { token, json: config, headers: { 'If-Match': status.etag ?? '' } })).status).toBe(200);
    // The old version's render is never served for the new one: none until the new one is in.
    expect((await firstScreen('/')).html).not.toContain('demo-default.v1.en');
    // Published: every public route is rendered, none waits to be asked for.
    await expect.poll(async () => (await firstScreen('/forgot')).status, { timeout: 60_000 }).toBe(200);
    expect((await firstScreen('/register')).status).toBe(200);
    const republished = await firstScreen('/');
    expect(republished.html).toContain('data-version="demo-default.v2.en"');
    expect(republished.html).toContain('#123456');
  }, 180_000);

  it('a render whose version is gone when it is in (a restore, a demo reset) keeps nothing and fails nothing', async () => {
    const render = { language: 'en', path: '/faq-test', html: '<p>kept</p>' };
    expect(await saveRenders(svc.store.db, 'demo-default', 1, [render])).toBe(true);
    expect(await getRender(svc.store.db, 'demo-default', 1, 'en', '/faq-test')).toBe('<p>kept</p>');
    expect(await saveRenders(svc.store.db, 'demo-default', 9_999, [render])).toBe(false);
    expect(await getRender(svc.store.db, 'demo-default', 9_999, 'en', '/faq-test')).toBeNull();
  });
});
