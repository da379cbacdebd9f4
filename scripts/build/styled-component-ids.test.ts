// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { styledComponentIds, withStyledIds } from './styled-component-ids';

const root = '/project';
const file = `${root}/src/components/header/header.tsx`;
const production = { root, displayName: false };

/** The module as the plugin gets it (after Vite's Oxc transform), transformed. */
async function transformed(code: string, options = production, at = file): Promise<string> {
  return (await withStyledIds(code, at, options))?.code ?? 'null';
}

const ids = (code: string) => [...code.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]);

describe('styled component ids', () => {
  it('gives each styled component an id from its root-relative path and its place in the module', async () => {
    const code = [
      "import styled from 'styled-components';",
      "import { Link } from 'react-router';",
      'export const Bar = styled.header`color: red;`;',
      'const Home = styled(Link)`margin: 0;`;',
      "const Field = styled.input.attrs({ type: 'text' })`padding: 1px;`;",
      "const Box = styled.div({ color: 'red' });",
      'function inner() { return styled.b``; }',
    ].join('\n');
    expect(await transformed(code)).toBe(
      [
        'import styled from "styled-components";',
        'import { Link } from "react-router";',
        'export const Bar = styled.header.withConfig({ componentId: "sc-zdc1it-0" })`color: red;`;',
        'const Home = styled(Link).withConfig({ componentId: "sc-zdc1it-1" })`margin: 0;`;',
        'const Field = styled.input.attrs({ type: "text" }).withConfig({ componentId: "sc-zdc1it-2" })`padding: 1px;`;',
        'const Box = styled.div.withConfig({ componentId: "sc-zdc1it-3" })({ color: "red" });',
        'function inner() {',
        '\treturn styled.b.withConfig({ componentId: "sc-zdc1it-4" })``;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('merges into a withConfig already there, once, and keeps an id given by hand', async () => {
    const code = [
      "import styled from 'styled-components';",
      "const Chip = styled('span').withConfig({ shouldForwardProp: (prop) => prop !== 'tone' })`border: 0;`;",
      "const Fixed = styled.div.withConfig({ componentId: 'by-hand' })`border: 0;`;",
    ].join('\n');
    const output = await transformed(code);
    expect(output).toContain('shouldForwardProp: (prop) => prop !== "tone",\n\tcomponentId: "sc-zdc1it-0"\n})');
    expect(output).toContain('styled.div.withConfig({ componentId: "by-hand" })');
    expect(output.match(/withConfig/g)).toHaveLength(2);
  });

  it('leaves css, keyframes and createGlobalStyle alone, and a module without styled-components', async () => {
    const code = [
      "import { css, keyframes, createGlobalStyle } from 'styled-components';",
      'export const focus = css`outline: 1px solid;`;',
      'export const spin = keyframes`from { opacity: 0; }`;',
      'export const Global = createGlobalStyle`body { margin: 0; }`;',
      '',
    ].join('\n');
    expect(await transformed(code)).toBe(code.replaceAll("'", '"'));
    expect(await withStyledIds('export const styled = 1;\n', file, production)).toBeNull();
  });

  it('depends on the path under the root, not on where the checkout lies', async () => {
    const code = "import styled from 'styled-components';\nexport const A = styled.a``;\n";
    const here = ids(await transformed(code));
    expect(ids(await transformed(code, { ...production, root: '/elsewhere/checkout' }, '/elsewhere/checkout/src/components/header/header.tsx'))).toEqual(here);
    expect(ids(await transformed(code, production, `${root}/src/components/footer/footer.tsx`))).not.toEqual(here);
  });

  it('names the component after its file and binding outside production', async () => {
    const code = "import styled from 'styled-components';\nexport const Bar = styled.header``;\n";
    expect(await transformed(code, { root, displayName: true })).toContain('withConfig({\n\tdisplayName: "header__Bar",\n\tcomponentId: "sc-zdc1it-0"\n})');
  });
});

describe('styled component ids in a build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'styled-ids-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    path.join(dir, 'bar.tsx'),
    [
      "import styled from 'styled-components';",
      'type Props = { $active: boolean };',
      "export const Bar = styled.nav<Props>`color: ${({ $active }) => ($active ? 'red' : 'blue')};`;",
      'export const Label = () => <Bar $active>label</Bar>;',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'entry.tsx'), "export { Bar, Label } from './bar';\n");

  /** The ids in the bundle of `entry.tsx`, built for the browser or for the server, with its JSX and types compiled. */
  async function bundleIds(ssr: boolean): Promise<string[]> {
    const output = (await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [react(), styledComponentIds()],
      build: { write: false, minify: false, ssr: ssr && 'entry.tsx', lib: ssr ? false : { entry: 'entry.tsx', formats: ['es'] }, rolldownOptions: { external: [/^react/, 'styled-components'] } },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const [chunk] = (Array.isArray(output) ? output[0]! : output).output;
    return [...chunk.code.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]!);
  }

  it('gives a TSX component with a type argument the same id in the browser build and the server build', async () => {
    const browser = await bundleIds(false);
    expect(browser).toHaveLength(1);
    expect(browser[0]).toMatch(/^sc-\w+-0$/);
    expect(await bundleIds(true)).toEqual(browser);
  });
});
