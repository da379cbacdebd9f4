// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSections } from '@/engine/config/validate';
import { checkJourneyEnds } from '@/engine/routes/journey-ends';
import { buildPreset, listPresets, presetsRoot } from '../../src/presets/build.ts';
import { readManifest } from '../../src/presets/references.ts';
import { validatePresetDir } from '../../src/presets/validate.ts';

const manifest = readManifest();
const sectionsOf = (preset: ReturnType<typeof buildPreset>) => validateSections(preset.sections ?? {}, { report: false }).sections;

describe('every journey of every committed preset ends on a route the preset has', () => {
  it('the manifest declares where the actions end', () => {
    expect(manifest?.actions.find((a) => a.name === 'update-profile')?.ends).toEqual(['/profile', '/']);
    expect(manifest?.actions.find((a) => a.name === 'request-deletion')?.ends).toEqual(['/goodbye', '/']);
  });

  for (const name of listPresets()) {
    it(`${name}: every form its routes show ends on one of its routes (validate reports none)`, () => {
      const preset = buildPreset(name);
      expect(checkJourneyEnds(preset, sectionsOf(preset), manifest)).toEqual([]);
      const report = validatePresetDir(path.join(presetsRoot, name));
      expect(report.findings.filter((f) => /ends on/.test(f.message))).toEqual([]);
    });
  }

  it('an action that ends only on a route web off switches off is an error with its pointer (minimal-gb)', () => {
    const preset = buildPreset('minimal-gb');
    const onlyOn = (ends: Record<string, string[]>) =>
      manifest && { ...manifest, actions: manifest.actions.map((a) => (ends[a.name] ? { ...a, ends: ends[a.name] } : a)) };
    const findings = checkJourneyEnds(preset, sectionsOf(preset), onlyOn({ 'update-profile': ['/profile'], 'request-deletion': ['/data-request'] }));
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'error', pointer: '/screens/deletion/blocks/0/children/2/props/action', message: expect.stringContaining('"request-deletion" on /deletion ends on /data-request (web=true)') }),
      expect.objectContaining({ severity: 'error', pointer: expect.stringMatching(/^\/screens\/profile-edit\/blocks\/\d+\/props\/action$/), message: expect.stringContaining('"update-profile" on /profile-edit ends on /profile (web=true)') }),
    ]);
    // The same actions are fine where web is on.
    const web = buildPreset('default');
    expect(checkJourneyEnds(web, sectionsOf(web), onlyOn({ 'update-profile': ['/profile'], 'request-deletion': ['/data-request'] }))).toEqual([]);
  });
});
