// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { writeOperatorPreset } from '../../tests/e2e/support/operator-preset';
import { buildPreset } from '../../src/presets/build.ts';
import { editJson, writeJson } from './test-fixtures.ts';
import { validatePresetDir } from '../../src/presets/validate.ts';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const screenIds = (screen: unknown) => (screen as { blocks: Array<{ id?: string }> }).blocks.map((b) => b.id);

describe('a preset changes structure with files alone', () => {
  it('build: a new route and screen, a home patch by block id, a profile form patch; validate passes', () => {
    const preset = writeOperatorPreset({ extends: 'fuel-cz', languages: ['cs'] });
    cleanup = preset.cleanup;
    const built = buildPreset(preset.dir);
    const base = buildPreset('fuel-cz');
    const routes = built.routes?.routes as Array<{ path: string }>;
    expect(routes.map((r) => r.path)).toEqual([...(base.routes?.routes as Array<{ path: string }>).map((r) => r.path), '/stores']);
    expect(screenIds(built.screens?.stores)).toEqual(['where', 'intro', 'more']);
    expect(screenIds(built.screens?.home)).toEqual(screenIds(base.screens?.home).filter((id) => id !== 'available-perks'));
    const profile = built.forms?.profile as { uiSchema: Record<string, unknown> };
    expect(profile.uiSchema['ui:order']).toEqual(['first_name', 'surname', 'email', 'favourite_station', 'phone', 'phone_secondary', 'sex', 'fuelType', 'car_wash_news']);
    const report = validatePresetDir(preset.dir);
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('validate: a patch naming a missing block is an error with its file; a link to a route switched off is a warning', () => {
    const preset = writeOperatorPreset({ extends: 'drugstore-pl', languages: ['pl', 'en'], card: false });
    cleanup = preset.cleanup;
    const warnings = validatePresetDir(preset.dir).findings.filter((f) => f.severity === 'warning');
    expect(warnings).toContainEqual(
      expect.objectContaining({ pointer: '/screens/stores/blocks/2/props/items/1/to', message: expect.stringMatching(/"\/card".*switch off \(web=true, card=true\)/) }),
    );
    writeJson(`${preset.dir}/screens/home.json`, { patch: [{ op: 'remove', path: '/blocks/no-such-block' }] });
    const errors = validatePresetDir(preset.dir).findings.filter((f) => f.severity === 'error');
    expect(errors).toContainEqual(expect.objectContaining({ check: 'file', message: expect.stringMatching(/patch\/0: no element with id "no-such-block"/) }));
    expect(errors[0]?.source).toMatch(/screens\/home\.json$/);
  });

  it('validate: a broken patch does not stop the report: other broken patches and the other checks still run', () => {
    const preset = writeOperatorPreset({ extends: 'drugstore-pl', languages: ['pl', 'en'], card: false });
    cleanup = preset.cleanup;
    writeJson(`${preset.dir}/screens/home.json`, { patch: [{ op: 'remove', path: '/blocks/no-such-block' }] });
    writeJson(`${preset.dir}/forms/profile.json`, { patch: [{ op: 'replace', path: '/schema/properties/no_such_field/title', value: 'x' }] });
    const findings = validatePresetDir(preset.dir).findings;
    const files = findings.filter((f) => f.check === 'file' && f.severity === 'error').map((f) => f.source);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/screens\/home\.json$/), expect.stringMatching(/forms\/profile\.json$/)]));
    // The checks after the build still ran: the link to the switched-off /card is still a warning.
    expect(findings).toContainEqual(expect.objectContaining({ severity: 'warning', pointer: '/screens/stores/blocks/2/props/items/1/to' }));
  });

  it('validate: keys a form names count as used, and one without a text is an error at the form', () => {
    const preset = writeOperatorPreset({ extends: 'fuel-cz', languages: ['cs'] });
    cleanup = preset.cleanup;
    expect(validatePresetDir(preset.dir).findings.filter((f) => f.check === 'translation')).toEqual([]);
    editJson(`${preset.dir}/translations/cs.json`, (t) => delete t['forms.fields.favouriteStation']);
    expect(validatePresetDir(preset.dir).findings).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        pointer: '/forms/profile/schema/properties/favourite_station/title',
        message: expect.stringContaining('"forms.fields.favouriteStation"'),
        // The patch operation that added the field.
        source: expect.stringMatching(/forms\/profile\.json#\/patch\/0$/),
      }),
    );
  });

  it('validate: an in-app link of a screen to no route and a block id used twice are errors', () => {
    const preset = writeOperatorPreset({ extends: 'drugstore-pl', languages: ['pl', 'en'] });
    cleanup = preset.cleanup;
    editJson(`${preset.dir}/screens/stores.json`, (screen) => {
      const blocks = screen.blocks as Array<{ id: string; props: { items?: unknown[] } }>;
      blocks[2]!.props.items!.push({ label: 'screens.stores.coupons', to: '/storse' });
      blocks[1]!.id = 'where';
    });
    const errors = validatePresetDir(preset.dir).findings.filter((f) => f.severity === 'error');
    expect(errors).toContainEqual(expect.objectContaining({ pointer: '/screens/stores/blocks/2/props/items/2/to', message: 'in-app link "/storse" matches no route of routes.json' }));
    expect(errors).toContainEqual(expect.objectContaining({ pointer: '/screens/stores/blocks/1/id', message: expect.stringMatching(/block id "where" is used twice/) }));
  });

  it('validate: a misspelt block type, block prop or general.json key gets a "did you mean"', () => {
    const preset = writeOperatorPreset({ extends: 'fuel-cz', languages: ['cs'] });
    cleanup = preset.cleanup;
    editJson(`${preset.dir}/screens/stores.json`, (screen) => {
      const blocks = screen.blocks as Array<{ type: string; props: Record<string, unknown> }>;
      blocks[0]!.type = 'headng';
      blocks.push({ type: 'section', props: { title: 'screens.stores.title', showAllTo: '/coupons', showAllLable: 'common.showAll' } });
      (blocks[2]!.props.items as Array<Record<string, unknown>>)[0]!.lable = 'screens.stores.coupons';
    });
    writeJson(`${preset.dir}/general.json`, { 'GENERAL.lnag': 'cs_CZ', 'GENERAL.other_backend_key': 1 });
    const errors = validatePresetDir(preset.dir).findings.filter((f) => f.severity === 'error');
    expect(errors.map((f) => [f.pointer, f.message])).toEqual(
      expect.arrayContaining([
        ['/screens/stores/blocks/0/type', expect.stringContaining('unknown block type "headng" (did you mean "heading"?)')],
        ['/screens/stores/blocks/3/props/showAllLable', 'unknown key "showAllLable" (did you mean "showAllLabel"?)'],
        ['/screens/stores/blocks/2/props/items/0/lable', 'unknown key "lable" (did you mean "label"?)'],
        ['/general/GENERAL.lnag', expect.stringContaining('(did you mean "GENERAL.lang"?)')],
      ]),
    );
    expect(errors.some((f) => f.pointer.includes('other_backend_key'))).toBe(false);
  });
});
