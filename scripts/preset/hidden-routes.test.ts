// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPreset } from '../../src/presets/build.ts';
import { validatePresetDir } from '../../src/presets/validate.ts';
import { mergeRoutes } from '../../src/lib/preset-check/merge.ts';
import { mergeRouteTables } from '../../src/engine/routes/merge-routes.ts';
import { resolveRoutes } from '../../src/engine/routes/resolve-routes.ts';
import type { RouteTable } from '../../src/engine/routes/types.ts';
import { writeJson } from './test-fixtures.ts';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** A preset over drugstore-pl whose only file besides preset.json is routes.json. */
function presetHiding(routes: unknown[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'hidden-route-'));
  cleanup = () => rmSync(root, { recursive: true, force: true });
  const dir = path.join(root, 'hides-leaflets');
  mkdirSync(dir, { recursive: true });
  writeJson(path.join(dir, 'preset.json'), { name: 'hides-leaflets', description: 'Hides a route', extends: 'drugstore-pl', languages: ['pl', 'en'] });
  writeJson(path.join(dir, 'routes.json'), { routes });
  return dir;
}

const leaflets = { path: '/leaflets', access: 'public', screen: 'leaflets', layout: 'page-single' };

describe('a hidden route', () => {
  it('merge: a { path, hidden } mark keeps the inherited route and hides it; hidden: false brings it back as it was', () => {
    const hidden = mergeRoutes({ routes: [leaflets] }, { routes: [{ path: '/leaflets', hidden: true }] });
    expect(hidden.routes).toEqual([{ ...leaflets, hidden: true }]);
    const back = mergeRoutes(hidden, { routes: [{ path: '/leaflets', hidden: false }] });
    expect(back.routes).toEqual([leaflets]);
  });

  it('portal: a served mark hides the built-in route, and the resolved table leaves it out', () => {
    const table = mergeRouteTables({ routes: [leaflets] } as RouteTable, [{ path: '/leaflets', hidden: true }]);
    expect(table.routes[0]).toMatchObject({ path: '/leaflets', screen: 'leaflets', hidden: true });
    expect(resolveRoutes(table, { web: true, card: true }, null)).toEqual([]);
    expect(resolveRoutes({ routes: [leaflets] } as RouteTable, { web: true, card: true }, null).map((r) => r.path)).toEqual(['/leaflets']);
  });

  it('build: the mark in routes.json hides the inherited /leaflets in place, the rest of the table unchanged', () => {
    const dir = presetHiding([{ path: '/leaflets', hidden: true }]);
    const built = buildPreset(dir).routes?.routes as Array<Record<string, unknown>>;
    const base = buildPreset('drugstore-pl').routes?.routes as Array<Record<string, unknown>>;
    expect(built.map((r) => r.path)).toEqual(base.map((r) => r.path));
    const inherited = base.find((r) => r.path === '/leaflets');
    expect(built.find((r) => r.path === '/leaflets')).toEqual({ ...inherited, hidden: true });
    expect(built.filter((r) => r.hidden === true)).toHaveLength(1);
  });

  it('validate: the menu entry to the hidden route is a warning (the portal drops it), not an error; a malformed mark is a schema error', () => {
    const dir = presetHiding([{ path: '/leaflets', hidden: true }]);
    const findings = validatePresetDir(dir).findings;
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(findings).toContainEqual(
      expect.objectContaining({ severity: 'warning', pointer: '/sections/GENERAL/routes/items/0/link/target', message: expect.stringMatching(/"\/leaflets" leads to a hidden route/) }),
    );
    const bad = presetHiding([{ path: '/leaflets', hidden: 'yes' }]);
    expect(validatePresetDir(bad).findings.filter((f) => f.severity === 'error').length).toBeGreaterThan(0);
  });

  it('validate: without the mark there is no finding about /leaflets', () => {
    const dir = presetHiding([{ path: '/leaflets', hidden: false }]);
    expect(validatePresetDir(dir).findings.filter((f) => /leaflets/.test(f.message))).toEqual([]);
  });
});
