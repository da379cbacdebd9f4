// @vitest-environment node
// The hostile preset (tests/fixtures/hostile/) through every door an input has: `preset validate`,
// `preset build`, the studio's import (the functions its toolbar calls) and the channel service's publish check. Each
// refuses with a finding naming the key, and nothing reaches Object.prototype.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTranslations } from '../../src/lib/preset-check/translations';
import { buildPreset, type BuiltPreset } from '../../src/presets/build.ts';
import { repoRoot } from '../../src/presets/schema-files.ts';
import { draftInputFindings, parseConfigBody, publishedChannelFindings } from '../../src/presets/publish-check.ts';
import { checkBuiltPreset, presetCheckInputs } from '../../src/presets/validate.ts';
import { channelFindings, verdictErrors } from '../../src/channel/verdict.ts';
import { asBase, importLayer, ImportError, readZip } from '../../src/lib/preset-export/preset-files';
import { main } from './cli.ts';

const hostile = path.join(repoRoot, 'tests/fixtures/hostile/hostile');
const pollution = () => {
  const probe = {} as Record<string, unknown>;
  return [probe.polluted, probe.x, (Object.prototype as Record<string, unknown>).polluted];
};
afterEach(() => expect(pollution()).toEqual([undefined, undefined, undefined]));

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = main(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) });
  return { code, out, err };
}

/** The fixture's files zipped as the studio exports them: `<name>/<file>`. */
function zipOf(only?: (file: string) => boolean): Uint8Array {
  const files = readdirSync(hostile, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json') && (only?.(f) ?? true));
  return zipSync(Object.fromEntries(files.map((f) => [`hostile/${f.split(path.sep).join('/')}`, new Uint8Array(readFileSync(path.join(hostile, f)))])));
}

const thrown = (fn: () => unknown): ImportError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('imported');
};

