// A preset folder's images: `assets/` beside preset.json (in the preset or a preset it extends),
// each file known by the SHA-256 of its bytes (its name does not matter), as the channel service's
// asset library knows them. `preset validate` checks image blocks' `asset:` references against these.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The hashes of the image files in `assets/` of each folder of the chain (at most 500 per folder). */
export function presetAssets(chain: readonly string[]): Set<string> {
  const hashes = new Set<string>();
  for (const dir of chain) {
    const folder = path.join(dir, 'assets');
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).slice(0, 500)) {
      const at = path.join(folder, file);
      if (!statSync(at).isFile()) continue;
      hashes.add(createHash('sha256').update(readFileSync(at)).digest('hex'));
    }
  }
  return hashes;
}
