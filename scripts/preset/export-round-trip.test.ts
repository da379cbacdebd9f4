// @vitest-environment node
// Export is exact, property-based (fast-check): every committed preset, random operator edits in
// the studio's draft (colours set or cleared, inherited keys removed, texts changed or removed,
// blocks moved, removed, added or changed, form fields relabelled, reordered or removed, routes
// changed or added, seed changed) -> the studio's export (exportFiles, as a zip) -> written as a
// folder -> `preset validate` (no file finding, the same verdict as the draft's) -> `preset build`
// and the studio's import of the zip -> the draft again, in effect. A removed inherited route or
// screen is refused by the export and named.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/lib/preset-check/built-preset';
import { asBase, emptyPreset, exportFiles, ExportRefused, exportZip, importLayer, readZip, withoutSchemas } from '../../src/lib/preset-export/preset-files';
import { parentName, unsaid } from '../../src/lib/preset-export/preset-layer';
import { buildPreset, buildPresetAt, listPresets, type BuiltPreset } from '../../src/presets/build.ts';
import type { Finding } from '../../src/presets/findings.ts';
import { checkBuiltPreset, validatePresetDir } from '../../src/presets/validate.ts';

const root = mkdtempSync(path.join(tmpdir(), 'export-round-trip-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** One edit as drawn: what to do, and numbers that pick its target in the draft as it is then. */
type Edit = { kind: number; a: number; b: number; text: string };
const edit = fc.record({ kind: fc.nat(11), a: fc.nat(), b: fc.nat(), text: fc.stringMatching(/^[a-z][a-z0-9 ]{0,11}$/) });
const colour = (n: number) => `#${(n % 0x1000000).toString(16).padStart(6, '0')}`;
const pick = <T>(list: readonly T[], n: number): T | undefined => list[n % Math.max(1, list.length)];

/** The leaves of `value` (pointer tokens), objects descended, arrays as leaves. */
function leaves(value: unknown, at: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [at];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, [...at, key]));
}

