// @vitest-environment node
// Every client operation (one module per operation in ./operations) is called by the portal: a
// screen, block, component, engine or studio file imports it. An operation kept on purpose without a
// caller is listed below with its reason; anything else unused is a missing feature or dead code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(__dirname, '..', '..');
const operationsDir = path.join(__dirname, 'operations');

/** Modules of ./operations that are not operations, or operations without a portal caller, and why. */
const DELIBERATELY_UNUSED: Readonly<Record<string, string>> = {
  contract: 'not an operation: the request-body and response types read from the contract, for the operation modules',
  'change-own-password': 'no studio form yet: the studio replaces a one-time password at sign-in (operatorLogin `new_password`); the contract offers it to other clients',
  'reset-operator-password': 'no studio form yet: an owner resets a password with the operators CLI (reset-password) or the contract; the Team panel adds operators with a one-time password',
  'list-invitations': 'the studio reads the invitations from the sign-in answer (operatorLogin `invitations`) and from each answer to one; the contract offers the list to other clients',
  'redeem-coupon': 'the till marks an activated coupon as used (staff, coupon/{id}/redeem); no member screen redeems one',
};

const CALLERS = ['app', 'blocks', 'components', 'engine', 'studio'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

const operations = readdirSync(operationsDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();
const callerText = CALLERS.flatMap((dir) => sourceFiles(path.join(src, dir))).map((file) => readFileSync(file, 'utf8'));

describe('client operations', () => {
  it('there are operations to check, and every allow-listed one exists', () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const name of Object.keys(DELIBERATELY_UNUSED)) expect(operations).toContain(name);
  });

  it('every operation has a caller in the portal, or a reason to have none', () => {
    const imported = (name: string) => callerText.some((text) => new RegExp(`['"]@/lib/api/operations/${name}['"]`).test(text));
    const unused = operations.filter((name) => !imported(name) && !(name in DELIBERATELY_UNUSED));
    expect(unused, 'operations no screen, block, component or engine code calls (add a caller, or a reason above)').toEqual([]);
  });

  it('every hook an operation exports has a caller (otherwise the query or mutation options are the API)', () => {
    const hooks = operations.flatMap((name) =>
      [...readFileSync(path.join(operationsDir, `${name}.ts`), 'utf8').matchAll(/export function (use[A-Z]\w*)/g)].map((m) => m[1]!),
    );
    expect(hooks.length).toBeGreaterThan(0);
    const unused = hooks.filter((hook) => !callerText.some((text) => new RegExp(`\\b${hook}\\b`).test(text)));
    expect(unused, 'hooks nothing calls: remove them').toEqual([]);
  });
});
