// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionNames, dataSourceDefinitions, itemRendererDefinitions } from '@/generated/extensions';
import manifest from '@/generated/extensions-manifest.json';
import { operationIds } from '../../src/presets/references.ts';
import { loadActions, loadDataSources, loadItemRenderers } from './definitions.ts';
import { actionOperations, generate } from './extensions.ts';
import { repoRoot } from '../../src/presets/schema-files.ts';

describe('extension codegen', () => {
  it('keeps the registry and the manifest in step with src/app/actions, data-sources and item-renderers', async () => {
    for (const { file, content } of await generate()) {
      expect(readFileSync(path.join(repoRoot, 'src/generated', file), 'utf8'), `${file} is stale: npm run codegen`).toBe(content);
    }
  });

  it('registers each declaration once, under the name its file is named after', async () => {
    expect([...actionNames]).toEqual((await loadActions()).map((d) => d.name));
    expect(dataSourceDefinitions.map((d) => d.name)).toEqual((await loadDataSources()).map((d) => d.name));
    expect(itemRendererDefinitions.map((d) => d.name)).toEqual((await loadItemRenderers()).map((d) => d.name));
    for (const list of [manifest.actions, manifest.dataSources, manifest.itemRenderers]) {
      expect(new Set(list.map((d) => d.name)).size).toBe(list.length);
    }
  });

  it("reads an action's API operations from its imports (support files included, type-only imports left out)", () => {
    expect(actionOperations('app/actions/register')).toEqual(['listConsents', 'register']);
    expect(actionOperations('app/actions/request-physical-card')).toEqual(['createDeliveryAddress', 'requestPhysicalCard']);
    const ids = operationIds();
    for (const action of manifest.actions) {
      expect(action.operations.length, action.name).toBeGreaterThan(0);
      for (const op of action.operations) expect(ids.has(op), `${action.name} calls ${op}`).toBe(true);
    }
  });

  it('lists the declared names in the screens schema (its generated part) for editors', () => {
    const schema = JSON.parse(readFileSync(path.join(repoRoot, 'src/generated/blocks.schema.json'), 'utf8')) as {
      definitions: Record<string, { anyOf: Array<{ enum?: string[] }> }>;
    };
    expect(schema.definitions.dataSourceName!.anyOf[0]!.enum).toEqual(manifest.dataSources.map((d) => d.name));
    expect(schema.definitions.itemRendererName!.anyOf[0]!.enum).toEqual(manifest.itemRenderers.map((d) => d.name));
    expect(schema.definitions.actionName!.anyOf[0]!.enum).toEqual(manifest.actions.map((d) => d.name));
  });
});