function setAt(target: Json, tokens: string[], value: unknown): void {
  const last = tokens.at(-1) as string;
  let node = target;
  for (const token of tokens.slice(0, -1)) node = (node[token] ??= {}) as Json;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

function getAt(target: unknown, tokens: string[]): unknown {
  return tokens.reduce<unknown>((node, token) => (node as Json | undefined)?.[token], target);
}

type Block = { id: string; type: string; props?: Json };

/** The draft after one operator edit (in place), on `only` when a screen is named. */
function apply(draft: BuiltPreset, { kind, a, b, text }: Edit, only?: string): void {
  const screens = Object.entries(draft.screens ?? {}).filter(([n, s]) => Array.isArray(s.blocks) && s.blocks.length > 0 && (only === undefined || n === only));
  const [, screen] = pick(screens, a) ?? [];
  const blocks = screen?.blocks as Block[] | undefined;
  const forms = Object.values(draft.forms ?? {}).filter((f) => Object.keys((f.schema as Json | undefined)?.properties ?? {}).length > 1);
  const form = pick(forms, a);
  const fields = Object.keys(((form?.schema as Json | undefined)?.properties ?? {}) as Json);
  switch (kind) {
    case 0: // a colour or other section value set (a colour stays a colour)
    case 1: {
      const leaf = pick(leaves(draft.sections), a + b);
      if (!leaf || leaf.length < 2) return;
      const current = getAt(draft.sections, leaf);
      const value = typeof current === 'string' && current.startsWith('#') ? colour(b) : typeof current === 'boolean' ? !current : typeof current === 'number' ? b % 100 : current;
      setAt(draft.sections, leaf, kind === 1 ? undefined : value);
      return;
    }
    case 2: { // a general key or a seed value cleared or set
      const key = pick(Object.keys(draft.seed), a);
      if (b % 2 === 0 && key && typeof draft.seed[key] === 'number') draft.seed[key] = b % 50;
      else if (b % 2 === 1) delete draft.general[pick(Object.keys(draft.general), a) ?? ''];
      return;
    }
    case 3: { // a text changed, added or removed
      const language = pick(draft.languages, a) ?? 'en';
      const texts = (draft.translations[language] ??= {});
      const key = pick(Object.keys(texts), b) ?? 'screens.home.title';
      if (b % 3 === 0) delete texts[key];
      else texts[b % 3 === 1 ? key : `screens.extra.${text.replace(/ /g, '')}`] = text;
      return;
    }
    case 4: // a block moved (each move one step of the operator)
      if (blocks && blocks.length > 1) blocks.splice(b % blocks.length, 0, ...blocks.splice(a % blocks.length, 1));
      return;
    case 5:
      if (blocks && blocks.length > 1) blocks.splice(b % blocks.length, 1);
      return;
    case 6:
      if (blocks && !blocks.some((x) => x.id === `added-${text.length}`)) blocks.splice(b % (blocks.length + 1), 0, { id: `added-${text.length}`, type: 'heading', props: { text: 'home.greeting' } });
      return;
    case 7: { // a block's prop changed or removed
      const block = pick(blocks ?? [], b);
      const prop = pick(Object.keys(block?.props ?? {}), a);
      if (block?.props && prop) {
        if (typeof block.props[prop] === 'string' && b % 2 === 0) block.props[prop] = `${block.props[prop]}.x`;
        else if (b % 2 === 1) delete block.props[prop];
      }
      return;
    }
    case 8: { // a form field relabelled, moved in ui:order, or removed
      if (!form) return;
      const field = pick(fields, b) as string;
      const ui = ((form.uiSchema ??= {}) as Json);
      if (a % 3 === 0) ui[field] = { ...(ui[field] as Json | undefined), 'ui:title': `forms.fields.${text.replace(/ /g, '')}` };
      else if (a % 3 === 1 && Array.isArray(ui['ui:order'])) {
        const order = ui['ui:order'] as string[];
        order.splice(b % order.length, 0, ...order.splice(a % order.length, 1));
      } else {
        const schema = form.schema as { properties: Json; required?: string[] };
        delete schema.properties[field];
        if (schema.required) schema.required = schema.required.filter((f) => f !== field);
        if (Array.isArray(ui['ui:order'])) ui['ui:order'] = (ui['ui:order'] as string[]).filter((f) => f !== field);
        delete ui[field];
      }
      return;
    }
    case 9: { // a route's access changed, or a route added
      const routes = (draft.routes?.routes ?? []) as Json[];
      const route = pick(routes, a);
      if (b % 2 === 0 && route) route.access = route.access === 'member' ? 'public' : 'member';
      else if (!routes.some((r) => r.path === `/extra-${text.length}`)) routes.push({ path: `/extra-${text.length}`, access: 'public', screen: 'blank' });
      return;
    }
    default: // an inherited accent colour cleared, as for a one-colour rebrand
      for (const section of ['HEADER', 'MENU', 'COUPON', 'SIDEBAR']) {
        const keys = Object.keys(draft.sections[section] ?? {}).filter((k) => String(draft.sections[section]?.[k]).startsWith('#'));
        const key = pick(keys, a + b);
        if (key) delete draft.sections[section]?.[key];
      }
  }
}

const verdict = (findings: readonly Finding[]) =>
  findings
    .filter((f) => f.check !== 'file')
    .map(({ severity, pointer, message }) => `${severity} ${pointer} ${message}`)
    .sort();

let folders = 0;
async function roundTrip(draft: BuiltPreset, parent: BuiltPreset | undefined) {
  const files = exportFiles(draft, parent);
  // Through the zip the operator downloads, then as the folder they unpack it into.
  const unzipped = readZip(new Uint8Array(await exportZip(draft.name, files).arrayBuffer()));
  const dir = path.join(root, String(folders++), draft.name);
  for (const [file, value] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  }
  return { files, unzipped, dir };
}

describe.each(listPresets())('preset %s: export -> validate -> build -> import', { timeout: 240_000 }, (name) => {
  const preset = buildPreset(name);
  const parentOf = parentName(preset);
  const parent = parentOf ? asBase(buildPreset(parentOf)) : undefined;

  it('gives back what the operator changed, for random edits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 6 }), async (edits) => {
        const draft = structuredClone(preset);
        for (const e of edits) apply(draft, e);
        const { unzipped, dir } = await roundTrip(draft, parent);
        const report = validatePresetDir(dir);
        expect(report.findings.filter((f) => f.check === 'file' && f.severity === 'error')).toEqual([]);
        expect(verdict(report.findings)).toEqual(verdict(checkBuiltPreset(draft)));
        const built = buildPresetAt(dir);
        expect(unsaid(draft, built)).toEqual([]);
        const imported = importLayer(parent ?? emptyPreset(name), unzipped);
        expect(unsaid(draft, imported)).toEqual([]);
        expect(imported.languages).toEqual(draft.languages);
      }),
      { numRuns: 40 },
    );
  });

});

describe.each(listPresets().filter((name) => parentName(buildPreset(name))))('preset %s: export refuses what a layer cannot say', (name) => {
  const preset = buildPreset(name);
  const parent = asBase(buildPreset(parentName(preset) as string));

  it('writes moves of inherited blocks as a patch of at most as many moves, never a copy of the screen', () => {
    const screens = Object.keys(preset.screens ?? {}).filter((n) => ((preset.screens?.[n]?.blocks as unknown[]) ?? []).length > 1);
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 4 }), (n, moves) => {
        const draft = structuredClone(preset);
        const screen = pick(screens, n) as string;
        for (const [a, b] of moves) apply(draft, { kind: 4, a, b, text: '' }, screen);
        const file = withoutSchemas(exportFiles(draft, parent))[`screens/${screen}.json`];
        if (file === undefined) {
          expect(draft.screens?.[screen]).toEqual(preset.screens?.[screen]);
          return;
        }
        expect(Object.keys(file)).toEqual(['patch']);
        const ops = file.patch as Array<{ op: string }>;
        expect(ops.every((op) => op.op === 'move')).toBe(true);
        expect(ops.length).toBeLessThanOrEqual(moves.length);
      }),
      { numRuns: 30 },
    );
  });

  it('names an inherited route or screen removed', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const draft = structuredClone(preset);
        const routes = draft.routes?.routes as Json[];
        const [route] = routes.splice(n % routes.length, 1) as [Json];
        const screen = pick(Object.keys(draft.screens ?? {}), n) as string;
        delete draft.screens?.[screen];
        let refused: string[] = [];
        try {
          exportFiles(draft, parent);
        } catch (error) {
          if (error instanceof ExportRefused) refused = error.unsaid;
        }
        expect(refused).toEqual(expect.arrayContaining([`routes: ${String(route.path)} removed`, `screens/${screen} removed`]));
      }),
      { numRuns: 10 },
    );
  });
});
