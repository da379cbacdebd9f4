// @vitest-environment node
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSections, validateSections } from '@/engine/config/validate';
import { buildPreset, buildPresetAt, deepMerge, presetsRoot } from '../../src/presets/build.ts';
import { contrastRatio } from '@/engine/theme/color';
import { checkContrast } from './contrast.ts';
import { createLocator } from '../../src/presets/locate.ts';
import { validatePresetDir } from '../../src/presets/validate.ts';
import { makeFixture, writeJson } from './test-fixtures.ts';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', 'rgb(255, 255, 255)')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('hsl(0, 0%, 0%)', '#ffffff')).toBeNull();
  });

  it('flags configured pairs as errors and derived text as warnings; skips hidden parts', () => {
    const sections = structuredClone(defaultSections) as typeof defaultSections;
    sections.HEADER.text = '#eeeeee';
    sections.FOOTER.enabled = false;
    sections.FOOTER.text = sections.FOOTER.background;
    sections.COUPON.ribbon = '#ee7e22';
    const findings = checkContrast(sections);
    expect(findings.map((f) => [f.severity, f.pointer])).toEqual(
      expect.arrayContaining([
        ['error', '/sections/HEADER/text'],
        ['warning', '/sections/COUPON/ribbon'],
      ]),
    );
    expect(findings.some((f) => f.pointer.startsWith('/sections/FOOTER'))).toBe(false);
  });

  it('checks the text colour the operator gave, not the one the portal swaps in, in every section alike', () => {
    const sections = structuredClone(defaultSections) as typeof defaultSections;
    sections.VISUAL.color.background = '#f7f7f5';
    sections.VISUAL.color.text = '#bbbbbb';
    sections.HEADER.background = '#f7f7f5';
    sections.HEADER.text = '#bbbbbb';
    sections.COUPON.ribbon = '#000000';
    const given = { VISUAL: { color: { background: '#f7f7f5', text: '#bbbbbb' } }, HEADER: { background: '#f7f7f5', text: '#bbbbbb' } };
    const findings = checkContrast(sections, given);
    expect(findings.map((f) => [f.severity, f.pointer, f.message])).toEqual([
      ['error', '/sections/VISUAL/color/text', 'page text: text #bbbbbb on #f7f7f5 is 1.79:1, below WCAG AA 4.5:1; the portal shows #000000 instead'],
      ['error', '/sections/HEADER/text', 'header: text #bbbbbb on #f7f7f5 is 1.79:1, below WCAG AA 4.5:1; the portal shows #000000 instead'],
    ]);
  });

  it('checks a text colour the preset leaves to its default as the portal shows it', () => {
    const sections = structuredClone(defaultSections) as typeof defaultSections;
    sections.VISUAL.color.background = '#111111';
    sections.COUPON.ribbon = '#000000';
    // The schema's default text (#000000) is not the operator's: the portal shows white, which passes.
    expect(checkContrast(sections, { VISUAL: { color: { background: '#111111' } }, COUPON: { ribbon: '#000000' } })).toEqual([]);
  });

  it('checks accents derived from the primary colour on that colour', () => {
    const sections = structuredClone(defaultSections) as typeof defaultSections;
    sections.VISUAL.color.primary = '#ffd6e7';
    sections.COUPON.ribbon = '#000000';
    expect(checkContrast(sections)).toEqual([]);
    sections.GENERAL.confirm_button_text = '#ffffff';
    expect(checkContrast(sections).map((f) => [f.severity, f.pointer, f.message.includes('#ffd6e7')])).toEqual([
      ['error', '/sections/GENERAL/confirm_button_text', true],
    ]);
  });

  it('finds no contrast error in the committed presets', () => {
    for (const name of ['default', 'fuel-cz', 'drugstore-pl', 'minimal-gb']) {
      const { sections } = validateSections(buildPreset(name).sections, { report: false });
      expect(checkContrast(sections).filter((f) => f.severity === 'error'), name).toEqual([]);
    }
  });
});

describe('build', () => {
  it('merges objects and replaces arrays', () => {
    expect(deepMerge({ a: { b: 1, c: [1, 2] }, d: 1 }, { a: { c: [3] }, e: 2 })).toEqual({ a: { b: 1, c: [3] }, d: 1, e: 2 });
  });

  it('removes an inherited key that a layer sets to null (RFC 7396), at any depth', () => {
    expect(deepMerge({ a: { b: 1, c: 2 }, d: 1 }, { a: { b: null }, d: null, e: null })).toEqual({ a: { c: 2 } });
    expect(deepMerge({ a: 1 }, { a: { b: null, c: 3 } })).toEqual({ a: { c: 3 } });
  });

  it('gives each of the four presets a clearly different channel', () => {
    const built = Object.fromEntries(['default', 'fuel-cz', 'drugstore-pl', 'minimal-gb'].map((n) => [n, buildPreset(n)]));
    const effective = (n: string) => validateSections(built[n]!.sections, { report: false }).sections;
    expect(effective('fuel-cz').MEMBER_AUTHENTICATION.sms_login).toBe(true);
    expect(effective('drugstore-pl').REGISTER.card_verify).toBe(true);
    expect(effective('drugstore-pl').FOOTER.column3_enabled).toBe(true);
    expect(effective('minimal-gb').GENERAL.web).toBe(false);
    expect(built['minimal-gb']!.general['GENERAL.lang']).toBe('en_GB');
    const primaries = new Set(Object.keys(built).map((n) => effective(n).VISUAL.color.primary));
    expect(primaries.size).toBe(4);
    for (const n of Object.keys(built)) expect(validateSections(built[n]!.sections, { report: false }).problems.filter((p) => p.kind !== 'missing-section')).toEqual([]);
  });
});

