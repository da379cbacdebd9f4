// The default preset's screens and forms are data: they must validate against their schemas, name
// only block types a generic block accepts, and cover every screen the route table names.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import formsSchema from '../../schemas/forms.schema.json';
import screensSchema from '../../schemas/screens.schema.json';
import blocksSchema from '@/generated/blocks.schema.json';
import { pickEntry, type Block, type Screen } from '@/engine/blocks';
import { blockEntries as blocks } from '@/generated/block-registry';

const root = path.resolve(__dirname, '../..');
const preset = path.join(root, 'channel-presets/default');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), readJson(path.join(dir, f))] as const);

const screens = jsonFiles(path.join(preset, 'screens')) as Array<readonly [string, Screen]>;
const forms = jsonFiles(path.join(preset, 'forms'));

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(formsSchema);
ajv.addSchema(blocksSchema);
const validateScreen = ajv.compile(screensSchema);
const validateForm = ajv.compile({ $ref: 'https://loyalty-portal.dev/schemas/forms.schema.json#/definitions/form' });

const walk = (list: Block[] = []): Block[] => list.flatMap((b) => [b, ...walk(b.children)]);

describe('default screens', () => {
  it.each(screens)('%s validates against screens.schema.json', (_, screen) => {
    expect(validateScreen(screen) ? [] : validateScreen.errors).toEqual([]);
  });

  it.each(screens)('%s uses only block types a generic block renders', (_, screen) => {
    const unknown = walk(screen.blocks).filter((b) => !pickEntry(blocks, b)).map((b) => b.type);
    expect(unknown).toEqual([]);
  });

  it('has a file for every screen the route table names', () => {
    const routes = JSON.stringify(readJson(path.join(preset, 'routes.json')));
    const named = new Set([...routes.matchAll(/"screen":"([^"]+)"/g)].map((m) => m[1]!));
    const files = new Set(screens.map(([name]) => name));
    expect([...named].filter((name) => !files.has(name))).toEqual([]);
  });

  it('names only forms that exist', () => {
    const names = new Set(forms.map(([name]) => name));
    const used = screens.flatMap(([, s]) => walk(s.blocks)).filter((b) => b.type === 'form').map((b) => String(b.props?.form));
    expect(used.filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('default forms', () => {
  it.each(forms)('%s validates against forms.schema.json', (_, f) => {
    expect(validateForm(f) ? [] : validateForm.errors).toEqual([]);
  });
});
