// @vitest-environment node
// One verdict: `preset validate` on a folder, the studio's checks on the draft, and the channel
// service's publish of the same channel give the same findings, for every committed preset, for
// the layer the studio exports of it, and for a broken copy (the channel language missing from
// `languages`, a text in one language only).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../src/server/test-service';
import { configOfPreset } from '../../src/channel/config';
import { channelFindings, verdictErrors } from '../../src/channel/verdict';
import { checkDraft } from '../../src/studio/check';
import { asBase, presetFiles } from '../../src/lib/preset-export/preset-files';
import { parentName } from '../../src/lib/preset-export/preset-layer';
import { buildPreset, listPresets, presetsRoot, type BuiltPreset } from '../../src/presets/build.ts';
import type { Finding } from '../../src/presets/findings.ts';
import { presetCheckInputs, validatePresetDir } from '../../src/presets/validate.ts';

const verdict = (findings: readonly Finding[]) =>
  findings
    .filter((f) => f.check !== 'file')
    .map(({ severity, pointer, message }) => `${severity} ${pointer} ${message}`)
    .sort();

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc?.close());

/** Published by the owner of the preset's demo channel, against its current version. */
async function publish(name: string, preset: BuiltPreset) {
  const channel = { 'X-Channel-Id': `demo-${name}` };
  const token = await svc.signIn('owner@demo.test');
  const status = await svc.call('GET', 'platform/operator/channel', { token, headers: channel });
  const answer = await svc.call('PUT', 'platform/config/channel', { token, json: configOfPreset(preset), headers: { ...channel, 'If-Match': status.etag ?? '' } });
  const errors = ((answer.body.errors ?? []) as { pointer: string; message: string }[]).map(({ pointer, message }) => `error ${pointer} ${message}`).sort();
  return { status: answer.status, errors };
}

/** The folder the studio exports of `draft`: a layer over its parent (complete for the root). */
function exported(draft: BuiltPreset): string {
  const parent = parentName(draft);
  const files = presetFiles(draft, parent ? asBase(buildPreset(parent)) : undefined);
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'verdict-')), draft.name);
  for (const [file, value] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  }
  return dir;
}

/** A copy whose channel language is not among its languages and with a text in one language only. */
function broken(preset: BuiltPreset): BuiltPreset {
  const copy = structuredClone(preset);
  const [first, ...rest] = copy.languages as [string, ...string[]];
  copy.languages = rest.length > 0 ? rest : ['ro'];
  copy.translations[copy.languages[0] as string] = { ...copy.translations[copy.languages[0] as string], 'screens.extra.title': 'Extra' };
  copy.general = { ...copy.general, 'GENERAL.lang': first };
  if (copy.languages.length === 1) copy.languages.push(first === 'ro' ? 'bg' : 'sk');
  return copy;
}

describe.each(listPresets())('preset %s', { timeout: 60_000 }, (name) => {
  const preset = buildPreset(name);

  it('validate, the studio and publish agree on the committed preset', async () => {
    const cli = verdict(validatePresetDir(path.join(presetsRoot, name)).findings);
    expect(verdict(checkDraft(preset))).toEqual(cli);
    expect(verdictErrors(channelFindings(configOfPreset(preset), [], presetCheckInputs())).map(({ pointer, message }) => `error ${pointer} ${message}`).sort()).toEqual(cli.filter((f) => f.startsWith('error ')));
    const published = await publish(name, preset);
    expect(published.errors).toEqual(cli.filter((f) => f.startsWith('error ')));
    expect(published.status).toBe(published.errors.length > 0 ? 422 : 200);
  });

  it('the studio exported layer validates as the preset does', () => {
    const cli = verdict(validatePresetDir(path.join(presetsRoot, name)).findings);
    expect(verdict(validatePresetDir(exported(preset)).findings)).toEqual(cli);
  });

  it('a broken copy: the same errors from validate (its exported folder), the studio and publish', async () => {
    const copy = broken(preset);
    const cli = verdict(validatePresetDir(exported(copy)).findings);
    expect(cli).toEqual(expect.arrayContaining([expect.stringMatching(/^error \/general\/GENERAL\.lang the channel language is /), expect.stringMatching(/^error \/translations\/.*screens\.extra\.title has a text in /)]));
    expect(verdict(checkDraft(copy))).toEqual(cli);
    const published = await publish(name, copy);
    expect(published.status).toBe(422);
    expect(published.errors).toEqual(cli.filter((f) => f.startsWith('error ')));
  });
});
