// References of a preset (the checks live in src/lib/preset-check/references.ts, which the studio
// runs too): this file reads what they check against from disk, the contract and the manifest.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { checkReferences as check, operationIdsOf, registryActions as actionsOf, type Manifest } from '@/lib/preset-check/references';
import { repoRoot } from './schema-files';
import type { BuiltPreset } from './build';
import type { Finding } from './findings';

export type { Manifest } from '@/lib/preset-check/references';

export const openapiFile = path.join(repoRoot, 'openapi/wl-v1.yaml');
export const manifestFile = path.join(repoRoot, 'src/generated/extensions-manifest.json');

export function readManifest(file: string = manifestFile): Manifest | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** Form actions and the API operations each one calls, from the manifest. */
export const registryActions = (manifest = readManifest()) => actionsOf(manifest);

export function operationIds(file: string = openapiFile): Set<string> {
  return existsSync(file) ? operationIdsOf(parse(readFileSync(file, 'utf8'))) : new Set();
}

export function checkReferences(preset: BuiltPreset, ids: Set<string> = operationIds(), manifest = readManifest()): Finding[] {
  return check(preset, ids, manifest);
}
