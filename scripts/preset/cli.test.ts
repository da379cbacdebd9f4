// @vitest-environment node
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/presets/schema-files.ts';
import { listPresets, presetsRoot } from '../../src/presets/build.ts';
import { main } from './cli.ts';
import { editJson, makeFixture, writeJson } from './test-fixtures.ts';
import { validatePresetDir } from '../../src/presets/validate.ts';

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = main(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) });
  return { code, out, err };
}

let fixture: ReturnType<typeof makeFixture>;
beforeEach(() => {
  fixture = makeFixture(['default', 'fuel-cz', 'drugstore-pl']);
});
afterEach(() => fixture.cleanup());
const at = (...parts: string[]) => path.join(fixture.root, ...parts);

describe('validate', () => {
  it('offers the closest key for a misspelt one', () => {
    editJson(at('fuel-cz/sections/HEADER.json'), (h) => (h.backgroud = '#000000'));
    editJson(at('fuel-cz/sections/MENU.json'), (m) => (m.unread_news_bakground = '#000000'));
    const { code, out } = run('validate', at('fuel-cz'));
    expect(code).toBe(1);
    expect(out).toContain('unknown key "backgroud" (did you mean "background"?)');
    expect(out).toContain('unknown key "unread_news_bakground" (did you mean "unread_news_background"?)');
  });

  it('calls a folder without preset.json an error, not a valid preset', () => {
    mkdirSync(at('not-a-preset/sections'), { recursive: true });
    const { code, out } = run('validate', at('not-a-preset'));
    expect(code).toBe(1);
    expect(out).toContain('has no preset.json, so it is not a preset folder');
  });

  it('reports a second channel language that disagrees with general.json', () => {
    editJson(at('fuel-cz/sections/GENERAL.json'), (g) => (g.lang = 'sk'));
    const report = validatePresetDir(at('fuel-cz'));
    expect(report.valid).toBe(false);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ check: 'language', pointer: '/sections/GENERAL/lang', message: expect.stringContaining('general.json GENERAL.lang "cs_CZ"') }),
    );
    editJson(at('fuel-cz/sections/GENERAL.json'), (g) => (g.lang = 'cs_CZ'));
    expect(validatePresetDir(at('fuel-cz')).findings.filter((f) => f.check === 'language')).toEqual([]);
  });

  it('warns about a preset file without $schema', () => {
    editJson(at('fuel-cz/sections/MENU.json'), (m) => delete m.$schema);
    const findings = validatePresetDir(at('fuel-cz')).findings.filter((f) => f.message.includes('$schema'));
    expect(findings).toEqual([expect.objectContaining({ severity: 'warning', message: expect.stringMatching(/^sections\/MENU.json names no \$schema/) })]);
  });

  it('exits 0 for a valid preset', () => {
    const { code, out } = run('validate', at('fuel-cz'));
    expect(out).toContain('✓ fuel-cz: valid (0 error(s)');
    expect(code).toBe(0);
  });

  it('exits 1 for a broken copy and names the pointer and the file', () => {
    editJson(at('fuel-cz/sections/HEADER.json'), (h) => {
      h.background = 'orange; color: red';
      h.shadow = true;
    });
    const { code, out } = run('validate', at('fuel-cz'));
    expect(code).toBe(1);
    expect(out).toMatch(/error\s+schema\s+\/sections\/HEADER\/background\s+"orange; color: red" has an invalid format: expected A CSS colour/);
    expect(out).toMatch(/\/sections\/HEADER\/shadow\s+unknown key "shadow"/);
    expect(out).toContain(`at ${path.relative(process.cwd(), at('fuel-cz/sections/HEADER.json'))}#/background`);
  });

  it('reports low contrast of a configured pair as an error with its pointer', () => {
    editJson(at('fuel-cz/sections/COUPON.json'), (c) => {
      c.button_use = '#c2410c';
      c.button_use_text = '#ff7a1a';
    });
    const { code, out } = run('validate', '--json', at('fuel-cz'));
    expect(code).toBe(1);
    const finding = JSON.parse(out).presets[0].findings.find((f: { check: string }) => f.check === 'contrast');
    expect(finding).toMatchObject({ severity: 'error', pointer: '/sections/COUPON/button_use_text' });
    expect(finding.message).toMatch(/^coupon button \(use\): text #ff7a1a on #c2410c is 1\.\d\d:1, below WCAG AA 4\.5:1; the portal shows #ffffff instead$/);
  });

  it('reports custom CSS that does not parse completely with its line and column, and the rules it drops', () => {
    editJson(at('fuel-cz/sections/GENERAL.json'), (g) => {
      g.custom_css = '.a { color: red }\nform::after { position: fixed; inset: 0; content: "Call us" }\n@media screen {\n.b { color: blue }';
    });
    const { code, out } = run('validate', '--json', at('fuel-cz'));
    expect(code).toBe(1);
    const findings = JSON.parse(out).presets[0].findings.filter((f: { pointer: string }) => f.pointer === '/sections/GENERAL/custom_css');
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'error', source: expect.stringMatching(/GENERAL\.json#\/custom_css$/), message: expect.stringMatching(/^custom CSS does not parse completely at line 3, column 15: this \{ is never closed/) }),
      expect.objectContaining({ severity: 'warning', message: expect.stringMatching(/^custom CSS declaration dropped \(line 2, column 15\): position: fixed: not allowed, it takes a box out of the flow/) }),
      expect.objectContaining({ severity: 'warning', message: expect.stringMatching(/^custom CSS declaration dropped \(line 2, column 32\): inset: 0: not allowed/) }),
      expect.objectContaining({ severity: 'warning', message: 'custom CSS rule dropped (line 3, column 1): its { is never closed' }),
    ]);
  });

  it('requires a text in every language of the preset for its own keys', () => {
    writeJson(at('drugstore-pl/translations/pl.json'), { 'sidebar.title': 'Promocje', 'coupon.extra': 'Dodatkowy' });
    const report = validatePresetDir(at('drugstore-pl'));
    expect(report.valid).toBe(false);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ severity: 'error', check: 'translation', pointer: '/translations/en/coupon.extra', message: 'has a text in pl but none in en' }),
    );
  });

  it('accepts menu and footer titles per language and warns about a language without its text', () => {
    editJson(at('drugstore-pl/sections/GENERAL.json'), (g) => {
      g.routes = { items: [{ title: { pl: 'Ceny', en: 'Prices' }, link: { target: '/coupons', type: 'APP' } }] };
    });
    editJson(at('drugstore-pl/sections/FOOTER.json'), (f) => {
      // A map merges per language over the parent's (default's column 2 title has every language): column 3 has none.
      f.column2_text = { pl: 'Pomoc' };
      f.column3_text = { pl: 'Sklepy' };
      (f.column2_links as { items: Array<{ title: unknown }> }).items[0]!.title = { pl: 'Kontakt', en: 'Contact' };
    });
    const report = validatePresetDir(at('drugstore-pl'));
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(report.findings.filter((f) => f.message.includes('has no en text'))).toEqual([
      expect.objectContaining({ severity: 'warning', check: 'translation', pointer: '/sections/FOOTER/column3_text' }),
    ]);

    editJson(at('drugstore-pl/sections/GENERAL.json'), (g) => {
      g.routes = { items: [{ title: { polish: 'Ceny', en: '<b>Prices</b>' }, link: { target: '/coupons', type: 'APP' } }] };
    });
    const broken = validatePresetDir(at('drugstore-pl'));
    expect(broken.valid).toBe(false);
    expect(broken.findings.filter((f) => f.check === 'schema').map((f) => f.pointer)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/sections\/GENERAL\/routes\/items\/0\/title/)]),
    );
  });

  it('checks routes -> screens, form blocks -> forms and submit actions -> operations when the files exist', () => {
    writeJson(at('fuel-cz/routes.json'), { routes: [{ path: '/', access: 'any', screen: 'home' }, { path: '/x', access: 'any', screen: 'missing' }] });
    mkdirSync(at('fuel-cz/screens'));
    mkdirSync(at('fuel-cz/forms'));
    writeJson(at('fuel-cz/screens/home.json'), {
      blocks: [
        { type: 'form', props: { form: 'nope', action: 'save' } },
        { type: 'form', props: { form: 'login', action: 'login' } },
        { type: 'form', props: { form: 'login', action: 'link-card' } },
        { type: 'paged-list', props: { dataSource: 'coupns', itemRenderer: 'coupon-tile' } },
        { type: 'detail', props: { dataSource: 'coupon', itemRenderer: 'coupon-detial' } },
      ],
    });
    writeJson(at('fuel-cz/forms/profile.json'), { submit: { operation: 'noSuchOperation' } });
    writeJson(at('fuel-cz/forms/login.json'), { submit: { operation: 'login' } });
    const findings = validatePresetDir(at('fuel-cz')).findings.filter((f) => f.check === 'reference' || f.check === 'operation');
    expect(findings.find((f) => f.pointer.endsWith('/action'))?.message).toBe(
      'submit action "save" is neither an operationId of openapi/wl-v1.yaml nor a declared action (src/app/actions)',
    );
    expect(findings.find((f) => f.pointer.endsWith('/dataSource'))?.message).toMatch(/^data source "coupns" is not declared \(known: .*\bcoupons\b/);
    expect(findings.map((f) => f.pointer).sort()).toEqual([
      '/forms/profile/submit/operation',
      '/routes/routes/1/screen',
      '/screens/home/blocks/0/props/action',
      '/screens/home/blocks/0/props/form',
      '/screens/home/blocks/3/props/dataSource',
      '/screens/home/blocks/4/props/itemRenderer',
      // The fuel-cz menu links to /news, which this two-route table lacks.
      '/sections/GENERAL/routes/items/1/link/target',
    ]);
  });

  it('reports an unreadable file', () => {
    writeFileSync(at('fuel-cz/seed.json'), '{ "seed": ');
    const { code, out } = run('validate', at('fuel-cz'));
    expect(code).toBe(1);
    expect(out).toMatch(/error\s+file/);
    expect(out).toContain('seed.json');
  });

  it('validates every committed preset', () => {
    const names = listPresets();
    expect(names).toEqual(expect.arrayContaining(['default', 'fuel-cz', 'drugstore-pl', 'minimal-gb']));
    for (const name of names) {
      const report = validatePresetDir(path.join(presetsRoot, name));
      expect(report.findings.filter((f) => f.severity === 'error'), name).toEqual([]);
    }
  });
});

