import { afterEach, describe, expect, it } from 'vitest';
import { createBloomreachAdapter } from './bloomreach-adapter';
import { bloomreachConfig } from './bloomreach-config';

type Stub = { _: Array<[string, unknown[]]> };
const exponea = () => (window as unknown as { exponea?: Stub }).exponea;
const config = { target: 'https://tracking.example.com', token: 'proj-1', customerIds: {}, consentId: null };

afterEach(() => {
  delete (window as unknown as { exponea?: Stub }).exponea;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('Bloomreach adapter', () => {
  it('queues initialize, identify, track and anonymize for the SDK it loads from the target', () => {
    const adapter = createBloomreachAdapter(config);
    adapter.identify({ registered: 'a@b.c' });
    adapter.track('navigation', { route: '/coupons' });
    adapter.anonymize();
    expect(exponea()?._).toEqual([
      ['initialize', [{ target: 'https://tracking.example.com', token: 'proj-1', track: { visits: false } }]],
      ['identify', [{ registered: 'a@b.c' }]],
      ['track', ['navigation', { route: '/coupons' }]],
      ['anonymize', []],
    ]);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.src)).toEqual(['https://tracking.example.com/js/exponea.min.js']);
    expect(scripts[0]?.textContent).toBe('');
  });

  it('drops calls quietly once the SDK host fails', () => {
    const adapter = createBloomreachAdapter(config);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    adapter.track('navigation', { route: '/' });
    expect(exponea()?._).toEqual([]);
  });
});

describe('Bloomreach config', () => {
  it('is usable only when enabled with a token and an http(s) target', () => {
    const on = { enabled: true, project_token: 't', api_url: 'https://api.exponea.com/', customer_ids: { registered: 'email' } };
    expect(bloomreachConfig(on)).toEqual({ target: 'https://api.exponea.com', token: 't', customerIds: { registered: 'email' }, consentId: null });
    expect(bloomreachConfig({ ...on, consent_id: 'cons-3' })?.consentId).toBe('cons-3');
    expect(bloomreachConfig({ ...on, enabled: false })).toBeNull();
    expect(bloomreachConfig({ enabled: true, api_url: 'https://api.exponea.com', customer_ids: {} })).toBeNull();
    expect(bloomreachConfig({ enabled: true, project_token: 't', customer_ids: {} })).toBeNull();
    expect(bloomreachConfig({ ...on, api_url: 'javascript:alert(1)' })).toBeNull();
    expect(bloomreachConfig(undefined)).toBeNull();
  });
});
