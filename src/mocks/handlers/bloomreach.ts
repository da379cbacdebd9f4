// A stand-in for Bloomreach's Web SDK on the demo backend's own origin (not in the contract): the
// portal loads it from `<api_url>/js/exponea.min.js` like the real one, and it records every call so
// tests can read them. Demo controls turn the integration on for the running preset.
import { HttpResponse, type DefaultBodyType } from 'msw';
import { demoStore } from '../store/demo-store';
import { body, type DemoControl } from './http';

export const BLOOMREACH_PATH = '/__demo/bloomreach';

const json = (data: unknown, status = 200) => HttpResponse.json(data as DefaultBodyType, { status });

// Replays the snippet's queue (`exponea._`), then records each call in order (one request at a time).
const STAND_IN_SDK = `(function () {
  var script = document.currentScript;
  var target = script ? script.src.replace(/\\/js\\/exponea\\.min\\.js(\\?.*)?$/, '') : '';
  var queued = (window.exponea && window.exponea._) || [];
  var chain = Promise.resolve();
  function record(method, args) {
    var payload = JSON.stringify({ method: method, args: args, page: location.pathname });
    chain = chain.then(function () {
      return fetch(target + '/calls', { method: 'POST', body: payload, keepalive: true, headers: { 'Content-Type': 'text/plain' } });
    }).catch(function () {});
  }
  var sdk = { _: [], standIn: true };
  ['initialize', 'identify', 'update', 'track', 'trackLink', 'anonymize', 'ping', 'start'].forEach(function (name) {
    sdk[name] = function () { record(name, Array.prototype.slice.call(arguments)); };
  });
  window.exponea = sdk;
  queued.forEach(function (entry) { sdk[entry[0]].apply(sdk, Array.prototype.slice.call(entry[1])); });
})();
`;

/** GENERAL.integrations.bloomreach with the demo control's settings (target: this origin's stand-in). */
export function withDemoBloomreach(general: Record<string, unknown>, requestUrl: string): Record<string, unknown> {
  const settings = demoStore().analytics.settings;
  if (!settings) return general;
  const integrations = (general.integrations ?? {}) as Record<string, unknown>;
  const bloomreach = {
    enabled: true,
    project_token: 'demo-project',
    api_url: `${new URL(requestUrl).origin}${BLOOMREACH_PATH}`,
    customer_ids: { registered: 'email', customer_id: 'params_v2.customer_id' },
    ...settings,
  };
  return { ...general, integrations: { ...integrations, bloomreach } };
}

const allowed = ['enabled', 'project_token', 'api_url', 'customer_ids', 'consent_id'];

export const bloomreachHandlers: DemoControl[] = [
  { method: 'GET', path: `${BLOOMREACH_PATH}/js/exponea.min.js`, resolve: () =>
    new HttpResponse(STAND_IN_SDK, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } }) },
  { method: 'POST', path: `${BLOOMREACH_PATH}/calls`, resolve: async ({ request }) => {
    const call = await body(request);
    if (typeof call.method !== 'string' || !Array.isArray(call.args)) return json({ message: 'method and args are required' }, 400);
    demoStore().analytics.calls.push({ method: call.method, args: call.args, page: typeof call.page === 'string' ? call.page : '' });
    return new HttpResponse(null, { status: 204 });
  } },
  { method: 'GET', path: `${BLOOMREACH_PATH}/calls`, resolve: () => json({ calls: demoStore().analytics.calls }) },
  { method: 'DELETE', path: `${BLOOMREACH_PATH}/calls`, resolve: () => {
    demoStore().analytics.calls = [];
    return new HttpResponse(null, { status: 204 });
  } },
  { method: 'POST', path: '/__demo/integrations/bloomreach', resolve: async ({ request }) => {
    const p = await body(request);
    const settings = Object.fromEntries(Object.entries(p).filter(([key]) => allowed.includes(key)));
    demoStore().analytics.settings = settings;
    return json({ settings });
  } },
  { method: 'DELETE', path: '/__demo/integrations/bloomreach', resolve: () => {
    demoStore().analytics.settings = null;
    return new HttpResponse(null, { status: 204 });
  } },
];
