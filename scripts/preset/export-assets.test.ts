// An export of a draft showing an uploaded image (docs/studio.md, Export / Import): the zip carries
// the image in assets/ (named by its hash), so `preset validate` on the unpacked folder finds the
// asset (the verdict is the draft's against a library holding it), and the import reads the image back.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { assetFileName, exportFiles, exportZip, importLayer, emptyPreset, readZip, readZipAssets } from '../../src/lib/preset-export/preset-files';
import { png } from '../../src/test-support/png';
import { buildPreset } from '../../src/presets/build.ts';
import { checkBuiltPreset, validatePresetDir } from '../../src/presets/validate.ts';

const root = mkdtempSync(path.join(tmpdir(), 'export-assets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const verdict = (findings: readonly { severity: string; pointer: string; message: string; check: string }[]) =>
  findings.filter((f) => f.check !== 'file').map(({ severity, pointer, message }) => `${severity} ${pointer} ${message}`).sort();

describe('an export of a draft with an uploaded image', () => {
  it('carries the image, passes preset validate and imports with it', async () => {
    const bytes = png(64, 32, [90, 150, 230]);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const draft = structuredClone(buildPreset('default'));
    const home = draft.screens!.home as { blocks: unknown[] };
    home.blocks.push({ type: 'image', id: 'sky', props: { src: `asset:${hash}`, alt: 'screens.home.skyAlt', width: 64, height: 32 } });
    for (const language of draft.languages) draft.translations[language] = { ...draft.translations[language], 'screens.home.skyAlt': 'A blue sky' };

    const files = exportFiles(draft);
    const name = assetFileName(hash, bytes);
    expect(name).toBe(`${hash}.png`);
    const zip = new Uint8Array(await exportZip(draft.name, files, { [name]: bytes }).arrayBuffer());

    // The folder the operator unpacks.
    const dir = path.join(root, draft.name);
    for (const [file, data] of Object.entries(unzipSync(zip))) {
      const at = path.join(root, file);
      mkdirSync(path.dirname(at), { recursive: true });
      writeFileSync(at, data);
    }
    const report = validatePresetDir(dir);
    const messages = report.findings.map((f) => f.message).join('\n');
    expect(messages).not.toContain("not in the channel's asset library");
    expect(verdict(report.findings)).toEqual(verdict(checkBuiltPreset(draft, new Set([hash]))));

    // The import: the same draft, and the image to add to the channel's library.
    const images = readZipAssets(zip);
    expect(Object.keys(images.assets)).toEqual([name]);
    expect(images.refused).toEqual([]);
    expect(createHash('sha256').update(images.assets[name]!).digest('hex')).toBe(hash);
    const imported = importLayer(emptyPreset(draft.name), readZip(zip));
    expect((imported.screens!.home as { blocks: unknown[] }).blocks.at(-1)).toEqual(home.blocks.at(-1));
  });

  it('leaves out a file of assets/ that is not an image the library takes', async () => {
    const draft = buildPreset('default');
    const zip = new Uint8Array(await exportZip(draft.name, exportFiles(draft), { 'notes.png': new TextEncoder().encode('not an image') }).arrayBuffer());
    expect(readZipAssets(zip)).toEqual({ assets: {}, refused: ['notes.png'] });
  });
});
