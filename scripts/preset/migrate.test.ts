// @vitest-environment node
// Preset format 1 -> 2 (camelCase data source and action names -> kebab-case): `preset migrate`
// upgrades a folder or a JSON file, and `preset validate` still reads the old spelling with a
// deprecation warning.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defineExtension } from '../../src/engine/extensions/define-extension.ts';
import { PRESET_FORMAT_VERSION, kebabExtensionName, renameExtensionNames } from '../../src/lib/preset-format.ts';
import { listPresets, presetsRoot } from '../../src/presets/build.ts';
import { main } from './cli.ts';
import { editJson, makeFixture, writeJson } from './test-fixtures.ts';
import { validatePresetDir } from '../../src/presets/validate.ts';

const oldScreen = {
  blocks: [
    { id: 'form', type: 'form', props: { form: 'profile', action: 'updateProfile', initialData: 'profile' } },
    { id: 'list', type: 'section', children: [{ id: 'tx', type: 'history-table', props: { dataSource: 'walletTransactions' } }] },
  ],
};
const oldPatch = { patch: [{ op: 'replace', path: '/blocks/list/props/dataSource', value: 'popularRewards' }, { op: 'add', path: '/blocks/-', value: { id: 'n', type: 'paged-list', props: { dataSource: 'news' } } }] };

let cleanup = () => {};
afterEach(() => cleanup());

const quiet = () => {
  const out: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => out.push(t) }, out };
};

describe('extension names', () => {
  it('config names are kebab-case: the factory refuses another case', () => {
    expect(() => defineExtension('data-source', { name: 'walletTransactions', description: 'x' })).toThrow(/kebab-case/);
    expect(defineExtension('action', { name: 'update-profile', description: 'Saves.' }).name).toBe('update-profile');
  });

  it('format 1 -> 2 renames data sources and actions in blocks, children and patch operations', () => {
    expect(kebabExtensionName('walletTransactions')).toBe('wallet-transactions');
    expect(kebabExtensionName('news')).toBeUndefined();
    const { value, renames } = renameExtensionNames({ profile: oldScreen, home: oldPatch }, '/screens');
    expect(renames.map((r) => [r.pointer, r.to])).toEqual([
      ['/screens/profile/blocks/0/props/action', 'update-profile'],
      ['/screens/profile/blocks/1/children/0/props/dataSource', 'wallet-transactions'],
      ['/screens/home/patch/0/value', 'popular-rewards'],
    ]);
    expect(JSON.stringify(value)).not.toMatch(/updateProfile|walletTransactions|popularRewards/);
    expect(oldScreen.blocks[0]!.props!.action).toBe('updateProfile');
  });

  it('every committed preset is at the current format', () => {
    for (const name of listPresets()) {
      const meta = JSON.parse(readFileSync(path.join(presetsRoot, name, 'preset.json'), 'utf8')) as { formatVersion?: number };
      expect(meta.formatVersion, name).toBe(PRESET_FORMAT_VERSION);
    }
  });
});

describe('preset migrate', () => {
  const oldPreset = () => {
    const fixture = makeFixture();
    cleanup = fixture.cleanup;
    const dir = path.join(fixture.root, 'fuel-cz');
    editJson(path.join(dir, 'preset.json'), (json) => delete json.formatVersion);
    mkdirSync(path.join(dir, 'screens'));
    writeJson(path.join(dir, 'screens', 'profile-edit.json'), oldScreen);
    return dir;
  };

  it('validate reads a format-1 name with a deprecation warning, not as an undeclared one', () => {
    const dir = oldPreset();
    const findings = validatePresetDir(dir).findings;
    expect(findings).toContainEqual(
      expect.objectContaining({ severity: 'warning', check: 'deprecated', pointer: '/screens/profile-edit/blocks/0/props/action', message: expect.stringContaining('"update-profile"') }),
    );
    expect(findings.filter((f) => /updateProfile|walletTransactions/.test(f.message) && f.check !== 'deprecated')).toEqual([]);
  });

  it('upgrades a preset folder step by step, then has nothing left to do', () => {
    const dir = oldPreset();
    const { io, out } = quiet();
    expect(main(['migrate', dir], io)).toBe(0);
    expect(out.join('\n')).toContain('format 1 -> 2');
    const screen = readFileSync(path.join(dir, 'screens', 'profile-edit.json'), 'utf8');
    expect(screen).toContain('"update-profile"');
    expect(screen).toContain('"wallet-transactions"');
    expect(JSON.parse(readFileSync(path.join(dir, 'preset.json'), 'utf8')).formatVersion).toBe(PRESET_FORMAT_VERSION);
    expect(validatePresetDir(dir).findings.filter((f) => f.check === 'deprecated')).toEqual([]);
    const again = quiet();
    expect(main(['migrate', dir], again.io)).toBe(0);
    expect(again.out.join('\n')).toContain(`already format ${PRESET_FORMAT_VERSION}`);
  });

  it('upgrades an exported layer or a published channel (a JSON file with screens)', () => {
    const fixture = makeFixture([]);
    cleanup = fixture.cleanup;
    const file = path.join(fixture.root, 'layer.json');
    writeFileSync(file, JSON.stringify({ structure: { screens: { home: oldPatch } } }));
    expect(main(['migrate', file], quiet().io)).toBe(0);
    const json = JSON.parse(readFileSync(file, 'utf8')) as { formatVersion: number; structure: { screens: { home: typeof oldPatch } } };
    expect(json.formatVersion).toBe(PRESET_FORMAT_VERSION);
    expect(json.structure.screens.home.patch[0]!.value).toBe('popular-rewards');
  });
});
