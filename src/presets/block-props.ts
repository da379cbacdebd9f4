// Blocks of a preset's screens against the screens schema read from disk (screens.schema.json and its
// generated part; the check itself is src/lib/preset-check/schema-names.ts, which the studio runs on
// its bundled copy).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBlocks as check, type ScreensSchema } from '@/lib/preset-check/schema-names';
import { bundleScreensSchema } from '@/lib/preset-check/screens-schema';
import { blocksSchemaFile, repoRoot } from './schema-files';
import type { BuiltPreset } from './build';
import type { Finding } from './findings';

export const screensSchemaFile = path.join(repoRoot, 'schemas/screens.schema.json');

export function checkBlocks(preset: BuiltPreset, file: string = screensSchemaFile): Finding[] {
  const read = (at: string) => JSON.parse(readFileSync(at, 'utf8')) as object;
  return check(preset, bundleScreensSchema(read(file), read(blocksSchemaFile)) as ScreensSchema);
}
