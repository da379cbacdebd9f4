// The studio's model without a browser: undo/redo, the CLI's findings on a draft, export -> import.
import { describe, expect, it } from 'vitest';
import { checkDraft } from './check';
import { followPrimary } from '@/engine/theme/primary-accents';
import { PRIMARY_POINTER } from './follow-primary';
import { draftReducer, setIn, unpublishedChanges, type Draft, type DraftState } from './draft-history';
import { sameData } from '@/lib/preset-export/same-data';
import { errorSchemaAt } from './findings';
import { importLayer, presetFiles, readZip } from '@/lib/preset-export/preset-files';
import { zipSync, strToU8 } from 'fflate';
import { PRESET_FORMAT_VERSION } from '@/lib/preset-format';

const draft: Draft = {
  name: 'demo',
  languages: ['en'],
  sections: { VISUAL: { color: { primary: '#000000' } } },
  general: { 'GENERAL.lang': 'en' },
  translations: { en: { 'menu.home': 'Start' } },
  seed: {},
  routes: { routes: [{ path: '/', access: 'public', screen: 'home' }] },
  screens: { home: { blocks: [{ type: 'markdown', id: 'm', props: { content: 'Hi' } }] } },
};

describe('draft history', () => {
  it('undoes and redoes each change; an identical change is no step', () => {
    let state = draftReducer(null, { type: 'open', source: 'demo', draft });
    const changed = setIn(draft, ['sections', 'VISUAL', 'color', 'primary'], '#1d6b3a');
    state = draftReducer(state, { type: 'change', draft: changed });
    state = draftReducer(state, { type: 'change', draft: structuredClone(changed) });
    expect(state?.past).toHaveLength(1);
    state = draftReducer(state, { type: 'undo' });
    expect(state?.present.sections.VISUAL).toEqual({ color: { primary: '#000000' } });
    state = draftReducer(state, { type: 'redo' });
    expect(state?.present).toBe(changed);
    expect(draft.sections.VISUAL).toEqual({ color: { primary: '#000000' } });
  });

  it('counts the operator steps, not the diff: one move of a block among many is one change', () => {
    const blocks = Array.from({ length: 30 }, (_, i) => ({ type: 'markdown', id: `m${i}`, props: { content: `${i}` } }));
    const many = setIn(draft, ['screens', 'home', 'blocks'], blocks);
    let state = draftReducer(null, { type: 'open', source: 'demo', draft: many }) as DraftState;
    const moved = setIn(many, ['screens', 'home', 'blocks'], [...blocks.slice(1), blocks[0]]);
    state = draftReducer(state, { type: 'change', draft: moved }) as DraftState;
    expect(unpublishedChanges(state)).toBe(1);
    state = draftReducer(state, { type: 'change', draft: setIn(moved, ['sections', 'VISUAL', 'color', 'primary'], '#1d6b3a') }) as DraftState;
    expect(unpublishedChanges(state)).toBe(2);
    state = draftReducer(draftReducer(state, { type: 'undo' }), { type: 'undo' }) as DraftState;
    expect(unpublishedChanges(state)).toBe(0);
    state = draftReducer(state, { type: 'published' }) as DraftState;
    state = draftReducer(state, { type: 'redo' }) as DraftState;
    expect(unpublishedChanges(state)).toBe(1);
  });

  it('a burst of typing in one box is one change and one undo step; another box starts a new one', () => {
    let state = draftReducer(null, { type: 'open', source: 'demo', draft }) as DraftState;
    const text = 'Nasze nagrody i kupony dla stałych klientów';
    for (let i = 1; i <= text.length; i += 1) {
      state = draftReducer(state, { type: 'change', draft: setIn(state.present, ['translations', 'en', 'menu.rewards'], text.slice(0, i)) }) as DraftState;
    }
    expect(state.present.translations.en?.['menu.rewards']).toBe(text);
    expect(state.past).toHaveLength(1);
    expect(unpublishedChanges(state)).toBe(1);
    state = draftReducer(state, { type: 'change', draft: setIn(state.present, ['translations', 'en', 'menu.home'], 'Home') }) as DraftState;
    state = draftReducer(state, { type: 'change', draft: setIn(state.present, ['translations', 'en', 'menu.home'], 'Homepage') }) as DraftState;
    expect(state.past).toHaveLength(2);
    state = draftReducer(state, { type: 'undo' }) as DraftState;
    expect(state.present.translations.en?.['menu.home']).toBe('Start');
    expect(state.present.translations.en?.['menu.rewards']).toBe(text);
    // After an undo, typing again is a new step.
    state = draftReducer(state, { type: 'change', draft: setIn(state.present, ['translations', 'en', 'menu.rewards'], `${text}!`) }) as DraftState;
    expect(state.past).toHaveLength(2);
    state = draftReducer(draftReducer(state, { type: 'undo' }), { type: 'undo' }) as DraftState;
    expect(state.present.translations.en?.['menu.rewards']).toBeUndefined();
  });

  it('the first character of a text that creates its entry (a per-language title) starts the same step as the rest', () => {
    let state = draftReducer(null, { type: 'open', source: 'demo', draft }) as DraftState;
    const path = ['sections', 'GENERAL', 'items', 'title'];
    state = draftReducer(state, { type: 'change', draft: setIn(state.present, path, { pl: 'N' }) }) as DraftState;
    state = draftReducer(state, { type: 'change', draft: setIn(state.present, path, { pl: 'Na' }) }) as DraftState;
    state = draftReducer(state, { type: 'change', draft: setIn(state.present, path, { pl: 'Nas' }) }) as DraftState;
    expect(state.past).toHaveLength(1);
    state = draftReducer(state, { type: 'undo' }) as DraftState;
    expect(state.present.sections.GENERAL).toBeUndefined();
  });

  it('a new primary typed key by key and the accents that follow it are one step: one Undo takes back both', () => {
    const pinned = setIn(draft, ['sections', 'GENERAL'], { confirm_button_background: '#1e7d4f', confirm_button_text: '#ffffff' });
    let state = draftReducer(null, { type: 'open', source: 'demo', draft: pinned }) as DraftState;
    for (const typed of ['#6', '#6a', '#6a1', '#6a1b', '#6a1b9', '#6a1b9a']) {
      state = draftReducer(state, { type: 'change', draft: setIn(state.present, ['sections', 'VISUAL', 'color', 'primary'], typed) }) as DraftState;
    }
    const followed = { ...state.present, sections: followPrimary(state.present.sections) };
    state = draftReducer(state, { type: 'change', draft: followed, joins: PRIMARY_POINTER }) as DraftState;
    expect(state.present.sections.GENERAL).toEqual({});
    expect(state.past).toHaveLength(1);
    expect(unpublishedChanges(state)).toBe(1);
    state = draftReducer(state, { type: 'undo' }) as DraftState;
    expect(state.present).toBe(pinned);
    // Following without a primary typed just before is a step of its own.
    state = draftReducer(state, { type: 'change', draft: { ...state.present, sections: followPrimary(state.present.sections) }, joins: PRIMARY_POINTER }) as DraftState;
    expect(state.past).toHaveLength(1);
    expect(state.present.sections.VISUAL).toEqual({ color: { primary: '#000000' } });
  });

  it('a change of two places, or of something other than a text, is never merged into the typing before it', () => {
    let state = draftReducer(null, { type: 'open', source: 'demo', draft }) as DraftState;
    state = draftReducer(state, { type: 'change', draft: setIn(state.present, ['translations', 'en', 'menu.home'], 'Star') }) as DraftState;
    const both = setIn(setIn(state.present, ['translations', 'en', 'menu.home'], 'Sta'), ['languages'], ['en', 'cs']);
    state = draftReducer(state, { type: 'change', draft: both }) as DraftState;
    state = draftReducer(state, { type: 'change', draft: setIn(state.present, ['screens', 'home', 'blocks'], []) }) as DraftState;
    expect(state.past).toHaveLength(3);
  });

  it('a draft equal as JSON data (key order, undefined values) is no step', () => {
    let state = draftReducer(null, { type: 'open', source: 'demo', draft }) as DraftState;
    const reordered = { ...draft, sections: { VISUAL: { color: { primary: '#000000', accent: undefined } } }, languages: ['en'] };
    const { seed, ...rest } = reordered;
    state = draftReducer(state, { type: 'change', draft: { seed, ...rest } }) as DraftState;
    expect(state.past).toHaveLength(0);
    expect(sameData({ a: 1, b: [1, { c: undefined }] }, { b: [1, {}], a: 1 })).toBe(true);
    expect(sameData({ enum: [undefined] }, {})).toBe(false);
  });

  it('setIn removes a key given undefined', () => {
    expect(setIn({ a: { b: 1, c: 2 } }, ['a', 'b'], undefined)).toEqual({ a: { c: 2 } });
  });
});

