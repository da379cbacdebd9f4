// Precompiled rjsf validators for the forms of channel-presets/default/forms/*.json, so the browser
// validates those forms without compiling a schema (no eval: strict CSP). Each form gets its own
// module (loaded only with its form); form-validators.ts maps rjsf's schema hash to the loader. A form
// whose schema differs (an operator extension) falls back to the runtime ajv validator at run time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { banner, type Output } from './output.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const formsDir = path.join(root, 'channel-presets/default/forms');

/** rjsf's own ajv options plus the code options standalone output needs (the same used at run time). */
const compileOptions = { ajvOptionsOverrides: { code: { source: true, lines: false } } };

// ajv's standalone output is CommonJS: `exports["<hash>"] = validate10;` (or `exports.<hash> =`) plus require() of a few
// runtime helpers. Rewrite it as an ES module whose default export is rjsf's ValidatorFunctions map.
export function toEsModule(code: string): { code: string; keys: string[] } {
  const imports: string[] = [];
  let body = code.replace(/^"use strict";/, '');
  body = body.replace(/require\("(ajv\/dist\/runtime\/[\w-]+)"\)\.default/g, (_, mod: string) => {
    const local = `runtime${imports.length}`;
    imports.push(`import * as ${local} from "${mod}.js";`);
    return `(${local}.default.default ?? ${local}.default)`;
  });
  if (/require\(/.test(body)) throw new Error('Form validator code requires a module that cannot be imported');
  const keys = [...body.matchAll(/exports(?:\["([^"]+)"\]|\.(\w+)) = /g)].map((m) => (m[1] ?? m[2])!);
  return { code: `${imports.join('\n')}\nconst exports = {};\n${body}\nexport default exports;\n`, keys };
}

export function loadDefaultForms(): Array<{ name: string; schema: Record<string, unknown> }> {
  return readdirSync(formsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const form = JSON.parse(readFileSync(path.join(formsDir, file), 'utf8')) as { schema: Record<string, unknown> };
      return { name: file.replace(/\.json$/, ''), schema: form.schema };
    });
}

export async function generate(): Promise<Output[]> {
  const outputs: Output[] = [];
  const index: string[] = [];
  for (const { name, schema } of loadDefaultForms()) {
    const { code, keys } = toEsModule(compileSchemaValidatorsCode(schema, compileOptions as never));
    const rootKey = keys[0];
    if (!rootKey) throw new Error(`No validator generated for form ${name}`);
    outputs.push({ file: `forms/${name}.js`, content: `${banner}/* eslint-disable */\n${code}` });
    outputs.push({
      file: `forms/${name}.d.ts`,
      content: `${banner}import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';\n\ndeclare const validateFns: ValidatorFunctions;\nexport default validateFns;\n`,
    });
    index.push(`  ${JSON.stringify(rootKey)}: () => import('./forms/${name}.js'), // ${name}`);
  }
  const content = `${banner}import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';

/** rjsf schema hash of a default form -> its precompiled validator functions (one chunk per form). */
export const precompiledFormValidators: Readonly<Record<string, () => Promise<{ default: ValidatorFunctions }>>> = {
${index.join('\n')}
};
`;
  outputs.push({ file: 'form-validators.ts', content });
  return outputs;
}
