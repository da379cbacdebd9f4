// `preset migrate <preset | file.json>`: upgrades a preset folder, an exported layer or a published
// channel (a JSON file with `screens`) to PRESET_FORMAT_VERSION, applying each step of MIGRATIONS
// (src/lib/preset-format.ts) from the document's version on. Rewrites the files it changes.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS, PRESET_FORMAT_VERSION, type Rename } from '../../src/lib/preset-format.ts';
import { formatJson } from '../codegen/format-json.ts';
import { readJsonWithin, throwError } from '../../src/presets/read-file.ts';

type Json = Record<string, unknown>;
export type MigrationReport = { target: string; from: number; to: number; renames: Array<Rename & { file: string }> };

/** The file read as the preset reader reads it (inside its folder, within the input limits); a refused file throws PresetFileError. */
const readJson = (file: string, root = path.dirname(file)) => readJsonWithin(root, file, throwError) ?? {};
const writeJson = (file: string, json: Json) => writeFileSync(file, `${formatJson(json)}\n`);
const versionOf = (json: Json) => (typeof json.formatVersion === 'number' ? json.formatVersion : 1);

/** The steps from `from` to the current version; an unknown newer version is refused. */
function steps(from: number, where: string) {
  if (from > PRESET_FORMAT_VERSION) throw new Error(`${where} is format ${from}, newer than this engine's ${PRESET_FORMAT_VERSION}`);
  return MIGRATIONS.filter((m) => m.from >= from);
}

/** A folder of channel-presets/ (preset.json + screens/*.json). */
function migrateFolder(dir: string): MigrationReport {
  const metaFile = path.join(dir, 'preset.json');
  const meta = readJson(metaFile);
  const from = versionOf(meta);
  const renames: MigrationReport['renames'] = [];
  const screensDir = path.join(dir, 'screens');
  const files = existsSync(screensDir) ? readdirSync(screensDir).filter((f) => f.endsWith('.json')).sort() : [];
  for (const step of steps(from, metaFile)) {
    for (const file of files) {
      const full = path.join(screensDir, file);
      const { value, renames: found } = step.migrateScreen(readJson(full, dir), '');
      if (found.length === 0) continue;
      writeJson(full, value);
      renames.push(...found.map((r) => ({ ...r, file: path.relative(process.cwd(), full) })));
    }
  }
  if (from !== PRESET_FORMAT_VERSION) {
    const { name, ...rest } = meta;
    writeJson(metaFile, { ...(meta.$schema ? { $schema: meta.$schema } : {}), name, formatVersion: PRESET_FORMAT_VERSION, ...rest });
  }
  return { target: dir, from, to: PRESET_FORMAT_VERSION, renames };
}

/** An exported layer or a published channel: one JSON object whose `screens` (or `structure.screens`) maps names to screens. */
function migrateFile(file: string): MigrationReport {
  const json = readJson(file);
  const from = versionOf(json);
  const holder = (json.structure && typeof json.structure === 'object' ? json.structure : json) as Json;
  const base = holder === json ? '/screens' : '/structure/screens';
  const renames: MigrationReport['renames'] = [];
  for (const step of steps(from, file)) {
    if (holder.screens === undefined) continue;
    const { value, renames: found } = step.migrateScreen(holder.screens, base);
    holder.screens = value;
    renames.push(...found.map((r) => ({ ...r, file: path.relative(process.cwd(), file) })));
  }
  json.formatVersion = PRESET_FORMAT_VERSION;
  writeJson(file, json);
  return { target: file, from, to: PRESET_FORMAT_VERSION, renames };
}

export function migrate(target: string): MigrationReport {
  return statSync(target).isDirectory() ? migrateFolder(target) : migrateFile(target);
}

export function formatMigration(report: MigrationReport): string {
  const head = report.from === report.to ? `${report.target}: already format ${report.to}` : `${report.target}: format ${report.from} -> ${report.to}`;
  return [head, ...report.renames.map((r) => `  ${r.file}${r.pointer}: "${r.from}" -> "${r.to}"`)].join('\n');
}
