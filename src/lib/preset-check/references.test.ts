import { describe, expect, it } from 'vitest';
import type { BuiltPreset } from './built-preset';
import { checkReferences, type Manifest } from './references';

const manifest: Manifest = {
  actions: [],
  dataSources: [
    { name: 'coupons', kind: 'paged' },
    { name: 'coupon', kind: 'single' },
  ],
  itemRenderers: [],
  blocks: [
    { name: 'detail', reads: 'item' },
    { name: 'paged-list', aliases: ['tiles'], reads: 'list' },
    { name: 'switch' },
  ],
};

const preset = (blocks: unknown[]): BuiltPreset => ({
  name: 'p',
  languages: ['en'],
  sections: {},
  general: {},
  translations: {},
  seed: {},
  screens: { home: { blocks } },
});

describe('data blocks name a source of the kind they read', () => {
  it('reports a detail on a paged source and a list (or its alias) on a single one', () => {
    const findings = checkReferences(
      preset([
        { type: 'detail', props: { dataSource: 'coupons' } },
        { type: 'group', children: [{ type: 'tiles', props: { dataSource: 'coupon' } }] },
      ]),
      new Set(),
      manifest,
    );
    expect(findings.map((f) => [f.pointer, f.message])).toEqual([
      ['/screens/home/blocks/0/props/dataSource', 'detail reads one item (a single data source): data source "coupons" is paged'],
      ['/screens/home/blocks/1/children/0/props/dataSource', 'tiles reads a list (a paged data source): data source "coupon" is single'],
    ]);
  });

  it('accepts matching kinds and blocks that declare no read', () => {
    const findings = checkReferences(
      preset([
        { type: 'detail', props: { dataSource: 'coupon' } },
        { type: 'paged-list', props: { dataSource: 'coupons' } },
        { type: 'switch', props: { dataSource: 'coupons' } },
      ]),
      new Set(),
      manifest,
    );
    expect(findings).toEqual([]);
  });
});