describe('locate', () => {
  it('points at the nearest preset that sets a value', () => {
    const chain = [path.join(presetsRoot, 'default'), path.join(presetsRoot, 'fuel-cz')];
    const locate = createLocator(chain);
    expect(locate('/sections/HEADER/background')).toBe('channel-presets/fuel-cz/sections/HEADER.json#/background');
    expect(locate('/sections/GENERAL/custom_css')).toBe('channel-presets/default/sections/GENERAL.json#/custom_css');
    expect(locate('/general/GENERAL.lang')).toBe('channel-presets/fuel-cz/general.json#/GENERAL.lang');
  });

  it('points a value of a patched screen at the operation that set it, else at its place in the whole file', () => {
    const fixture = makeFixture(['default', 'fuel-cz']);
    try {
      for (const part of ['routes.json', 'screens', 'forms']) cpSync(path.join(presetsRoot, 'default', part), path.join(fixture.root, 'default', part), { recursive: true });
      mkdirSync(path.join(fixture.root, 'fuel-cz/screens'));
      writeJson(path.join(fixture.root, 'fuel-cz/screens/home.json'), {
        patch: [
          { op: 'add', path: '/blocks/0', value: { id: 'fuel', type: 'section', props: { title: 'screens.home.fuel' } } },
          { op: 'replace', path: '/blocks/popular-rewards/props/title', value: 'screens.home.rewards' },
          { op: 'move', from: '/blocks/ending-soon', path: '/blocks/1' },
          // Inserted before the element of that id (id-patch): the new block, not popular-coupons.
          { op: 'add', path: '/blocks/popular-coupons', value: { id: 'car-wash', type: 'section', props: { title: 'screens.home.wash' } } },
        ],
      });
      const chain = [path.join(fixture.root, 'default'), path.join(fixture.root, 'fuel-cz')];
      const built = buildPresetAt(chain[1] as string);
      const locate = createLocator(chain, built);
      const rel = (p: string) => path.relative(process.cwd(), path.join(fixture.root, p));
      // Built order: fuel, ending-soon, car-wash, popular-coupons, deals, available-perks, popular-rewards, latest-transactions.
      expect(locate('/screens/home/blocks/0/props/title')).toBe(`${rel('fuel-cz/screens/home.json')}#/patch/0`);
      expect(locate('/screens/home/blocks/6/props/title')).toBe(`${rel('fuel-cz/screens/home.json')}#/patch/1`);
      expect(locate('/screens/home/blocks/1')).toBe(`${rel('fuel-cz/screens/home.json')}#/patch/2`);
      expect(locate('/screens/home/blocks/2/props/title')).toBe(`${rel('fuel-cz/screens/home.json')}#/patch/3`);
      expect(locate('/screens/home/blocks/3/props/title')).toBe(`${rel('default/screens/home.json')}#/blocks/0/props/title`);
      expect(locate('/screens/home/blocks/5/props/showAllTo')).toBe(`${rel('default/screens/home.json')}#/blocks/2/props/showAllTo`);
    } finally {
      fixture.cleanup();
    }
  });

  it('points a route finding at the file and index of the route, not its place in the merged table', () => {
    const fixture = makeFixture(['default', 'fuel-cz']);
    try {
      for (const part of ['routes.json', 'screens', 'forms']) cpSync(path.join(presetsRoot, 'default', part), path.join(fixture.root, 'default', part), { recursive: true });
      const inherited = (JSON.parse(readFileSync(path.join(presetsRoot, 'default/routes.json'), 'utf8')) as { routes: unknown[] }).routes.length;
      // A new path (appended after the inherited table) and an override of /register (keeps its inherited place).
      writeJson(path.join(fixture.root, 'fuel-cz/routes.json'), {
        routes: [
          { path: '/extra', access: 'any', screen: 'missing' },
          { path: '/register', access: 'any', screen: 'nowhere' },
        ],
      });
      const findings = validatePresetDir(path.join(fixture.root, 'fuel-cz')).findings.filter((f) => f.check === 'reference' && f.pointer.startsWith('/routes/'));
      const own = path.relative(process.cwd(), path.join(fixture.root, 'fuel-cz/routes.json'));
      expect(findings.map((f) => [f.pointer, f.source])).toEqual([
        ['/routes/routes/3/screen', `${own}#/routes/1/screen`],
        [`/routes/routes/${inherited}/screen`, `${own}#/routes/0/screen`],
      ]);
      // An inherited route still points at the parent's file, at its own index.
      const locate = createLocator([path.join(fixture.root, 'default'), path.join(fixture.root, 'fuel-cz')]);
      expect(locate('/routes/routes/2/screen')).toBe(`${path.relative(process.cwd(), path.join(fixture.root, 'default/routes.json'))}#/routes/2/screen`);
    } finally {
      fixture.cleanup();
    }
  });
});

describe('committed presets', () => {
  it('name a schema in every file, sections included', async () => {
    const { readdirSync, readFileSync, existsSync } = await import('node:fs');
    const missing: string[] = [];
    for (const file of readdirSync(presetsRoot, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))) {
      const { $schema } = JSON.parse(readFileSync(path.join(presetsRoot, file), 'utf8')) as { $schema?: unknown };
      if (typeof $schema !== 'string' || !existsSync(path.resolve(path.dirname(path.join(presetsRoot, file)), $schema))) missing.push(file);
    }
    expect(missing).toEqual([]);
  });
});