describe('usage errors exit 2 with one precise line', () => {
  it.each([
    [['bogus'], 'unknown command "bogus": use validate, new, diff, build or migrate'],
    [['validate', '--nope'], 'unknown option --nope'],
    [['validate', '--json=yes'], '--json takes no value'],
    [['diff', 'default'], 'diff takes 2 argument(s) (diff <a> <b>), got default'],
    [['build'], 'build takes 1 argument(s) (build <name>), got none'],
    [['validate', 'no-such-preset'], 'No preset "no-such-preset"'],
    [['new', 'Bad Name'], '"Bad Name" is not a preset name'],
    [['new', 'x', '--from'], '--from needs a value'],
    [['new', 'x', '--from', '--dir', 'y'], '--from needs a value'],
    [['new', 'default'], "preset 'default' exists (channel-presets/default): choose another name"],
  ])('%j', (argv, message) => {
    const { code, err } = run(...argv);
    expect(code).toBe(2);
    expect(err.split('\n')[0]).toContain(`preset: ${message}`);
    expect(err).not.toContain('Usage: npm run preset');
  });

  it('prints the usage when no command is given at all', () => {
    const { code, err } = run();
    expect(code).toBe(2);
    expect(err).toContain('Usage: npm run preset');
  });

  it('prints help with exit 0', () => {
    const { code, out } = run('--help');
    expect(code).toBe(0);
    expect(out).toContain('Usage: npm run preset');
    expect(run('new', '-h').out).toContain('Usage: npm run preset');
  });

  it('takes an option value after = as after a space', () => {
    const spaced = run('new', 'coffee-sk', '--from', at('fuel-cz'), '--dir', fixture.root);
    expect(spaced.code).toBe(0);
    const joined = run('new', 'coffee-cz', `--from=${at('fuel-cz')}`, `--dir=${fixture.root}`);
    expect(joined.code).toBe(0);
    expect(readFileSync(at('coffee-cz/preset.json'), 'utf8')).toContain('"extends": "fuel-cz"');
    expect(JSON.parse(run('diff', '--json', at('coffee-sk'), at('coffee-cz')).out).differences.map((d: { pointer: string }) => d.pointer)).toEqual([
      '/seed/brand',
      '/seed/seed',
    ]);
  });
});

