// Export as a minimal layer over the parent, and the layer merged back as `preset build` merges it.
import { describe, expect, it } from 'vitest';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { asBase, exportFiles, ExportRefused, importLayer, presetFiles, withoutSchemas } from './preset-files';
import { minimalLayer, unsaid } from './preset-layer';
import { PRESET_FORMAT_VERSION } from '@/lib/preset-format';

const parent: BuiltPreset = {
  name: 'default',
  description: 'the root',
  languages: ['en'],
  sections: { VISUAL: { color: { primary: '#000000', secondary: '#ffffff' } }, MENU: { text: '#111111' } },
  general: { 'GENERAL.lang': 'en' },
  translations: { en: { 'menu.home': 'Home' } },
  seed: { members: 1 },
  routes: { routes: [{ path: '/', access: 'public', screen: 'home' }, { path: '/a', access: 'public', screen: 'a' }] },
  screens: { home: { blocks: [{ type: 'markdown', id: 'm', props: { content: 'Hi' } }] }, a: { blocks: [] } },
  forms: { login: { schema: { type: 'object', properties: {} } } },
};

describe('minimal layer', () => {
  it('writes only what differs, with extends, and builds back to the draft', () => {
    const draft: BuiltPreset = {
      ...structuredClone(parent),
      name: 'club',
      description: undefined,
      languages: ['en', 'cs'],
      sections: { ...parent.sections, VISUAL: { color: { primary: '#1d6b3a', secondary: '#ffffff' } } },
      translations: { en: { 'menu.home': 'Home' }, cs: { 'menu.home': 'Domů' } },
      routes: { routes: [{ path: '/', access: 'member', screen: 'home' }, { path: '/a', access: 'public', screen: 'a' }, { path: '/b', access: 'public', screen: 'a' }] },
      screens: { ...parent.screens, home: { blocks: [] } },
    };
    delete draft.description;
    const layer = minimalLayer(draft, asBase(parent));
    expect(layer.extends).toBe('default');
    expect(layer.sections).toEqual({ VISUAL: { color: { primary: '#1d6b3a' } } });
    expect(layer.translations).toEqual({ cs: { 'menu.home': 'Domů' } });
    expect(layer.routes).toEqual({ routes: [{ path: '/', access: 'member', screen: 'home' }, { path: '/b', access: 'public', screen: 'a' }] });
    expect(Object.keys(layer.screens ?? {})).toEqual(['home']);
    expect(layer.forms).toBeUndefined();
    const files = presetFiles(draft, asBase(parent));
    expect(Object.keys(files).sort()).toEqual(['preset.json', 'routes.json', 'screens/home.json', 'sections/VISUAL.json', 'translations/cs.json']);
    const rebuilt = importLayer(asBase(parent), withoutSchemas(files));
    expect(unsaid(draft, rebuilt)).toEqual([]);
    // An export is written in the engine's current format.
    expect(rebuilt).toEqual({ ...draft, formatVersion: PRESET_FORMAT_VERSION, extends: 'default' });
  });

  it('writes a removed inherited value as null, and a whole section removed as each of its keys null', () => {
    const draft: BuiltPreset = { ...structuredClone(parent), name: 'club', sections: { VISUAL: { color: { primary: '#000000' } } } };
    const files = presetFiles(draft, asBase(parent));
    expect(withoutSchemas(files)['sections/VISUAL.json']).toEqual({ color: { secondary: null } });
    expect(withoutSchemas(files)['sections/MENU.json']).toEqual({ text: null });
    const rebuilt = importLayer(asBase(parent), withoutSchemas(files));
    expect(rebuilt.sections).toEqual({ VISUAL: { color: { primary: '#000000' } }, MENU: {} });
    expect(unsaid(draft, rebuilt)).toEqual([]);
    expect(exportFiles(draft, asBase(parent))).toEqual(files);
  });

  it('writes a reordered inherited screen as a patch of moves, which builds back to the draft', () => {
    const base: BuiltPreset = { ...structuredClone(parent), screens: { home: { title: 'home', blocks: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, type: 'markdown', props: { text: `t.${id}` } })) } } };
    const draft = structuredClone(base);
    const blocks = draft.screens!.home!.blocks as { id: string }[];
    blocks.push(blocks.splice(0, 1)[0]!);
    blocks.push(blocks.splice(0, 1)[0]!);
    const files = withoutSchemas(exportFiles({ ...draft, name: 'club' }, asBase(base)));
    expect(files['screens/home.json']).toEqual({ patch: [{ op: 'move', from: '/blocks/a', path: '/blocks/4' }, { op: 'move', from: '/blocks/b', path: '/blocks/4' }] });
    expect(importLayer(asBase(base), files).screens).toEqual(draft.screens);
  });

  it('refuses what a layer cannot say, naming it: an inherited route or screen removed', () => {
    const draft: BuiltPreset = { ...structuredClone(parent), name: 'club', routes: { routes: [{ path: '/', access: 'public', screen: 'home' }] }, screens: { home: parent.screens!.home! } };
    expect(() => exportFiles(draft, asBase(parent))).toThrow(ExportRefused);
    const rebuilt = importLayer(asBase(parent), withoutSchemas(presetFiles(draft, asBase(parent))));
    expect(unsaid(draft, rebuilt)).toEqual(['routes: /a removed', 'screens/a removed']);
  });

  it('writes a hidden inherited route as { path, hidden } and a cleared inherited accent as null; both build back', () => {
    const routes = parent.routes?.routes as Array<Record<string, unknown>>;
    const draft: BuiltPreset = {
      ...structuredClone(parent),
      name: 'club',
      sections: { ...parent.sections, MENU: {} },
      routes: { routes: [routes[0]!, { ...routes[1], hidden: true }] },
    };
    const files = withoutSchemas(exportFiles(draft, asBase(parent)));
    expect(files['routes.json']).toEqual({ routes: [{ path: '/a', hidden: true }] });
    expect(files['sections/MENU.json']).toEqual({ text: null });
    const rebuilt = importLayer(asBase(parent), files);
    expect(rebuilt.routes).toEqual(draft.routes);
    // Brought back: nothing differs, nothing is written.
    expect(withoutSchemas(exportFiles({ ...structuredClone(parent), name: 'club' }, asBase(parent)))['routes.json']).toBeUndefined();
  });
});
