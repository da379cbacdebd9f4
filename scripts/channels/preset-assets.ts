// A channel's images in a preset folder: `channels export` writes the assets a version names into
// `assets/<hash>.<ext>` (so `preset validate` finds them), and `channels import` adds a folder's
// assets/ to the channel's library, each judged as an upload is (src/lib/assets/image-sniff.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assetRefusal, sniffImage } from '../../src/lib/assets/image-sniff.ts';
import type { ChannelDb } from '../../src/server/db/connect.ts';
import { addAsset, assetBytes, assetHashes } from '../../src/server/store/assets.ts';
import type { Clock, Db } from '../../src/server/store/types.ts';
import { CliError } from './cli-error.ts';

const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** Writes the library's assets the config names (`asset:<hash>`) into `<folder>/assets/`; how many. */
export async function writeAssets(store: ChannelDb, channelId: string, config: unknown, folder: string): Promise<number> {
  const named = new Set([...JSON.stringify(config).matchAll(/asset:([0-9a-f]{64})/g)].map((m) => m[1]!));
  const held = await assetHashes(store.db, channelId);
  let written = 0;
  for (const hash of named) {
    if (!held.has(hash)) continue;
    const asset = await assetBytes(store.db, channelId, hash);
    if (!asset) continue;
    mkdirSync(path.join(folder, 'assets'), { recursive: true });
    writeFileSync(path.join(folder, 'assets', `${hash}.${EXTENSION[asset.contentType] ?? 'bin'}`), asset.data);
    written++;
  }
  return written;
}

/** Adds the images of `<dir>/assets/` to the channel's library (in the import's transaction); a file the library would refuse is an error naming it. */
export async function importAssets(db: Db, clock: Clock, channelId: string, dir: string, author: string): Promise<number> {
  const folder = path.join(dir, 'assets');
  if (!existsSync(folder)) return 0;
  let added = 0;
  for (const file of readdirSync(folder).sort()) {
    const at = path.join(folder, file);
    if (!statSync(at).isFile()) continue;
    const bytes = new Uint8Array(readFileSync(at));
    const refusal = assetRefusal(bytes);
    const sniffed = sniffImage(bytes);
    if (refusal || sniffed.kind !== 'image') throw new CliError(`assets/${file} is refused: ${refusal?.message ?? 'not an image'}`);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const result = await addAsset(db, clock, channelId, { hash, contentType: sniffed.type, bytes, width: sniffed.width, height: sniffed.height, name: file, uploadedBy: author });
    if (result.added) added++;
  }
  return added;
}
