// `preset new`: a preset folder that extends another (default: default) and validates as it is.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { schemaDir } from '../../src/presets/schema-files.ts';
import { buildPresetAt, presetNamePattern, presetsRoot, resolvePresetDir } from '../../src/presets/build.ts';

/** A wrong use of the CLI: a short message, with the whole usage text only when `withUsage`. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly withUsage = false,
  ) {
    super(message);
  }
}

const seedOf = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 1_000_000;
const titleOf = (name: string) => name.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/** The schema (under schemas/) of a preset file by its path in the preset folder. */
export function presetFileSchema(file: string): string {
  const [folder, name = ''] = file.split('/');
  if (folder === 'sections') return `sections/${name.replace(/\.json$/, '')}.schema.json`;
  if (folder === 'translations') return 'preset-translation.schema.json';
  if (folder === 'screens' || folder === 'forms') return `${folder}.schema.json`;
  const own: Record<string, string> = { 'preset.json': 'preset.schema.json', 'general.json': 'preset-general.schema.json', 'seed.json': 'preset-seed.schema.json', 'routes.json': 'routes.schema.json' };
  return own[file] ?? 'preset.schema.json';
}

export function scaffoldPreset(name: string, options: { from?: string; root?: string } = {}): { dir: string; files: string[] } {
  if (!presetNamePattern.test(name)) throw new UsageError(`"${name}" is not a preset name: lowercase letters, digits and dashes`);
  const root = path.resolve(options.root ?? presetsRoot);
  const dir = path.join(root, name);
  if (existsSync(dir)) throw new UsageError(`preset '${name}' exists (${path.relative(process.cwd(), dir) || dir}): choose another name`);
  let parentDir: string;
  try {
    parentDir = resolvePresetDir(options.from ?? 'default');
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const parent = buildPresetAt(parentDir);
  const languages = parent.languages?.length ? parent.languages : ['en'];
  // Every file names its schema, so an editor completes and checks it.
  const schema = (file: string, schemaFile: string) => path.relative(path.dirname(path.join(dir, file)), path.join(schemaDir, schemaFile));
  const files: Record<string, Record<string, unknown>> = {
    'preset.json': {
      name,
      extends: parent.name,
      description: `${titleOf(name)}: a channel based on ${parent.name}.`,
      languages,
    },
    'general.json': { ...parent.general },
    'seed.json': { seed: seedOf(name), brand: titleOf(name) },
    'sections/VISUAL.json': { color: { primary: (parent.sections?.VISUAL?.color as { primary?: string } | undefined)?.primary ?? '#000000' } },
    ...Object.fromEntries(languages.map((l) => [`translations/${l}.json`, {}])),
  };
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify({ $schema: schema(file, presetFileSchema(file)), ...content }, null, 2)}\n`);
  }
  return { dir, files: Object.keys(files) };
}
