// Upload rules (spec section 5: JPG, PNG or PDF, at most 10MB). A file is judged by its content
// signature, not by its name or the type the browser guessed from the name: an .exe renamed .pdf
// is refused. The portal's form and the demo backend apply the same rules.

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

const signatures: ReadonlyArray<{ type: string; bytes: readonly number[] }> = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** Bytes of the head we need to recognise a type. */
export const SIGNATURE_BYTES = 8;

/** The type the content says it is (JPG, PNG, PDF), or undefined. */
export function sniffType(head: ArrayLike<number>): string | undefined {
  return signatures.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte))?.type;
}

export type UploadRefusal = 'empty' | 'type' | 'size';
export type UploadRule = { accept: readonly string[]; maxBytes: number };

/**
 * Why a file may not be uploaded, or null. `declaredType` (from the name) only counts for accepted
 * types we have no signature for (an operator may allow more); known types must match their content.
 */
export function uploadRefusal(file: { head: ArrayLike<number>; size: number; declaredType?: string }, rule: UploadRule): UploadRefusal | null {
  if (file.size <= 0) return 'empty';
  const sniffed = sniffType(file.head);
  const declared = (file.declaredType ?? '').toLowerCase();
  const unsniffable = declared !== '' && !signatures.some((s) => s.type === declared);
  const type = sniffed ?? (unsniffable ? declared : undefined);
  if (!type || !rule.accept.includes(type)) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/** The effective type of an accepted file: its signature's, else what was declared. */
export const uploadType = (head: ArrayLike<number>, declaredType = '') => sniffType(head) ?? declaredType;

/** The i18n key of each refusal. */
export const uploadRefusalKey: Record<UploadRefusal, string> = {
  empty: 'errors.uploadEmpty',
  type: 'errors.uploadType',
  size: 'errors.uploadSize',
};

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s;

/** Parses the form's file value (`data:<type>;name=<name>;base64,<data>`, rjsf's convention). */
export function parseDataUrl(value: string): { type: string; name: string; base64: string; size: number } | undefined {
  const match = DATA_URL.exec(value);
  if (!match || !/;base64$/.test(match[2] ?? '')) return undefined;
  const base64 = match[3] ?? '';
  const name = /;name=([^;]*)/.exec(match[2] ?? '')?.[1];
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return {
    type: (match[1] ?? '').toLowerCase(),
    name: name ? decodeURIComponent(name) : '',
    base64,
    size: Math.max(0, Math.floor((base64.length * 3) / 4) - padding),
  };
}

function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The first bytes of a data URL's payload. */
export const dataUrlHead = (base64: string) => decodeBase64(base64.slice(0, 4 * Math.ceil(SIGNATURE_BYTES / 3)));

/** The File a form value stands for, typed by its content. */
export function dataUrlToFile(value: string): File | undefined {
  const parsed = parseDataUrl(value);
  if (!parsed) return undefined;
  const bytes = decodeBase64(parsed.base64);
  return new File([bytes], parsed.name || 'upload', { type: uploadType(bytes, parsed.type) });
}
