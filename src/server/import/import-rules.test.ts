// @vitest-environment node
// The import allow-list (CHANNEL_IMPORT_HOSTS) read as a deployer writes it: names, `*.` wildcards,
// ports, and IPv6 addresses in brackets (with or without a port) or bare, in any spelling of the
// address, each matching exactly the URLs it names.
import { describe, expect, it } from 'vitest';
import { checkedUrl, hostAllowed, importSettingsFromEnv, parseHostEntry } from './import-rules';

const allowed = (url: string, hosts: string[]) => hostAllowed(new URL(url), hosts);

describe('import allow-list', () => {
  it('matches IPv6 entries with and without a port, in any spelling of the address', () => {
    expect(allowed('http://[::1]:4339/wl/v1', ['[::1]:4339'])).toBe(true);
    expect(allowed('http://[::1]:4340/wl/v1', ['[::1]:4339'])).toBe(false);
    expect(allowed('http://[::1]:4339/wl/v1', ['[0:0:0:0:0:0:0:1]:4339'])).toBe(true);
    expect(allowed('http://[0::1]:4339/wl/v1', ['[::1]:4339'])).toBe(true);
    expect(allowed('https://[2001:DB8::10]/wl/v1', ['[2001:db8::10]'])).toBe(true);
    expect(allowed('https://[2001:db8::10]:8443/wl/v1', ['[2001:db8::10]'])).toBe(true);
    // A bare address names no port: its last group is part of the address.
    expect(allowed('http://[::1]:80/', ['::1'])).toBe(true);
    expect(allowed('http://[::]/', ['::1'])).toBe(false);
    expect(parseHostEntry('::1')).toEqual({ name: '[::1]' });
    expect(parseHostEntry('[::1]:4339')).toEqual({ name: '[::1]', port: '4339' });
    expect(allowed('http://[::2]:4339/', ['[::1]:4339'])).toBe(false);
    expect(allowed('http://127.0.0.1:4339/', ['[::1]:4339'])).toBe(false);
  });

  it('matches names, wildcards and ports as before, and a malformed entry allows nothing', () => {
    expect(allowed('https://platform.example.com/wl/v1', ['Platform.Example.com'])).toBe(true);
    expect(allowed('https://a.example.com/', ['*.example.com'])).toBe(true);
    expect(allowed('https://example.com/', ['*.example.com'])).toBe(false);
    expect(allowed('http://127.0.0.1:4339/', ['127.0.0.1:4339'])).toBe(true);
    expect(allowed('http://127.0.0.1:4338/', ['127.0.0.1:4339'])).toBe(false);
    expect(allowed('https://platform.example.com/', ['platform.example.com:443'])).toBe(true);
    for (const bad of ['[::1', '[not-an-address]:80', 'a b', 'host:port', '[::1]:x']) expect(parseHostEntry(bad), bad).toBeNull();
  });

  it('accepts an IPv6 platform named in CHANNEL_IMPORT_HOSTS', () => {
    const settings = { ...importSettingsFromEnv({ CHANNEL_IMPORT_HOSTS: 'platform.example.com, [::1]:4339' }), allowPrivate: true };
    expect(checkedUrl('http://[::1]:4339/wl/v1', settings).host).toBe('[::1]:4339');
    expect(() => checkedUrl('http://[::1]:4338/wl/v1', settings)).toThrow(/not an allowed platform/);
    expect(() => checkedUrl('http://[::1]:4339/wl/v1', { ...settings, allowPrivate: false })).toThrow(/private or loopback/);
  });
});
