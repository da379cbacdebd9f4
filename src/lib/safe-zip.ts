// Reading a zip archive within INPUT_LIMITS (src/lib/input-limits.ts). The central directory's
// declared sizes are checked first; then each entry is inflated in small steps with a running byte
// count that stops at the limit, so an archive whose sizes lie (a zip bomb) costs at most the limit
// in memory. Stored (0) and deflated (8) entries only; ZIP64 sizes exceed every limit anyway.
import { Inflate } from 'fflate';
import { INPUT_LIMITS, type InputProblem } from './input-limits';

/** Why an archive is refused: a limit (`problem`, its pointer `''`, `file` the entry) or not a zip we read. */
export class ZipRefused extends Error {
  constructor(
    readonly reason: 'notZip' | 'limit',
    readonly problem?: InputProblem,
    readonly file?: string,
  ) {
    super(reason === 'notZip' ? 'not a zip archive' : `${file ?? 'the archive'}: ${problem?.code} limit`);
  }
}

type Entry = { name: string; method: number; compressed: number; declared: number; offset: number };

/** Compressed bytes handed to the inflater at once: deflate expands at most ~1:1032, so one step adds ~1 MB at most. */
const STEP = 1024;

const u16 = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, i: number) => (u16(b, i) + u16(b, i + 2) * 65536) >>> 0;

function centralDirectory(bytes: Uint8Array): Entry[] {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipRefused('notZip');
  const count = u16(bytes, end + 10);
  if (count > INPUT_LIMITS.files) throw new ZipRefused('limit', { code: 'files', pointer: '', amount: count });
  const entries: Entry[] = [];
  let at = u32(bytes, end + 16);
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) throw new ZipRefused('notZip');
    const nameLength = u16(bytes, at + 28);
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: u16(bytes, at + 10),
      compressed: u32(bytes, at + 20),
      declared: u32(bytes, at + 24),
      offset: u32(bytes, at + 42),
    });
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

function dataOf(bytes: Uint8Array, entry: Entry): Uint8Array {
  const at = entry.offset;
  if (at + 30 > bytes.length || u32(bytes, at) !== 0x04034b50) throw new ZipRefused('notZip');
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  if (start + entry.compressed > bytes.length) throw new ZipRefused('notZip');
  return bytes.subarray(start, start + entry.compressed);
}

/**
 * The entries of `bytes` that `wanted` accepts (by name), inflated; `limitOf` is the size limit of
 * an entry by its name (INPUT_LIMITS.fileBytes unless told). Throws ZipRefused when the
 * archive, an entry's declared or inflated size, the inflated total or the number of files breaks a
 * limit, or the bytes are not a zip this reads.
 */
export function unzipWithinLimits(bytes: Uint8Array, wanted: (name: string) => boolean = () => true, limitOf: (name: string) => number = () => INPUT_LIMITS.fileBytes): Record<string, Uint8Array> {
  const { totalBytes } = INPUT_LIMITS;
  if (bytes.length > totalBytes) throw new ZipRefused('limit', { code: 'totalBytes', pointer: '', amount: bytes.length });
  const entries = centralDirectory(bytes).filter((e) => !e.name.endsWith('/') && wanted(e.name));
  let declaredTotal = 0;
  for (const entry of entries) {
    if (entry.declared > limitOf(entry.name)) throw new ZipRefused('limit', { code: 'fileBytes', pointer: '', amount: entry.declared }, entry.name);
    declaredTotal += entry.declared;
    if (declaredTotal > totalBytes) throw new ZipRefused('limit', { code: 'totalBytes', pointer: '', amount: declaredTotal });
    if (entry.method !== 0 && entry.method !== 8) throw new ZipRefused('notZip');
  }
  const out: Record<string, Uint8Array> = {};
  let total = 0;
  for (const entry of entries) {
    const data = dataOf(bytes, entry);
    const fileBytes = limitOf(entry.name);
    if (entry.method === 0) {
      if (data.length > fileBytes) throw new ZipRefused('limit', { code: 'fileBytes', pointer: '', amount: data.length }, entry.name);
      total += data.length;
      out[entry.name] = data.slice();
    } else {
      const chunks: Uint8Array[] = [];
      let size = 0;
      const inflater = new Inflate((chunk) => {
        size += chunk.length;
        total += chunk.length;
        // Stop inflating at once: the archive's own sizes are not trusted.
        if (size > fileBytes) throw new ZipRefused('limit', { code: 'fileBytes', pointer: '', amount: size }, entry.name);
        if (total > totalBytes) throw new ZipRefused('limit', { code: 'totalBytes', pointer: '', amount: total });
        chunks.push(chunk);
      });
      try {
        for (let i = 0; i < data.length; i += STEP) inflater.push(data.subarray(i, i + STEP), i + STEP >= data.length);
        if (data.length === 0) inflater.push(new Uint8Array(0), true);
      } catch (error) {
        if (error instanceof ZipRefused) throw error;
        throw new ZipRefused('notZip');
      }
      const joined = new Uint8Array(size);
      let at = 0;
      for (const chunk of chunks) {
        joined.set(chunk, at);
        at += chunk.length;
      }
      out[entry.name] = joined;
    }
    if (total > totalBytes) throw new ZipRefused('limit', { code: 'totalBytes', pointer: '', amount: total });
  }
  return out;
}
