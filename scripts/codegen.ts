// Generates everything under src/generated (and nothing elsewhere) from openapi/, schemas/ and the
// extension declarations. Each module in scripts/codegen/ that exports `generate()` contributes
// files. `--check` fails when the committed files are stale, so CI catches a contract, schema or
// declaration change without regenerated code.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import type { Output } from './codegen/output.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'src/generated');
const generatorDir = path.join(root, 'scripts/codegen');

async function generateAll(write: boolean): Promise<Output[]> {
  const files = (await readdir(generatorDir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const outputs: Output[] = [];
  for (const file of files.sort()) {
    const mod = (await import(pathToFileURL(path.join(generatorDir, file)).href)) as {
      generate?: () => Promise<Output[]>;
    };
    if (!mod.generate) continue;
    const produced = await mod.generate();
    // Some outputs are inputs of later generators (blocks.schema.json, which the validators of
    // sections.ts and preset-validator.ts compile): write them at once, so those read the current one.
    if (write) for (const output of produced) await writeIfChanged(output);
    outputs.push(...produced);
  }
  return outputs;
}

const targetOf = (output: Output) => path.join(outDir, output.file);

async function writeIfChanged(output: Output): Promise<boolean> {
  const target = targetOf(output);
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === output.content) return false;
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, output.content);
  return true;
}

async function main() {
  const check = process.argv.includes('--check');
  const outputs = await generateAll(!check);
  const stale: string[] = [];
  await mkdir(outDir, { recursive: true });
  const expected = new Set(outputs.map((o) => o.file));
  if (check) {
    for (const output of outputs) {
      const current = await readFile(targetOf(output), 'utf8').catch(() => null);
      if (current !== output.content) stale.push(output.file);
    }
  }
  const present = await readdir(outDir, { recursive: true, withFileTypes: true });
  const orphans = present
    .filter((d) => d.isFile())
    .map((d) => path.relative(outDir, path.join(d.parentPath, d.name)))
    .filter((f) => !expected.has(f));
  if (check && orphans.length > 0) stale.push(...orphans.map((f) => `${f} (no generator)`));
  if (stale.length > 0) {
    console.error(`Generated code is stale: ${stale.join(', ')}. Run \`npm run codegen\` and commit the result.`);
    process.exit(1);
  }
  console.info(check ? 'Generated code is current.' : `Generated ${outputs.length} file(s) in src/generated.`);
}

await main();
