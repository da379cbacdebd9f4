import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createCustomValidate, dataUrlInfo, fillMessage } from './messages';
import type { FormDefinition } from './types';

const t = createInstance();
void t.init({ lng: 'en', initAsync: false, resources: { en: { translation: { errors: { uploadType: 'type', uploadSize: 'size' } } } } });

const upload: FormDefinition = {
  schema: { type: 'object', properties: { file: { type: 'string', format: 'data-url' } } },
  rules: { files: [{ field: 'file', accept: ['image/jpeg', 'image/png', 'application/pdf'], maxBytes: 10 * 1024 * 1024 }] },
};

const dataUrl = (type: string, bytes: number) => `data:${type};name=x;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

function errorsFor(value: string) {
  const added: string[] = [];
  const errors = { file: { __errors: [], addError: (m: string) => added.push(m) } } as never;
  createCustomValidate(upload, t.t)({ file: value }, errors, undefined as never);
  return added;
}

describe('upload rule', () => {
  it('accepts JPG, PNG and PDF up to 10 MB', () => {
    expect(errorsFor(dataUrl('application/pdf', 10 * 1024 * 1024 - 1))).toEqual([]);
    expect(errorsFor(dataUrl('image/png', 3))).toEqual([]);
    expect(errorsFor(dataUrl('image/jpeg', 3))).toEqual([]);
  });
  it('rejects other types and files over 10 MB', () => {
    expect(errorsFor(dataUrl('image/gif', 3))).toEqual(['type']);
    expect(errorsFor(dataUrl('application/pdf', 10 * 1024 * 1024 + 3))).toEqual(['size']);
    expect(errorsFor('not a data url')).toEqual(['type']);
  });
  it('measures base64 payloads exactly', () => {
    expect(dataUrlInfo('data:image/png;base64,AAAA')).toEqual({ type: 'image/png', bytes: 3 });
    expect(dataUrlInfo('data:image/png;base64,AAA=')).toEqual({ type: 'image/png', bytes: 2 });
    expect(dataUrlInfo('data:image/png;name=a.png;base64,AA==')).toEqual({ type: 'image/png', bytes: 1 });
  });
});

describe('fillMessage', () => {
  it('fills yup-style placeholders and leaves unknown ones', () => {
    expect(fillMessage('${path} must be at least ${min} characters', { path: 'Name', min: 2 })).toBe('Name must be at least 2 characters');
    expect(fillMessage('${path} and ${other}', { path: 'A' })).toBe('A and ${other}');
  });
});
