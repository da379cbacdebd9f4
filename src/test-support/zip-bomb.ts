// Test-only: zips built in small steps (never the inflated bytes in memory at once), for the
// limit tests of the studio's import (src/lib/safe-zip.ts).
import { strToU8, Zip, ZipDeflate } from 'fflate';

/**
 * A zip holding `folder/preset.json` and `folder/<name>`, the latter `megabytes` MB of zeros
 * deflated (about 1 KB per MB).
 */
export function zipBomb(megabytes: number, { name = 'sections/VISUAL.json', folder = 'bomb' } = {}): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  const meta = new ZipDeflate(`${folder}/preset.json`, { level: 1 });
  zip.add(meta);
  meta.push(strToU8(JSON.stringify({ name: folder, languages: ['en'] })), true);
  const bomb = new ZipDeflate(`${folder}/${name}`, { level: 1 });
  zip.add(bomb);
  const zeros = new Uint8Array(1_048_576);
  for (let i = 0; i < megabytes; i++) bomb.push(zeros, i === megabytes - 1);
  zip.end();
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** A copy of a zipBomb whose central directory declares 100 bytes for the bomb (an archive that lies). */
export function lyingCopy(bomb: Uint8Array): Uint8Array {
  const bytes = bomb.slice();
  let seen = 0;
  for (let i = 0; i < bytes.length - 4; i++) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 1 && bytes[i + 3] === 2 && ++seen === 2) {
      new DataView(bytes.buffer).setUint32(i + 24, 100, true);
      break;
    }
  }
  return bytes;
}
