// Demo-only control endpoints under /__demo/ (not part of the contract; see docs/demo-backend.md),
// and the fault injector that runs before every /wl/v1 handler.
import { delay, http, HttpResponse, type DefaultBodyType } from 'msw';
import { builtPreset, listPresets, presetExists } from '../preset-source';
import { DEMO_ACCOUNTS, DEMO_CODE, demoStore, resetDemoStore } from '../store/demo-store';
import type { Fault } from '../store/types';
import { body, str, type DemoControl } from './http';

const json = (data: unknown, status = 200) => HttpResponse.json(data as DefaultBodyType, { status });

function state() {
  const store = demoStore();
  return {
    preset: store.preset.name,
    presets: listPresets(),
    channel_id: store.channelId,
    seed: store.seed,
    seeded_at: new Date(store.seededAt).toISOString(),
    now: store.nowIso(),
    time_offset_seconds: Math.round(store.offsetMs / 1000),
    demo_code: DEMO_CODE,
    accounts: DEMO_ACCOUNTS,
    members: store.members.length,
    faults: store.faults,
  };
}

const asInt = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : fallback);

/**
 * The fault set for a call of `/wl/v1/<path>` (`path` without that prefix), taken (its count goes
 * down, and it goes when spent), or null: what the demo server and the msw fault handler answer with.
 */
export function takeFault(method: string, path: string): Fault | null {
  const store = demoStore();
  if (store.faults.length === 0) return null;
  const fault = store.faults.find((f) => path.includes(f.path) && (!f.method || f.method === method));
  if (!fault) return null;
  fault.times -= 1;
  if (fault.times <= 0) store.faults.splice(store.faults.indexOf(fault), 1);
  return fault;
}

/** The answer a fault sets: status, content type and body text (null: none). */
export function faultAnswer(fault: Fault): { status: number; type: string | null; body: string | null } {
  if (fault.body === 'bad-json') return { status: fault.status, type: 'application/json', body: '{"data": {' };
  if (fault.body === 'empty') return { status: fault.status, type: null, body: null };
  const data = fault.body === 'json' ? (fault.json ?? null) : { message: `Demo fault ${fault.status}`, code: 'DEMO_FAULT' };
  return { status: fault.status, type: 'application/json', body: JSON.stringify(data) };
}

export const faultHandler = http.all('*/wl/v1/*', async ({ request }) => {
  const fault = takeFault(request.method, new URL(request.url).pathname.replace(/^.*?\/wl\/v1\//, ''));
  if (!fault) return undefined;
  if (fault.delay_ms > 0) await delay(fault.delay_ms);
  const answer = faultAnswer(fault);
  return new HttpResponse(answer.body, { status: answer.status, headers: answer.type ? { 'Content-Type': answer.type } : {} });
});

export const demoHandlers: DemoControl[] = [
  { method: 'GET', path: '/__demo/state', resolve: () => json(state()) },
  { method: 'POST', path: '/__demo/reset', resolve: async ({ request }) => {
    const p = await body(request);
    const name = str(p.preset);
    if (name && !presetExists(name)) return json({ message: `Unknown preset ${name}` }, 404);
    resetDemoStore({
      ...(name ? { preset: name } : {}),
      ...(typeof p.seed === 'number' ? { seed: p.seed } : {}),
      ...(typeof p.coupon_count === 'number' && p.coupon_count >= 12 && p.coupon_count <= 5000 ? { couponCount: p.coupon_count } : {}),
    });
    return json(state());
  } },
  // The studio opens a channel preset as `preset build` gives it (docs/studio.md).
  { method: 'GET', path: '/__demo/presets/:name', resolve: ({ params }) => {
    const name = String(params.name);
    const preset = /^[a-z0-9][a-z0-9-]{0,40}$/.test(name) ? builtPreset(name) : null;
    return preset ? json(preset) : json({ message: `Unknown preset ${name}` }, 404);
  } },
  { method: 'POST', path: '/__demo/preset', resolve: async ({ request }) => {
    const name = str((await body(request)).name);
    if (!presetExists(name)) return json({ message: `Unknown preset ${name}` }, 404);
    demoStore().switchPreset(name);
    return json(state());
  } },
  { method: 'POST', path: '/__demo/time', resolve: async ({ request }) => {
    const p = await body(request);
    const store = demoStore();
    if (typeof p.offset_seconds === 'number') store.offsetMs = p.offset_seconds * 1000;
    if (typeof p.advance_seconds === 'number') store.offsetMs += p.advance_seconds * 1000;
    return json(state());
  } },
  { method: 'POST', path: '/__demo/expire-tokens', resolve: () => json({ expired: demoStore().expireAccessTokens() }) },
  { method: 'GET', path: '/__demo/outbox', resolve: () => json({ outbox: demoStore().outbox }) },
  { method: 'POST', path: '/__demo/fault', resolve: async ({ request }) => {
    const p = await body(request);
    const path = str(p.path).replace(/^\/?(wl\/v1\/)?/, '');
    if (!path) return json({ message: 'path is required' }, 400);
    // `json`: answer exactly this JSON (status 200 unless given), e.g. a garbage config section.
    const withJson = 'json' in p;
    const fault: Fault = {
      method: str(p.method).toUpperCase() || null,
      path,
      status: asInt(p.status, withJson ? 200 : 500),
      body: withJson ? 'json' : p.body === 'bad-json' || p.body === 'empty' ? p.body : 'error',
      ...(withJson ? { json: p.json } : {}),
      delay_ms: Math.max(0, asInt(p.delay_ms, 0)),
      times: Math.max(1, asInt(p.times, 1)),
    };
    demoStore().faults.push(fault);
    return json(state());
  } },
  { method: 'DELETE', path: '/__demo/fault', resolve: () => {
    demoStore().faults = [];
    return json(state());
  } },
];
