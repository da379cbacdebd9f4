import { describe, expect, it, vi } from 'vitest';
import { loadScreen } from './screens';

const ids = (screen: { blocks: Array<{ id?: string; type: string }> } | null) => screen?.blocks.map((b) => b.id ?? b.type);

describe('loadScreen (built-in < served < SETTINGS override)', () => {
  it('serves a new screen by name and patches a built-in one by block id', async () => {
    const served = {
      stores: { title: 'screens.stores.title', blocks: [{ id: 'intro', type: 'markdown', props: { text: 'Hi' } }] },
      home: { patch: [{ op: 'remove', path: '/blocks/available-perks' }] },
    };
    expect(ids(await loadScreen('stores', served, {}))).toEqual(['intro']);
    const home = await loadScreen('home', served, {});
    const builtIn = await loadScreen('home', {}, {});
    expect(ids(home)).toEqual(ids(builtIn)!.filter((id) => id !== 'available-perks'));
  });

  it('applies a SETTINGS patch over the served screen, and keeps the screen when a patch fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const served = { stores: { blocks: [{ id: 'a', type: 'markdown', props: { text: 'A' } }, { id: 'b', type: 'markdown', props: { text: 'B' } }] } };
    const moved = await loadScreen('stores', served, { stores: { patch: [{ op: 'move', from: '/blocks/b', path: '/blocks/a' }] } });
    expect(ids(moved)).toEqual(['b', 'a']);
    const kept = await loadScreen('stores', served, { stores: { patch: [{ op: 'remove', path: '/blocks/zzz' }] } });
    expect(ids(kept)).toEqual(['a', 'b']);
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/\/SETTINGS\/screens\/stores: patch\/0: no element with id "zzz"/);
    warn.mockRestore();
  });

  it('drops an invalid block of a served screen with a pointer warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const screen = await loadScreen('stores', { stores: { blocks: [{ id: 'a', type: 'markdown', props: { text: 'A' } }, { id: 'b', type: 7 }] } }, {});
    expect(ids(screen)).toEqual(['a']);
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/\/structure\/screens\/stores\/blocks\/1/);
    warn.mockRestore();
  });
});

describe('default screens', () => {
  it('give every block an id, unique within its screen and not all digits, so patches can name it', async () => {
    const { screenNames } = await import('./screens');
    for (const name of screenNames()) {
      const screen = await loadScreen(name, {}, {});
      const seen: string[] = [];
      const visit = (blocks: Array<{ id?: string; children?: unknown }> = []) => {
        for (const block of blocks) {
          expect(block.id, `${name}: a block without id`).toMatch(/^(?!\d+$)[A-Za-z0-9_-]+$/);
          expect(seen, `${name}: id ${block.id} twice`).not.toContain(block.id);
          seen.push(block.id!);
          visit(block.children as typeof blocks);
        }
      };
      visit(screen?.blocks as Parameters<typeof visit>[0]);
    }
  });
});
