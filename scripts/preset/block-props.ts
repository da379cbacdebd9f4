// Blocks of a preset's screens against screens.schema.json read from disk (the check itself is
// src/lib/preset-check/schema-names.ts, which the studio runs on its bundled copy).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBlocks as check, type ScreensSchema } from '@/lib/preset-check/schema-names';
import { repoRoot } from '../codegen/schema-files.ts';
import type { BuiltPreset } from './build.ts';
import type { Finding } from './findings.ts';

export const screensSchemaFile = path.join(repoRoot, 'schemas/screens.schema.json');

export function checkBlocks(preset: BuiltPreset, file: string = screensSchemaFile): Finding[] {
  return check(preset, JSON.parse(readFileSync(file, 'utf8')) as ScreensSchema);
}
