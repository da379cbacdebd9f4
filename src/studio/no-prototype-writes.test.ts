// Every walk, merge and nesting of operator input ignores or refuses `__proto__`, `constructor` and
// `prototype`: the portal's translation nesting and form merge, the preset merge, the format
// migration's walk and the studio's error tree. Each checks that nothing reached Object.prototype.
import { afterEach, describe, expect, it } from 'vitest';
import { validateStructure } from '@/engine/config/structure';
import { mergeForm } from '@/engine/forms/merge';
import type { FormDefinition, FormExtension } from '@/engine/forms/types';
import { errorSchemaAt } from './findings';
import { unflattenTranslations } from '@/lib/i18n/flat';
import { deepMerge } from '@/lib/preset-check/merge';
import { renameExtensionNames } from '@/lib/preset-format';

const hostile = <T>(text: string) => JSON.parse(text) as T;
afterEach(() => {
  const probe = {} as Record<string, unknown>;
  expect([probe.polluted, probe.__errors, probe.x]).toEqual([undefined, undefined, undefined]);
});

describe('no input reaches Object.prototype', () => {
  it('the portal nests no translation key through __proto__, constructor or prototype', () => {
    const nested = unflattenTranslations({ '__proto__.polluted': 'a', 'constructor.prototype.polluted': 'b', 'prototype.x': 'c', 'app.name': 'App' });
    expect(nested).toEqual({ app: { name: 'App' } });
  });

  it('the portal merges no form extension key __proto__', () => {
    const base = { schema: { type: 'object', properties: { email: { type: 'string' } } }, uiSchema: {} } as unknown as FormDefinition;
    const extension = hostile<FormExtension>('{"schema":{"properties":{"__proto__":{"polluted":1}}},"uiSchema":{"__proto__":{"polluted":1},"email":{"constructor":{"prototype":{"polluted":1}}}}}');
    const merged = mergeForm(base, extension);
    expect(Object.keys(merged.schema.properties)).toEqual(['email']);
    expect(Object.getPrototypeOf(merged.uiSchema)).toBe(Object.prototype);
  });

  it('the portal refuses a served screen named __proto__ with a problem at its pointer', async () => {
    const served = await validateStructure(hostile('{"screens":{"__proto__":{"blocks":[]},"home":{"blocks":[]}}}'), { report: false });
    expect(Object.keys(served.screens)).toEqual(['home']);
    expect(Object.getPrototypeOf(served.screens)).toBe(Object.prototype);
    expect(served.problems.map((p) => [p.pointer, p.message])).toEqual([['/structure/screens/__proto__', "key '__proto__' is not allowed"]]);
  });

  it('the preset merge skips the keys and reads no inherited member', () => {
    const merged = deepMerge({ a: 1 }, hostile('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"b":{"__proto__":{"x":1}}}'));
    expect(merged).toEqual({ a: 1, b: {} });
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });

  it("the format migration's walk drops the keys", () => {
    const { value } = renameExtensionNames(hostile<Record<string, unknown>>('{"blocks":[{"__proto__":{"polluted":1},"dataSource":"walletTransactions"}]}'));
    expect(value).toEqual({ blocks: [{ dataSource: 'wallet-transactions' }] });
  });

  it("the studio's error tree keeps a refused key's finding on the object holding it", () => {
    const tree = errorSchemaAt([{ severity: 'error', check: 'input', pointer: '/sections/VISUAL/__proto__/polluted', message: "key '__proto__' is not allowed" }], '/sections/VISUAL');
    expect(tree).toEqual({ __errors: ["key '__proto__' is not allowed"] });
  });
});
