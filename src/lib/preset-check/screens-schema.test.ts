import { describe, expect, it } from 'vitest';
import blocks from '@/generated/blocks.schema.json';
import screens from '../../../schemas/screens.schema.json';
import { bundleScreensSchema } from './screens-schema';

describe('the screens schema bundled from its two files', () => {
  const bundled = bundleScreensSchema(screens, blocks);
  const refs = (schema: unknown): string[] =>
    Array.isArray(schema) ? schema.flatMap(refs) : schema && typeof schema === 'object' ? Object.entries(schema).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refs(v))) : [];

  it('holds every definition of both, with local refs only, each resolving', () => {
    expect(Object.keys(bundled.definitions)).toEqual(expect.arrayContaining(['block', 'params', 'inAppLink', 'pagedListProps', 'dataSourceName', 'blockProps']));
    for (const ref of refs(bundled)) {
      expect(ref, ref).toMatch(/^#\/definitions\//);
      expect(bundled.definitions[ref.slice('#/definitions/'.length)], ref).toBeDefined();
    }
  });

  it('puts the block types and per-type props rules in the block, as the hand walkers read them', () => {
    const block = bundled.definitions.block as { properties: { type: { anyOf: Array<{ enum?: string[] }> } }; allOf: Array<{ then: { properties: { props: { $ref: string } } } }> };
    expect(block.properties.type.anyOf[0]!.enum).toContain('paged-list');
    expect(block.allOf.map((rule) => rule.then.properties.props.$ref)).toContain('#/definitions/pagedListProps');
  });
});
