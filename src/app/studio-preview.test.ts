import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockNow, setPreviewClock } from '@/lib/clock';
import { STUDIO_APPLIED, STUDIO_DRAFT } from '@/lib/studio-protocol';
import type { BootData } from './boot-data';
import { draftBootData, listenForDrafts } from './studio-preview';

const boot = {
  channelId: 'c',
  publicConfig: { channel_id: 'c', general: {} },
  language: 'cs',
  translations: { 'a.b': 'served' },
  rawSections: { VISUAL: { color: { primary: '#000000' } } },
  rawStructure: undefined,
} as unknown as BootData;

afterEach(() => setPreviewClock(null));

describe('the portal as the studio preview', () => {
  it('puts the draft where the served config was; the language follows the draft', () => {
    const data = draftBootData(boot, { sections: { VISUAL: { color: { primary: '#1d6b3a' } } }, general: { 'GENERAL.lang': 'sk' }, routes: { routes: [] }, translations: { 'a.b': 'draft' } });
    expect(data.rawSections).toEqual({ VISUAL: { color: { primary: '#1d6b3a' } } });
    expect(data.language).toBe('sk');
    expect(data.translations).toEqual({ 'a.b': 'draft' });
    expect(data.rawStructure).toEqual({ routes: { routes: [] } });
    expect(draftBootData(boot, { sections: {} }).language).toBe('cs');
  });

  it('applies drafts only from the framing window on its own origin, and answers after painting', async () => {
    const parent = { postMessage: vi.fn() };
    const listeners: ((event: MessageEvent) => void)[] = [];
    const own = {
      parent,
      location: { origin: 'http://portal.test', pathname: '/coupons' },
      addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
      removeEventListener: vi.fn(),
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
    } as unknown as Window;
    const show = vi.fn(async () => undefined);
    listenForDrafts(boot, show, own);
    const message = (origin: string, source: unknown) =>
      listeners.forEach((l) => l({ origin, source, data: { type: STUDIO_DRAFT, seq: 3, draft: { sections: {} } } } as unknown as MessageEvent));

    message('http://evil.test', parent);
    message('http://portal.test', {});
    await Promise.resolve();
    expect(show).not.toHaveBeenCalled();

    message('http://portal.test', parent);
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledWith({ type: STUDIO_APPLIED, seq: 3, path: '/coupons' }, 'http://portal.test'), { timeout: 30_000 });
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('shows one screen alone only when the draft names one with a screen object', () => {
    const screen = { blocks: [{ type: 'text', props: { text: 'a.b' } }] };
    expect(draftBootData(boot, { sections: {}, only: { name: 'home', screen } }).only).toEqual({ name: 'home', screen });
    expect(draftBootData(boot, { sections: {} }).only).toBeUndefined();
    expect(draftBootData(boot, { sections: {}, only: { name: 'home', screen: 'x' } } as never).only).toBeUndefined();
  });

  it("runs the clock from the draft's date before showing it, and back on the real clock without one", async () => {
    const parent = { postMessage: vi.fn() };
    const listeners: ((event: MessageEvent) => void)[] = [];
    const own = {
      parent,
      location: { origin: 'http://portal.test', pathname: '/' },
      addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
      removeEventListener: vi.fn(),
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
    } as unknown as Window;
    const seen: number[] = [];
    listenForDrafts(boot, async () => void seen.push(clockNow()), own);
    const at = Date.parse('2030-12-10T12:00:00Z');
    const send = (draft: unknown) => listeners.forEach((l) => l({ origin: 'http://portal.test', source: parent, data: { type: STUDIO_DRAFT, seq: 1, draft } } as unknown as MessageEvent));
    send({ sections: {}, clockAt: at });
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 30_000 });
    expect(seen[0]! - at).toBeLessThan(60_000);
    expect(seen[0]!).toBeGreaterThanOrEqual(at);
    send({ sections: {} });
    await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 30_000 });
    expect(Math.abs(seen[1]! - Date.now())).toBeLessThan(60_000);
  });
});