describe('new, diff, build', () => {
  it('scaffolds a preset that validates, and refuses to overwrite it', () => {
    const { code, out } = run('new', 'coffee-sk', '--from', at('fuel-cz'), '--dir', fixture.root);
    expect(out).toContain('✓ coffee-sk: valid');
    expect(code).toBe(0);
    expect(existsSync(at('coffee-sk/preset.json'))).toBe(true);
    expect(existsSync(at('coffee-sk/translations/cs.json'))).toBe(true);
    for (const file of ['preset.json', 'general.json', 'seed.json', 'sections/VISUAL.json', 'translations/cs.json']) {
      const { $schema } = JSON.parse(readFileSync(at('coffee-sk', file), 'utf8')) as { $schema?: string };
      expect(existsSync(path.resolve(path.dirname(at('coffee-sk', file)), String($schema))), `${file} names its schema`).toBe(true);
    }
    expect(out).not.toContain('names no $schema');
    const again = run('new', 'coffee-sk', '--dir', fixture.root);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/^preset: preset 'coffee-sk' exists \(.*\): choose another name\n/);
  });

  it('diffs two built presets per JSON pointer', () => {
    const { code, out } = run('diff', '--json', at('default'), at('fuel-cz'));
    expect(code).toBe(0);
    const { differences } = JSON.parse(out);
    expect(differences).toContainEqual({ pointer: '/sections/MEMBER_AUTHENTICATION/sms_login', change: 'changed', from: false, to: true });
    expect(differences).toContainEqual({ pointer: '/extends', change: 'added', to: 'default' });
    expect(run('diff', at('fuel-cz'), at('fuel-cz')).out).toContain('build the same channel');
  });

  it('diffs a language list by identity: adding one is one change', () => {
    cpSync(at('fuel-cz'), at('fuel-sk'), { recursive: true });
    editJson(at('fuel-sk/preset.json'), (p) => (p.languages = ['sk', 'cs']));
    const { out } = run('diff', at('fuel-cz'), at('fuel-sk'));
    expect(out.split('\n').filter((line) => line.includes('/languages'))).toEqual(['+ /languages/0: "sk" (language `sk` added)']);
  });

  it('builds what the backend serves: the preset merged over default, arrays replaced', () => {
    const { code, out } = run('build', at('fuel-cz'));
    expect(code).toBe(0);
    const built = JSON.parse(out);
    expect(built.name).toBe('fuel-cz');
    expect(built.languages).toEqual(['cs']);
    expect(built.sections.HEADER.background).toBe('#16191d');
    expect(built.sections.MENU.underline).toBe('#ff7a1a');
    expect(built.sections.GENERAL.routes.items).toHaveLength(2);
    expect(built.general['GENERAL.lang']).toBe('cs_CZ');
    expect(built.translations.cs['sidebar.title']).toBe('Akce na čerpacích stanicích');
    expect(built.seed).toMatchObject({ brand: 'Palivo Plus', coupon_names: 'fuel' });
    expect(JSON.stringify(built)).not.toContain('$schema');
  });
});

describe('the real process', () => {
  const exec = promisify(execFile);
  const cli = (...args: string[]) =>
    exec(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/preset.ts'), ...args], { cwd: repoRoot }).then(
      () => 0,
      (error: { code: number }) => error.code,
    );

  it('exits 1 for an invalid preset and 2 for bad usage', async () => {
    editJson(at('fuel-cz/sections/VISUAL.json'), (v) => (v.color = 'black'));
    expect(await cli('validate', at('fuel-cz'))).toBe(1);
    expect(await cli('frobnicate')).toBe(2);
  }, 30_000);
});
