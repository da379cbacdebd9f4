import { describe, expect, it } from 'vitest';
import { rendererGraph, withoutRendererPreloads } from './renderer-preload';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId }) as const;

describe('renderer preload links in index.html', () => {
  const bundle = [
    chunk('assets/index-AAAAAAAA.js', ['assets/react-BBBBBBBB.js'], '/repo/index.html'),
    chunk('assets/render-CDv-S73f.js', ['assets/react-BBBBBBBB.js', 'assets/react-dom-CCCCCCCC.js'], '/repo/src/app/render.tsx'),
    chunk('assets/react-dom-CCCCCCCC.js', ['assets/react-BBBBBBBB.js']),
    chunk('assets/react-BBBBBBBB.js', []),
    chunk('assets/coupons-DDDDDDDD.js', ['assets/react-BBBBBBBB.js'], '/repo/src/blocks/coupons.tsx'),
  ];

  it('lists the renderer chunk and everything it imports statically, once each, and no lazy chunk', () => {
    expect(rendererGraph(bundle)).toEqual(['assets/render-CDv-S73f.js', 'assets/react-BBBBBBBB.js', 'assets/react-dom-CCCCCCCC.js']);
  });

  it('drops the run-time preload links of the renderer import only', () => {
    const deps = ['assets/react-dom-CCCCCCCC.js'];
    expect(withoutRendererPreloads('assets/render-CDv-S73f.js', deps, { hostType: 'js' })).toEqual([]);
    expect(withoutRendererPreloads('assets/renderer-CNSwTMZp.js', deps, { hostType: 'js' })).toEqual(deps);
    expect(withoutRendererPreloads('assets/coupons-DDDDDDDD.js', deps, { hostType: 'js' })).toEqual(deps);
  });

  it('follows the renderer evaluation stages (dynamic imports of render-stage-*), not its other lazy imports', () => {
    const staged = [
      { ...chunk('assets/render-CDv-S73f.js', ['assets/react-BBBBBBBB.js'], '/repo/src/app/render.tsx'), dynamicImports: ['assets/render-stage-app-EEEEEEEE.js', 'assets/studio-preview-FFFFFFFF.js'] },
      chunk('assets/render-stage-app-EEEEEEEE.js', ['assets/react-BBBBBBBB.js', 'assets/router-GGGGGGGG.js'], '/repo/src/app/render-stage-app.tsx'),
      chunk('assets/router-GGGGGGGG.js', []),
      chunk('assets/studio-preview-FFFFFFFF.js', [], '/repo/src/app/studio-preview.tsx'),
      chunk('assets/react-BBBBBBBB.js', []),
    ];
    expect(rendererGraph(staged)).toEqual(['assets/render-CDv-S73f.js', 'assets/react-BBBBBBBB.js', 'assets/render-stage-app-EEEEEEEE.js', 'assets/router-GGGGGGGG.js']);
    expect(withoutRendererPreloads('assets/render-stage-app-EEEEEEEE.js', ['assets/router-GGGGGGGG.js'], { hostType: 'js' })).toEqual([]);
  });

  it('fails the build when the renderer chunk is named unlike the run-time rule expects', () => {
    expect(() => rendererGraph([chunk('assets/portal-render.js', [], '/repo/src/app/render.tsx')])).toThrow(/renderer chunk name/);
  });
});
