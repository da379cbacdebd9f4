// What the studio's checks as you type need without compiling or parsing in the browser: the preset
// schema precompiled by ajv (standalone ESM, the CLI's own options from src/lib/preset-check/
// preset-validator.ts, so its errors and thus the CLI's messages are the same) and the contract's
// operationIds. The studio's page then runs under the portal's CSP, without 'unsafe-eval'.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { parse } from 'yaml';
import { newPresetAjv } from '../../src/lib/preset-check/preset-validator.ts';
import { operationIdsOf } from '../../src/lib/preset-check/references.ts';
import { banner, type Output } from './output.ts';
import { loadExternalSchemas, loadPresetSchema, loadSectionSchemas, repoRoot, sectionNames } from '../../src/presets/schema-files.ts';

// ajv's output loads its runtime helpers and ajv-formats' checks with require(): make each an import
// that works both bundled (CJS default interop) and in Node ESM (module.exports as default).
function toEsm(code: string): string {
  const imports = new Map<string, string>();
  const local = (mod: string) => {
    if (!imports.has(mod)) imports.set(mod, `module${imports.size}`);
    return imports.get(mod)!;
  };
  let body = code.replace(/^"use strict";/, '');
  body = body.replace(/require\("(ajv\/dist\/runtime\/[\w-]+)"\)\.default/g, (_, mod: string) => `(${local(mod)}.default.default ?? ${local(mod)}.default)`);
  body = body.replace(/require\("(ajv-formats\/dist\/formats)"\)\.(\w+)/g, (_, mod: string, name: string) => `(${local(mod)}.${name} ?? ${local(mod)}.default.${name})`);
  if (/require\(/.test(body)) throw new Error('Preset validator code still requires a module it cannot import');
  const lines = [...imports].map(([mod, name]) => `import * as ${name} from "${mod}.js";`);
  return `${lines.join('\n')}\n${body}`;
}

export async function generate(): Promise<Output[]> {
  const { common, sections } = loadSectionSchemas();
  const ajv = newPresetAjv([common, ...sectionNames.map((name) => sections[name]), ...loadExternalSchemas().schemas], { esm: true, source: true, lines: false });
  const preset = loadPresetSchema();
  ajv.compile(preset);
  const code = toEsm(standaloneCode(ajv, { validatePreset: preset.$id }));
  const contract = parse(readFileSync(path.join(repoRoot, 'openapi/wl-v1.yaml'), 'utf8')) as unknown;
  const ids = [...operationIdsOf(contract)].sort();
  return [
    { file: 'preset-validator.js', content: `${banner}/* eslint-disable */\n${code}\n` },
    {
      file: 'preset-validator.d.ts',
      content: `${banner}import type { ValidateFunction } from 'ajv/dist/2020.js';\n\n/** schemas/preset.schema.json precompiled with the CLI's options (allErrors, verbose, ajv-formats). */\nexport declare const validatePreset: ValidateFunction;\n`,
    },
    {
      file: 'operation-ids.ts',
      content: `${banner}\n/** Every operationId of openapi/wl-v1.yaml. */\nexport const operationIds: readonly string[] = ${JSON.stringify(ids, null, 2).replace(/"/g, "'")};\n`,
    },
  ];
}
