import { describe, expect, it } from 'vitest';
import type { BuiltPreset } from './built-preset';
import { diffPresets, formatDiff } from './diff';

const preset = (over: Partial<BuiltPreset> = {}): BuiltPreset => ({
  name: 'p',
  languages: ['en', 'pl'],
  sections: {},
  general: {},
  translations: {},
  seed: {},
  ...over,
});

const block = (id: string, title = id) => ({ id, type: 'section', props: { title } });
const home = (...ids: string[]) => ({ home: { blocks: ids.map((id) => block(id)) } });

describe('diffPresets compares named lists by identity', () => {
  it('adding a language is one change', () => {
    const changes = diffPresets(preset({ languages: ['bg', 'en', 'pl'] }), preset({ languages: ['bg', 'cs', 'en', 'pl'] }));
    expect(changes).toEqual([{ pointer: '/languages/1', change: 'added', to: 'cs', summary: 'language `cs` added' }]);
  });

  it('moving a block is one move, named by its id and places', () => {
    const before = preset({ screens: home('a', 'b', 'c', 'd', 'x') });
    const after = preset({ screens: home('x', 'a', 'b', 'c', 'd') });
    expect(diffPresets(before, after)).toEqual([
      { pointer: '/screens/home/blocks/0', change: 'moved', from: 5, to: 1, summary: 'block `x` moved from 5th to 1st on home' },
    ]);
  });

  it('a change inside a moved block points at its place in the newer preset', () => {
    const before = preset({ screens: { home: { blocks: [block('a'), block('b', 'Old')] } } });
    const after = preset({ screens: { home: { blocks: [block('b', 'New'), block('a')] } } });
    const changes = diffPresets(before, after);
    expect(changes).toEqual([
      { pointer: '/screens/home/blocks/0', change: 'moved', from: 2, to: 1, summary: 'block `b` moved from 2nd to 1st on home' },
      { pointer: '/screens/home/blocks/0/props/title', change: 'changed', from: 'Old', to: 'New' },
    ]);
  });

  it('removing a block is one removal at its old place; the blocks after it do not change', () => {
    const changes = diffPresets(preset({ screens: home('a', 'b', 'c') }), preset({ screens: home('a', 'c') }));
    expect(changes).toEqual([{ pointer: '/screens/home/blocks/1', change: 'removed', from: block('b'), summary: 'block `b` removed on home' }]);
  });

  it('matches routes by path and menu entries by link target', () => {
    const route = (path: string, screen: string) => ({ path, access: 'any', screen });
    const item = (target: string, title: string) => ({ title, link: { target, type: 'APP' } });
    const before = preset({
      routes: { routes: [route('/', 'home'), route('/news', 'news')] },
      sections: { GENERAL: { routes: { items: [item('/a', 'A'), item('/b', 'B')] } } },
    });
    const after = preset({
      routes: { routes: [route('/extra', 'extra'), route('/', 'home'), route('/news', 'news-2')] },
      sections: { GENERAL: { routes: { items: [item('/b', 'B')] } } },
    });
    expect(diffPresets(before, after)).toEqual([
      { pointer: '/routes/routes/0', change: 'added', to: route('/extra', 'extra'), summary: 'route `/extra` added' },
      { pointer: '/routes/routes/2/screen', change: 'changed', from: 'news', to: 'news-2' },
      { pointer: '/sections/GENERAL/routes/items/0', change: 'removed', from: item('/a', 'A'), summary: 'menu entry `/a` removed in /sections/GENERAL/routes/items' },
    ]);
  });

  it('compares lists without an identity (numbers, duplicates) by index', () => {
    const changes = diffPresets(preset({ seed: { points: [1, 2] } }), preset({ seed: { points: [2, 2] } }));
    expect(changes).toEqual([{ pointer: '/seed/points/0', change: 'changed', from: 1, to: 2 }]);
  });

  it('prints one line per change, moves in words', () => {
    const text = formatDiff('a', 'b', diffPresets(preset({ screens: home('a', 'x') }), preset({ screens: home('x', 'a'), languages: ['en', 'pl', 'cs'] })));
    expect(text.split('\n')).toEqual([
      '--- a',
      '+++ b',
      '+ /languages/2: "cs" (language `cs` added)',
      '> /screens/home/blocks/0: block `x` moved from 2nd to 1st on home',
      '2 difference(s).',
    ]);
  });
});
