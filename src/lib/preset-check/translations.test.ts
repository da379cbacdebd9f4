// A text key a block names in any of its text props (an image's alt text included) is used: the
// translation check never reports it as unused.
import { describe, expect, it } from 'vitest';
import blocksSchema from '@/generated/blocks.schema.json';
import { buildPreset } from '@/presets/build';
import { shippedBundle } from '@/studio/shipped-texts';
import { checkTranslations, screenKeys } from './translations';

/** Every property name the generated blocks schema declares as a text key (`i18nKey`). */
function textKeyProps(): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown, name: string) => {
    if (Array.isArray(node)) node.forEach((child) => walk(child, name));
    else if (node && typeof node === 'object') {
      const ref = (node as { $ref?: unknown }).$ref;
      if (typeof ref === 'string' && ref.endsWith('/i18nKey')) names.add(name);
      for (const [key, value] of Object.entries(node)) walk(value, key);
    }
  };
  walk(blocksSchema, '');
  return names;
}

describe('text keys named by blocks', () => {
  it("an image's alt key is used, not reported as unused", () => {
    const preset = structuredClone(buildPreset('minimal-gb'));
    preset.screens!.home = { ...preset.screens!.home, blocks: [{ type: 'image', id: 'hero', props: { src: 'https://example.com/a.png', alt: 'screens.home.heroAlt', width: 10, height: 10 } }] };
    preset.translations.en_GB = { ...preset.translations.en_GB, 'screens.home.heroAlt': 'A petrol station at dawn' };
    const findings = checkTranslations(preset, shippedBundle);
    expect(findings.filter((f) => f.pointer.endsWith('screens.home.heroAlt'))).toEqual([]);
  });

  it('every text key prop of every block type counts as naming its key', () => {
    for (const prop of textKeyProps()) {
      const preset = structuredClone(buildPreset('minimal-gb'));
      preset.screens!.home = { blocks: [{ type: 'text', id: 'probe', props: { [prop]: 'screens.probe.key' } }] };
      expect(screenKeys(preset).has('screens.probe.key'), prop).toBe(true);
    }
  });
});
