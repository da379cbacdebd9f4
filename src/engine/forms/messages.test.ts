import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createCustomValidate, fillMessage } from './messages';
import type { FormDefinition } from './types';

const t = createInstance();
void t.init({ lng: 'en', initAsync: false, resources: { en: { translation: { errors: { uploadType: 'type', uploadSize: 'size', uploadEmpty: 'empty' } } } } });

const upload: FormDefinition = {
  schema: { type: 'object', properties: { file: { type: 'string', format: 'data-url' } } },
  rules: { files: [{ field: 'file', accept: ['image/jpeg', 'image/png', 'application/pdf'], maxBytes: 10 * 1024 * 1024 }] },
};

const signature: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  pdf: [...'%PDF-1.7'].map((c) => c.charCodeAt(0)),
  exe: [0x4d, 0x5a, 0x90, 0x00],
};
/** A data URL as the file widget makes it: `bytes` long, starting with `head`. */
function dataUrl(type: string, head: number[], bytes: number) {
  const content = new Uint8Array(bytes);
  content.set(head.slice(0, bytes));
  return `data:${type};name=x;base64,${Buffer.from(content).toString('base64')}`;
}

function errorsFor(value: string) {
  const added: string[] = [];
  const errors = { file: { __errors: [], addError: (m: string) => added.push(m) } } as never;
  createCustomValidate(upload, t.t)({ file: value }, errors, undefined as never);
  return added;
}

describe('upload rule', () => {
  it('accepts JPG, PNG and PDF content up to 10 MB', () => {
    expect(errorsFor(dataUrl('application/pdf', signature.pdf!, 10 * 1024 * 1024))).toEqual([]);
    expect(errorsFor(dataUrl('image/png', signature.png!, 67))).toEqual([]);
    expect(errorsFor(dataUrl('image/jpeg', signature.jpg!, 20))).toEqual([]);
  });
  it('judges by content: a PNG named .jpg passes, an .exe named .pdf does not', () => {
    expect(errorsFor(dataUrl('image/jpeg', signature.png!, 67))).toEqual([]);
    expect(errorsFor(dataUrl('application/pdf', signature.exe!, 2048))).toEqual(['type']);
    expect(errorsFor(dataUrl('', signature.pdf!, 100))).toEqual([]);
  });
  it('refuses empty files, other types and files over 10 MB', () => {
    expect(errorsFor('data:image/png;name=x;base64,')).toEqual(['empty']);
    expect(errorsFor(dataUrl('image/gif', [0x47, 0x49, 0x46, 0x38], 30))).toEqual(['type']);
    expect(errorsFor(dataUrl('application/pdf', signature.pdf!, 10 * 1024 * 1024 + 1))).toEqual(['size']);
    expect(errorsFor('not a data url')).toEqual(['type']);
  });
});

describe('fillMessage', () => {
  it('fills yup-style placeholders and leaves unknown ones', () => {
    expect(fillMessage('${path} must be at least ${min} characters', { path: 'Name', min: 2 })).toBe('Name must be at least 2 characters');
    expect(fillMessage('${path} and ${other}', { path: 'A' })).toBe('A and ${other}');
  });
});
