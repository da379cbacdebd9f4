// Image blocks of a preset's screens: alt text (or `decorative: true`), a source the portal may load
// (an asset of the channel's library, or https on one of GENERAL `image_hosts`; never a data: URI),
// and each asset reference naming an asset that exists. `assets` is the library the config is
// checked against (the service's, the studio's list, or a preset folder's assets/); without it the
// existence of assets is not checked.
import { assetHashOf, IMAGE_SOURCE_REASONS, imageSourceProblem } from '@/lib/assets/asset-ref';
import { isObject, type BuiltPreset, type Json } from './built-preset';
import type { Finding } from './findings';

function walk(node: unknown, pointer: string, visit: (block: Json, pointer: string) => void) {
  if (!isObject(node)) return;
  visit(node, pointer);
  for (const key of ['blocks', 'children'] as const) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((child, i) => walk(child, `${pointer}/${key}/${i}`, visit));
  }
}

/** The asset hashes the preset's image blocks name (`src` and `narrowSrc`), each once, sorted. */
export function assetRefsOf(preset: Pick<BuiltPreset, 'screens'>): string[] {
  const hashes = new Set<string>();
  for (const [id, screen] of Object.entries(preset.screens ?? {})) {
    walk(screen, `/screens/${id}`, (block) => {
      if (block.type !== 'image' || !isObject(block.props)) return;
      for (const src of [block.props.src, block.props.narrowSrc]) {
        const hash = typeof src === 'string' ? assetHashOf(src) : null;
        if (hash) hashes.add(hash);
      }
    });
  }
  return [...hashes].sort();
}

/** The hosts an image block may load https images from (GENERAL `image_hosts`). */
export function imageHostsOf(preset: Pick<BuiltPreset, 'sections'>): string[] {
  const hosts = preset.sections?.GENERAL?.image_hosts;
  return Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : [];
}

export function checkImageBlocks(preset: BuiltPreset, assets?: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = [];
  const hosts = imageHostsOf(preset);
  const error = (pointer: string, message: string) => findings.push({ severity: 'error', check: 'reference', pointer, message });
  for (const [id, screen] of Object.entries(preset.screens ?? {})) {
    walk(screen, `/screens/${id}`, (block, pointer) => {
      if (block.type !== 'image' || !isObject(block.props)) return;
      const props = block.props;
      if (props.decorative !== true && (typeof props.alt !== 'string' || props.alt.trim() === '')) {
        error(`${pointer}/props/alt`, `image block on screen "${id}" has no alt text: give \`alt\` (a text key describing the image) or mark it \`decorative\``);
      }
      for (const name of ['src', 'narrowSrc'] as const) {
        const src = props[name];
        if (typeof src !== 'string') continue;
        const problem = imageSourceProblem(src, hosts);
        if (problem) {
          error(`${pointer}/props/${name}`, `image ${name} "${src.slice(0, 80)}" ${IMAGE_SOURCE_REASONS[problem]}`);
          continue;
        }
        const hash = assetHashOf(src);
        if (hash && assets && !assets.has(hash)) error(`${pointer}/props/${name}`, `image ${name} names asset ${hash}, which is not in the channel's asset library`);
      }
    });
  }
  return findings;
}
