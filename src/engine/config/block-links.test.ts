import { describe, expect, it } from 'vitest';
import { blockLinkProps } from '@/generated/block-link-props';
import { configLink } from '@/lib/sanitize/link';
import { EVIL_HOST, OFFSITE_LINK_FORMS } from '../../../tests/e2e/support/offsite-links';
import { checkBlockLinks, offsiteBlockLinks } from './block-links';
import { validateStructureEntry } from './structure';

/** Props holding `target` at `path` ('*' = one array item, with a label for list items). */
function propsWith(path: readonly string[], target: string, external?: boolean): Record<string, unknown> {
  const build = (rest: readonly string[]): unknown => {
    const [head, ...tail] = rest;
    if (head === undefined) return target;
    if (head === '*') return [build(tail)];
    const holder: Record<string, unknown> = { [head]: build(tail) };
    if (tail.length === 0 && external !== undefined) holder.external = external;
    if (tail.length === 0) holder.label = 'common.showAll';
    return holder;
  };
  return build(path) as Record<string, unknown>;
}

/** Props some blocks require besides their link (a new block with required props adds its own here). */
const required: Record<string, Record<string, unknown>> = { 'paged-list': { dataSource: 'leaflets' }, 'item-field': { field: 'title' }, banner: { title: 'common.showAll' } };
const pointerOf = (path: readonly string[]) => path.map((p) => (p === '*' ? '0' : p)).join('/');
const cases = Object.entries(blockLinkProps).flatMap(([type, paths]) => paths.map((path) => [type, path] as const));

describe('the link rule for block link props', () => {
  it('has 18 forms and finds the link props in the block schemas', () => {
    expect(OFFSITE_LINK_FORMS).toHaveLength(18);
    expect(new Set(OFFSITE_LINK_FORMS).size).toBe(18);
    expect(cases.length).toBeGreaterThanOrEqual(5);
  });

  it.each(OFFSITE_LINK_FORMS.map((form) => [JSON.stringify(form), form] as const))('refuses %s as an in-app link, and as external unless written absolute with http(s)', (_name, form) => {
    expect(configLink(form)).toBeNull();
    const external = configLink(form, true);
    if (external) {
      expect(external.newTab).toBe(true);
      expect(external.href).toMatch(/^https?:\/\/[^/\\]/);
      expect(new URL(external.href).hostname).toBe(EVIL_HOST);
    }
  });

  it('keeps in-app paths, bare route names and templates; explicit external links open in a new tab', () => {
    expect(configLink('/coupons')).toEqual({ href: '/coupons', newTab: false });
    expect(configLink('coupons')).toEqual({ href: '/coupons', newTab: false });
    expect(configLink('/reward/:id')).toEqual({ href: '/reward/:id', newTab: false });
    expect(configLink('https://shop.example/a', true)).toEqual({ href: 'https://shop.example/a', newTab: true });
    expect(configLink('mailto:help@shop.example', true)).toEqual({ href: 'mailto:help@shop.example', newTab: true });
    expect(configLink('//shop.example/a', true)).toBeNull();
    expect(configLink(undefined)).toBeNull();
  });
});

describe.each(cases)('structure validation of %s %j', (type, path) => {
  const screen = (target: string, external?: boolean) => ({ blocks: [{ type: 'group', children: [{ type, props: { ...required[type], ...propsWith(path, target, external) } }] }] });
  const at = `/blocks/0/children/0/props/${pointerOf(path)}`;

  it.each(OFFSITE_LINK_FORMS.map((form) => [JSON.stringify(form), form] as const))('reports and drops %s with its pointer', async (_name, form) => {
    expect(offsiteBlockLinks(screen(form))).toEqual([at]);
    expect(checkBlockLinks({ probe: screen(form) })).toEqual([expect.objectContaining({ severity: 'error', pointer: `/screens/probe${at}` })]);
    const value = await validateStructureEntry('screens', 'probe', screen(form));
    expect(JSON.stringify(value ?? {})).not.toContain(EVIL_HOST);
  });

  it('lets an in-app path through untouched', async () => {
    expect(offsiteBlockLinks(screen('/coupons'))).toEqual([]);
    expect(checkBlockLinks({ probe: screen('/coupons') })).toEqual([]);
    const value = await validateStructureEntry('screens', 'probe', screen('/coupons'));
    expect(JSON.stringify(value)).toContain('/coupons');
  });

  it('drops only the refused link: the block and its other props stay', async () => {
    const value = await validateStructureEntry('screens', 'probe', screen(`//${EVIL_HOST}/x`));
    const block = (value as { blocks: Array<{ children: Array<{ type: string }> }> }).blocks[0]!.children[0];
    expect(block?.type).toBe(type);
  });
});
