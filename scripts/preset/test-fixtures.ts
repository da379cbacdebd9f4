// Temp copies of committed presets for the CLI tests. Only the files this module owns are copied
// (no screens, routes or forms) unless asked, so the tests do not depend on other modules' work.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { presetsRoot } from '../../src/presets/build.ts';

const ownParts = ['preset.json', 'general.json', 'seed.json', 'sections', 'translations'];

export function makeFixture(presets: string[] = ['default', 'fuel-cz']): { root: string; cleanup: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'preset-test-'));
  for (const name of presets) {
    for (const part of ownParts) {
      try {
        cpSync(path.join(presetsRoot, name, part), path.join(root, name, part), { recursive: true });
      } catch {
        // A preset need not have every part.
      }
    }
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

export function editJson(file: string, edit: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
}

export function writeJson(file: string, json: unknown): void {
  writeFileSync(file, JSON.stringify(json, null, 2));
}