describe('the hostile preset', () => {
  it('preset validate: a finding per refused key and patch path, each at its file and pointer', () => {
    const { code, out } = run('validate', '--json', hostile);
    expect(code).toBe(1);
    const { presets } = JSON.parse(out) as { presets: Array<{ findings: Array<{ pointer: string; message: string; source?: string }> }> };
    // A file-wide finding (a patch that cannot apply) names its file instead of a pointer.
    const errors = presets[0]!.findings.map((f) => `${f.pointer || f.source?.split('hostile/hostile/')[1]} ${f.message}`);
    expect(errors).toEqual(
      expect.arrayContaining([
        "/general/__proto__ key '__proto__' is not allowed",
        "/sections/VISUAL/__proto__ key '__proto__' is not allowed",
        "/sections/VISUAL/color/__proto__ key '__proto__' is not allowed",
        "/sections/GENERAL/constructor key 'constructor' is not allowed",
        "/translations/en/__proto__ key '__proto__' is not allowed",
        "/translations/en/constructor key 'constructor' is not allowed",
        "/translations/bg/constructor key 'constructor' is not allowed",
        "/translations/en/prototype.polluted key 'prototype.polluted' is not allowed",
        "/translations/bg/__proto__.polluted key '__proto__.polluted' is not allowed",
        `screens/blank.json patch/0: key '__proto__' is not allowed (in "/__proto__/polluted")`,
        `screens/coupons.json patch/0: key '__proto__' is not allowed (in "/blocks/coupons-list/__proto__/polluted")`,
        `forms/password-login.json patch/0: key 'constructor' is not allowed (in "/constructor/prototype/polluted")`,
      ]),
    );
    expect(errors.filter((e) => /has a text in (\w+) but none in \1/.test(e))).toEqual([]);
  });

  it('preset build: refuses with the file and the key, exit 1, no crash', () => {
    const { code, out, err } = run('build', hostile);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/hostile\/(sections\/GENERAL|sections\/VISUAL|general|translations\/\w+)\.json: key '(__proto__|constructor)' is not allowed/);
  });

  it("the studio's import: refuses the archive, listing each refused key with its file and pointer", () => {
    const error = thrown(() => readZip(zipOf()));
    const listed = [error, ...error.more].map((p) => `${p.key} ${p.values.file}#${p.values.pointer} ${p.values.key}`);
    expect(listed.sort()).toEqual([
      'open.keyRefused general.json#/__proto__ __proto__',
      'open.keyRefused sections/GENERAL.json#/constructor constructor',
      'open.keyRefused sections/VISUAL.json#/__proto__ __proto__',
      'open.keyRefused sections/VISUAL.json#/color/__proto__ __proto__',
      'open.keyRefused translations/bg.json#/constructor constructor',
      'open.keyRefused translations/en.json#/__proto__ __proto__',
      'open.keyRefused translations/en.json#/constructor constructor',
    ]);
    expect(error.message).toMatch(/key '(__proto__|constructor)' is not allowed/);
  });

  it("the studio's import: a patch through __proto__ or constructor refuses the import, naming the file", () => {
    const base = asBase(buildPreset('default'));
    for (const file of ['screens/blank.json', 'screens/coupons.json', 'forms/password-login.json']) {
      const files = readZip(zipOf((f) => f === 'preset.json' || f.split(path.sep).join('/') === file));
      const error = thrown(() => importLayer(base, files));
      expect(error.key).toBe('open.patchFailed');
      expect(error.values.file).toBe(file);
      expect(error.values.reason).toMatch(/key '(__proto__|constructor)' is not allowed/);
    }
  });

  it('publish: the check refuses each key of a hostile channel at its pointer, before any other check', () => {
    const channel = JSON.parse(
      '{"languages":["en","bg"],"sections":{"VISUAL":{"__proto__":{"polluted":"publish"}},"GENERAL":{"constructor":{"prototype":{"polluted":"publish"}}}},' +
        '"general":{"__proto__":{"polluted":"publish"}},"translations":{"en":{"constructor":"x"},"bg":{"__proto__":{"polluted":"publish"}}}}',
    ) as Record<string, unknown>;
    const expected = [
      "/sections/VISUAL/__proto__ key '__proto__' is not allowed",
      "/sections/GENERAL/constructor key 'constructor' is not allowed",
      "/general/__proto__ key '__proto__' is not allowed",
      "/translations/en/constructor key 'constructor' is not allowed",
      "/translations/bg/__proto__ key '__proto__' is not allowed",
    ];
    const built = { ...buildPreset('default'), ...channel } as BuiltPreset;
    const listed = (findings: Array<{ pointer: string; message: string }>) => findings.map((f) => `${f.pointer} ${f.message}`).sort();
    expect(listed(checkBuiltPreset(built))).toEqual(expected.sort());
    expect(listed(verdictErrors(channelFindings(channel, [], presetCheckInputs())))).toEqual(expected.sort());
    expect(listed(publishedChannelFindings(channel))).toEqual(expected.sort());
    expect(listed(draftInputFindings(channel))).toEqual(expected.sort());
  });

  it("the channel service's body parse: refused keys and 200,000-deep arrays are findings, never a crash", () => {
    const hostileBody = parseConfigBody('{"sections":{"VISUAL":{"__proto__":{"polluted":"body"}}}}');
    expect(hostileBody).toEqual({ ok: false, findings: [{ severity: 'error', check: 'input', pointer: '/sections/VISUAL/__proto__', message: "key '__proto__' is not allowed" }] });
    const deep = parseConfigBody(`{"sections":${'['.repeat(200_000)}${']'.repeat(200_000)}}`);
    expect(deep.ok ? [] : deep.findings.map((f) => f.message)).toEqual(['the published config nests objects and lists deeper than the limit of 64 levels (line 1)']);
  });

  it('the translation check reads own keys only: no "text in bg but none in bg" for constructor', () => {
    const preset = { name: 'p', languages: ['en', 'bg'], sections: {}, general: {}, seed: {}, translations: { en: {}, bg: JSON.parse('{"constructor":"x"}') as Record<string, string> } };
    const bundleOf = (language: string) => (language === 'en' ? { app: { name: 'App' } } : undefined);
    const messages = checkTranslations(preset, bundleOf).map((f) => `${f.pointer} ${f.message}`);
    expect(messages).toContain("/translations/bg/constructor key 'constructor' is not allowed");
    expect(messages.filter((m) => m.includes('has a text in'))).toEqual([]);
  });
});
