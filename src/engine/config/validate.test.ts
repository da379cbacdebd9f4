import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionNames } from '@/generated/sections';
import { resetReportedConfigProblems } from './problems';
import { defaultSections, validateSection, validateSections } from './validate';

const pointers = (problems: { pointer: string }[]) => problems.map((p) => p.pointer).sort();

beforeEach(() => {
  resetReportedConfigProblems();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('defaults', () => {
  it('holds the theme defaults of the spec', () => {
    expect(defaultSections.VISUAL.color).toEqual({
      primary: '#000000',
      background: '#ffffff',
      text: '#000000',
      warning: '#ee7e22',
      success: '#67ad5b',
      error: '#e2001a',
      archived: '#98989b',
    });
    expect(defaultSections.VISUAL.font_family).toBe('Montserrat');
    expect(defaultSections.GENERAL).toMatchObject({ web: true, card: true, lang: 'en', routes: { items: [] } });
    expect(defaultSections.REGISTER.card_verify).toBe(false);
    expect(defaultSections.MEMBER_AUTHENTICATION.sms_login).toBe(false);
    expect(defaultSections.FOOTER.column3_links.items).toEqual([]);
    expect(Object.isFrozen(defaultSections.VISUAL.color)).toBe(true);
  });

  it('fills every missing section with defaults and says so once per section', () => {
    const { sections, problems } = validateSections({});
    expect(sections).toEqual(defaultSections);
    expect(problems).toHaveLength(sectionNames.length);
    expect(problems.every((p) => p.kind === 'missing-section' && p.pointer === `/${p.section}`)).toBe(true);
  });

  it('hands out fresh copies, never the frozen defaults', () => {
    const { section } = validateSection('VISUAL', undefined);
    expect(() => {
      section.color.primary = '#123456';
    }).not.toThrow();
    expect(defaultSections.VISUAL.color.primary).toBe('#000000');
  });
});

describe('tolerant validation', () => {
  it('replaces a field of the wrong type by its default and keeps its siblings', () => {
    const { section, problems } = validateSection('VISUAL', { color: { primary: 5, background: '#fafafa' } });
    expect(section.color.primary).toBe('#000000');
    expect(section.color.background).toBe('#fafafa');
    expect(problems).toEqual([{ section: 'VISUAL', pointer: '/VISUAL/color/primary', kind: 'invalid', message: 'must be string' }]);
  });

  it('rejects a colour that would escape its CSS declaration', () => {
    const { section, problems } = validateSection('HEADER', { background: 'red;}body{display:none', text: 'rgb(10, 20, 30)' });
    expect(section.background).toBe('#ffffff');
    expect(section.text).toBe('rgb(10, 20, 30)');
    expect(pointers(problems)).toEqual(['/HEADER/background']);
  });

  it('reports unknown keys at every depth and drops them', () => {
    const { section, problems } = validateSection('VISUAL', { colour: 'red', color: { primary: '#111', shade: 1 } });
    expect(problems.map((p) => [p.pointer, p.kind])).toEqual([
      ['/VISUAL/colour', 'unknown-key'],
      ['/VISUAL/color/shade', 'unknown-key'],
    ]);
    expect(section).not.toHaveProperty('colour');
    expect(section.color).not.toHaveProperty('shade');
    expect(section.color.primary).toBe('#111');
  });

  it.each([
    ['a string', 'VISUAL', 'must be an object, got a string'],
    ['a number', 42, 'must be an object, got a number'],
    ['null', null, 'must be an object, got null'],
    ['an array', [{ color: {} }], 'must be an object, got an array'],
  ])('falls back entirely to defaults for %s', (_, raw, message) => {
    const { section, problems } = validateSection('MENU', raw);
    expect(section).toEqual(defaultSections.MENU);
    expect(problems).toEqual([{ section: 'MENU', pointer: '/MENU', kind: 'not-an-object', message }]);
  });

  it('drops invalid array items, keeps the valid ones and the rest of the section', () => {
    const good = (n: number) => ({ title: `Item ${n}`, link: { target: `/page/${n}`, type: 'APP' } });
    const raw = {
      web: false,
      routes: {
        items: [
          good(1),
          { title: 'Evil', link: { target: 'javascript:alert(1)', type: 'URL_BLANK' } },
          { title: 'Odd', link: { target: '/odd', type: 'POPUP' } },
          { title: 'No link' },
          good(2),
        ],
      },
    };
    const { section, problems } = validateSection('GENERAL', raw);
    expect(section.routes.items).toEqual([good(1), good(2)]);
    expect(section.web).toBe(false);
    expect(pointers(problems)).toEqual([
      '/GENERAL/routes/items/1/link/target',
      '/GENERAL/routes/items/2/link/type',
      '/GENERAL/routes/items/3',
    ]);
    expect(problems.find((p) => p.pointer.endsWith('/3'))?.message).toBe('must have the property "link"');
    expect(problems.find((p) => p.pointer.endsWith('/type'))?.message).toMatch(/^must be one of: APP, /);
  });

  it('drops each menu or footer item whose APP link would leave the portal, alone, naming its pointer', () => {
    const app = (target: string) => ({ title: target, link: { target, type: 'APP' } });
    const items = [app('/coupons'), app('//evil.example/x'), { title: 'Bad', link: { target: '/x\n<b>', type: 'APP' } }, app('https://evil.example/x'), app('/\\evil.example'), app('stores')];
    const general = validateSection('GENERAL', { routes: { items } });
    expect(general.section.routes.items).toEqual([app('/coupons'), app('stores')]);
    expect(pointers(general.problems)).toEqual([1, 2, 3, 4].map((i) => `/GENERAL/routes/items/${i}/link/target`));
    const footer = validateSection('FOOTER', { enabled: true, column2_links: { items: [app('/%2F%2Fevil.example'), app('/news')] } });
    expect(footer.section.column2_links.items).toEqual([app('/news')]);
    expect(pointers(footer.problems)).toEqual(['/FOOTER/column2_links/items/0/link/target']);
  });

  it('removes an optional field without a default when it is invalid', () => {
    const { section, problems } = validateSection('GENERAL', { facebook_link: 'ftp://x', instagram_link: 'https://instagram.com/x' });
    expect(section.facebook_link).toBeUndefined();
    expect(section.instagram_link).toBe('https://instagram.com/x');
    expect(pointers(problems)).toEqual(['/GENERAL/facebook_link']);
  });

  it('reports a nested required property removed as invalid only once, at its own pointer', () => {
    const raw = { column1_enabled: true, column1_links: { items: [{ title: 'Terms', icon: { _file_url: 'javascript:x' } }] } };
    const { section, problems } = validateSection('FOOTER', raw);
    expect(pointers(problems)).toEqual(['/FOOTER/column1_links/items/0/icon/_file_url']);
    expect(section.column1_links.items).toEqual([{ title: 'Terms' }]);
    expect(section.column1_enabled).toBe(true);
  });

  it('checks operator overrides on the boot path only as objects with valid ids', () => {
    const raw = { screens: { good: { blocks: [] }, odd: { blocks: 'none' }, 'Bad Key': { blocks: [] }, worse: 'text' } };
    const { section, problems } = validateSection('SETTINGS', raw);
    expect(section.screens).toEqual({ good: { blocks: [] }, odd: { blocks: 'none' } });
    expect(pointers(problems)).toEqual(['/SETTINGS/screens/Bad Key', '/SETTINGS/screens/worse']);
  });

  it('never throws and never mutates its input', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(validateSection('VISUAL', cyclic).problems[0]?.kind).toBe('not-an-object');
    const raw = { color: { primary: 1 } };
    validateSection('VISUAL', raw);
    expect(raw).toEqual({ color: { primary: 1 } });
    expect(validateSections(null as never).sections).toEqual(defaultSections);
  });
});

describe('reporting', () => {
  it('lists each problem once per call and warns once across calls', () => {
    const raw = { VISUAL: { color: { primary: 5, error: [] } }, MENU: { text: false } };
    const first = validateSections(raw);
    const second = validateSections(raw);
    const invalid = first.problems.filter((p) => p.kind === 'invalid');
    expect(pointers(invalid)).toEqual(['/MENU/text', '/VISUAL/color/error', '/VISUAL/color/primary']);
    expect(second.problems).toEqual(first.problems);
    const warned = vi.mocked(console.warn).mock.calls.map((c) => String(c[0]));
    expect(warned).toHaveLength(first.problems.length);
    expect(warned).toContain('[config] /VISUAL/color/primary: must be string (default used)');
  });

  it('can stay quiet', () => {
    validateSections({}, { report: false });
    expect(console.warn).not.toHaveBeenCalled();
  });
});
