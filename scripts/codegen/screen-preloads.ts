// What each built-in screen (channel-presets/default/screens) needs, known before its JSON chunk is
// in (the route loader's rule, src/app/loading/screen-needs.ts, run at build time): the route loader
// starts it at once, so at boot none of it waits for the screen's JSON (docs/performance.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screenNeeds } from '../../src/app/loading/screen-needs.ts';
import { banner, type Output } from './output.ts';
import { repoRoot } from '../../src/presets/schema-files.ts';

const screensDir = path.join(repoRoot, 'channel-presets/default/screens');

export async function generate(): Promise<Output[]> {
  const files = readdirSync(screensDir).filter((f) => f.endsWith('.json')).sort();
  const lines = files.map((file) => {
    const screen = JSON.parse(readFileSync(path.join(screensDir, file), 'utf8')) as { blocks?: Parameters<typeof screenNeeds>[0] };
    return `  ${JSON.stringify(file.replace(/\.json$/, ''))}: ${JSON.stringify(screenNeeds(screen.blocks))},`;
  });
  const content = `${banner}
/** What a built-in screen needs at boot: block types, bespoke components, forms, and the data its blocks read first (params as written, ":id" from the route). */
export type ScreenPreload = {
  blocks: readonly string[];
  components: readonly string[];
  forms: readonly string[];
  reads: ReadonlyArray<{ dataSource: string; params?: unknown }>;
};

/** Every built-in screen (channel-presets/default/screens), by name. */
export const screenPreloads: Readonly<Record<string, ScreenPreload>> = {
${lines.join('\n')}
};
`;
  return [{ file: 'screen-preloads.ts', content }];
}
