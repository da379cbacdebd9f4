// @vitest-environment node
// The preset CLI reads files inside the preset folder only and within the input limits
// (src/lib/input-limits.ts), and no message ever quotes a file's content.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../../src/lib/input-limits';
import { main } from './cli.ts';
import { makeFixture } from './test-fixtures.ts';

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = main(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) });
  return { code, out, err };
}

let fixture: ReturnType<typeof makeFixture>;
beforeEach(() => {
  fixture = makeFixture(['default', 'fuel-cz']);
});
afterEach(() => fixture.cleanup());
const at = (...parts: string[]) => path.join(fixture.root, ...parts);
const SECRET = 'secret-token-4f9a: do not print me';

describe('files stay inside their preset folder', () => {
  it('refuses a translation linked to a JSON file outside the folder, and never prints its content', () => {
    writeFileSync(at('outside.json'), JSON.stringify({ 'app.name': SECRET }));
    symlinkSync(at('outside.json'), at('fuel-cz/translations/cs.json').replace('cs.json', 'en.json'));
    const validate = run('validate', at('fuel-cz'));
    expect(validate.code).toBe(1);
    expect(validate.out).toContain('translations/en.json links outside the preset folder, so it is not read');
    const build = run('build', at('fuel-cz'));
    expect(build.code).toBe(1);
    expect(build.out + build.err).toContain('links outside the preset folder');
    expect(validate.out + build.out + build.err).not.toContain(SECRET);
  });

  it('refuses a folder linked outside (sections/ -> elsewhere)', () => {
    mkdirSync(at('elsewhere'));
    writeFileSync(at('elsewhere/HEADER.json'), JSON.stringify({ background: '#000000' }));
    symlinkSync(at('elsewhere'), at('fuel-cz/screens'));
    expect(run('validate', at('fuel-cz')).out).toContain('screens/HEADER.json links outside the preset folder');
  });

  it('accepts a link that stays inside the folder', () => {
    mkdirSync(at('fuel-cz/shared'));
    writeFileSync(at('fuel-cz/shared/en.json'), JSON.stringify({ 'app.name': 'Palivo Plus' }));
    symlinkSync(at('fuel-cz/shared/en.json'), at('fuel-cz/translations/en.json'));
    expect(run('validate', at('fuel-cz')).out).not.toContain('links outside');
  });

  it('names the line of a file that is not JSON, never its text', () => {
    writeFileSync(at('fuel-cz/translations/en.json'), `{\n  "app.name": "x",\n${SECRET}\n}`);
    const { code, out } = run('validate', at('fuel-cz'));
    expect(code).toBe(1);
    expect(out).toContain('translations/en.json is not valid JSON at line 3');
    expect(out).not.toContain(SECRET);
  });
});

describe('sizes have limits', () => {
  it('gives a finding for arrays nested 200,000 deep, not a crash', () => {
    writeFileSync(at('fuel-cz/seed.json'), `{"x":${'['.repeat(200_000)}${']'.repeat(200_000)}}`);
    const { code, out } = run('validate', at('fuel-cz'));
    expect(code).toBe(1);
    expect(out).toContain(`seed.json nests objects and lists deeper than the limit of ${INPUT_LIMITS.depth} levels (line 1)`);
  });

  it('refuses a file over the size limit without reading it, naming the file and the limit', () => {
    const text = `{"x":"${'a'.repeat(INPUT_LIMITS.fileBytes)}"}`;
    writeFileSync(at('fuel-cz/general.json'), text);
    const { code, out } = run('validate', at('fuel-cz'));
    expect(code).toBe(1);
    expect(out).toContain(`general.json is ${text.length} bytes, over the limit of 1 MB (${INPUT_LIMITS.fileBytes} bytes) for one file`);
  });

  it('refuses a text over the length limit at its pointer', () => {
    writeFileSync(at('fuel-cz/general.json'), JSON.stringify({ long: 'a'.repeat(INPUT_LIMITS.stringLength + 1) }));
    const { out } = run('validate', '--json', at('fuel-cz'));
    const findings = (JSON.parse(out) as { presets: Array<{ findings: Array<{ pointer: string; message: string }> }> }).presets[0]!.findings;
    expect(findings).toContainEqual(expect.objectContaining({ pointer: '/general/long', message: `general.json has a text of ${INPUT_LIMITS.stringLength + 1} characters, over the limit of ${INPUT_LIMITS.stringLength}` }));
  });
});