describe('findings at the field', () => {
  it('nests the findings under a section as an rjsf error schema', () => {
    const schema = errorSchemaAt(
      [
        { severity: 'error', check: 'schema', pointer: '/sections/VISUAL/color/primary', message: 'bad' },
        { severity: 'error', check: 'schema', pointer: '/sections/MENU/text', message: 'other' },
      ],
      '/sections/VISUAL',
    );
    expect(schema).toEqual({ color: { primary: { __errors: ['bad'] } } });
  });
});

describe('the CLI checks as you type', () => {
  it('reports a broken reference, an undeclared operation and a text in one language only, with the CLI message', () => {
    let next = setIn(draft, ['routes', 'routes', 0, 'screen'], 'homepage');
    next = setIn(next, ['screens', 'home', 'blocks', 1], { type: 'form', id: 'f', props: { form: 'nope', action: 'launch-rocket' } });
    next = { ...next, forms: {}, languages: ['en', 'cs'], translations: { en: { 'club.motto': 'Fly' }, cs: {} } };
    const byPointer = Object.fromEntries(checkDraft(next).filter((f) => f.severity === 'error').map((f) => [f.pointer, f.message]));
    expect(byPointer['/routes/routes/0/screen']).toBe('route / names screen "homepage", which does not exist (screens/homepage.json)');
    expect(byPointer['/screens/home/blocks/1/props/form']).toBe('form "nope" does not exist (forms/nope.json)');
    expect(byPointer['/screens/home/blocks/1/props/action']).toMatch(/^submit action "launch-rocket" is neither an operationId/);
    expect(byPointer['/translations/cs/club.motto']).toBe('has a text in en but none in cs');
  });

  it('reports custom CSS that does not parse completely with its position, and a block link that leaves the portal', () => {
    let next = setIn(draft, ['sections', 'GENERAL'], { custom_css: '.a { color: red }\n@media print {\n.b { color: blue }' });
    next = setIn(next, ['screens', 'home', 'blocks', 1], { type: 'section', props: { title: 'x.y', showAllTo: '//evil.example/x' } });
    const errors = checkDraft(next).filter((f) => f.severity === 'error');
    const messages = (pointer: string) => errors.filter((f) => f.pointer === pointer).map((f) => f.message);
    expect(messages('/sections/GENERAL/custom_css')).toEqual([expect.stringMatching(/^custom CSS does not parse completely at line 2, column 14: /)]);
    expect(messages('/screens/home/blocks/1/props/showAllTo')).toContainEqual(expect.stringMatching(/^a link must be a path on the portal/));
  });
});

describe('export and import', () => {
  it('writes each file with its $schema, and importing the files gives the draft back', () => {
    const files = presetFiles(draft);
    expect(Object.keys(files).sort()).toEqual(['general.json', 'preset.json', 'routes.json', 'screens/home.json', 'sections/VISUAL.json', 'seed.json', 'translations/en.json']);
    expect(files['sections/VISUAL.json']?.$schema).toBe('../../../schemas/sections/VISUAL.schema.json');
    const zip = zipSync(Object.fromEntries(Object.entries(files).map(([f, v]) => [`demo/${f}`, strToU8(JSON.stringify(v))])));
    const base = { ...draft, sections: { VISUAL: { color: { primary: '#ffffff' } } } };
    expect(importLayer(base, readZip(zip))).toEqual({ ...draft, formatVersion: PRESET_FORMAT_VERSION });
  });

  it('rejects an archive without preset.json', () => {
    expect(() => readZip(zipSync({ 'x/a.json': strToU8('{}') }))).toThrow('no preset.json');
  });
});
