// Export is exact (docs/studio.md, docs/presets.md): on fuel-cz, seven accent colours it inherits
// or overrides are cleared for a one-colour rebrand and a home block is moved up twice, in the
// studio as an operator does it. The counter counts those nine actions; the export writes each
// cleared colour as `null` and the moves as a patch (not a copy of the home screen); the CLI builds
// the folder to the draft (no accent back, the block where it was moved) and the import gives the
// same draft back.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { signInStudio } from './support/operator';
import { unzipExport } from './support/studio';

const run = promisify(execFile);

test.describe.configure({ timeout: 240_000 });

/** The seven colours cleared, by section and field label; each is set by default, most overridden by fuel-cz. */
const cleared: Array<[section: string, label: string, pointer: string[]]> = [
  ['COUPON', 'Ribbon', ['ribbon']],
  ['COUPON', 'Button active', ['button_active']],
  ['COUPON', 'Button inactive', ['button_inactive']],
  ['HEADER', 'Border', ['border']],
  ['SIDEBAR', 'Button divider', ['button_divider']],
  ['VISUAL', 'Warning', ['color', 'warning']],
  ['VISUAL', 'Success', ['color', 'success']],
];

const at = (value: unknown, tokens: string[]) => tokens.reduce<unknown>((node, token) => (node as Record<string, unknown> | undefined)?.[token], value);

test('cleared inherited colours export as null and two moves of a home block as one move patch; CLI build and import give the draft back', async ({ page }) => {
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await signInStudio(page, 'publisher');
  await expect(page.getByRole('heading', { name: 'Visual section' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Open a channel preset or the live config').selectOption('fuel-cz');
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue('#c2410c');
  const counter = page.getByRole('button', { name: /unpublished change/ });
  await expect(counter).toHaveText('0 unpublished changes');
  const nav = page.getByRole('navigation', { name: 'Parts of the channel' });
  // A part's button also names its error count ("COUPON 1 error"): a cleared colour may fail contrast.
  const part = (name: string) => nav.getByRole('button', { name: new RegExp(`^${name}( |$)`) });

  for (const [index, [section, label]] of cleared.entries()) {
    await part(section).click();
    const field = page.getByLabel(label, { exact: true });
    await expect(field).not.toHaveValue('');
    await field.fill('');
    await expect(counter).toHaveText(`${index + 1} unpublished change${index === 0 ? '' : 's'}`);
  }

  await part('home').click();
  const up = page.getByRole('button', { name: 'Move block section "popular-rewards" up' });
  await up.click();
  await expect(counter).toHaveText('8 unpublished changes');
  await up.click();
  await expect(counter).toHaveText('9 unpublished changes');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.locator('#studio-message')).toContainText('only what differs from default');
  const file = await (await download).path();
  const { entries, dir } = unzipExport(file);
  const read = (name: string) => JSON.parse(new TextDecoder().decode(entries[`fuel-cz/${name}`])) as Record<string, unknown>;
  for (const [section, label, pointer] of cleared) expect(at(read(`sections/${section}.json`), pointer), `${section} ${label}`).toBeNull();
  const home = read('screens/home.json');
  expect(home.blocks).toBeUndefined();
  expect(home.patch).toEqual([{ op: 'move', from: '/blocks/popular-rewards', path: '/blocks/1' }]);

  const folder = path.join(dir, 'fuel-cz');
  const validated = await run('npx', ['tsx', 'scripts/preset.ts', 'validate', '--json', folder], { cwd: process.cwd() }).catch((error: { stdout: string }) => error);
  const report = JSON.parse(validated.stdout) as { presets: Array<{ findings: Array<{ check: string; severity: string }> }> };
  // The patch applies and nothing of the layer is a file problem (the verdict on the colours is validate's to give).
  expect(report.presets.flatMap((p) => p.findings).filter((f) => f.check === 'file' && f.severity === 'error')).toEqual([]);
  const built = JSON.parse((await run('npx', ['tsx', 'scripts/preset.ts', 'build', folder], { cwd: process.cwd(), maxBuffer: 64 << 20 })).stdout) as Record<string, unknown>;
  for (const [section, label, pointer] of cleared) expect(at(built, ['sections', section, ...pointer]), `${section} ${label} after build`).toBeUndefined();
  expect(at(built, ['sections', 'COUPON', 'tile'])).toBe('#ffffff');
  const blocks = at(built, ['screens', 'home', 'blocks']) as Array<{ id: string }>;
  expect(blocks.map((b) => b.id)).toEqual(['popular-coupons', 'popular-rewards', 'deals', 'available-perks', 'latest-transactions', 'ending-soon']);

  // Imported over default, the layer is the draft again: no change is recorded (the counter would count one).
  await page.getByLabel('Preset archive to import').setInputFiles(file);
  await expect(page.locator('#studio-message')).toContainText('Imported');
  await expect(counter).toHaveText('9 unpublished changes');
  await part('COUPON').click();
  await expect(page.getByLabel('Ribbon', { exact: true })).toHaveValue('');
});
