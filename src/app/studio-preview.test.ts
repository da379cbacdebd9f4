import { describe, expect, it, vi } from 'vitest';
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
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledWith({ type: STUDIO_APPLIED, seq: 3, path: '/coupons' }, 'http://portal.test'));
    expect(show).toHaveBeenCalledTimes(1);
  });
});
