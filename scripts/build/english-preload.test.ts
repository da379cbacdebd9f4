import { describe, expect, it } from 'vitest';
import { englishBundleFile } from './english-preload';

describe('English texts preloaded by index.html', () => {
  it('finds the emitted file of src/lib/i18n/locales/en.json, not another language or a chunk', () => {
    const bundle = [
      { type: 'chunk', fileName: 'assets/en-AAAAAAAA.js' },
      { type: 'asset', fileName: 'assets/cs-BBBBBBBB.json', originalFileNames: ['src/lib/i18n/locales/cs.json'] },
      { type: 'asset', fileName: 'assets/en-CeFME-hj.json', originalFileNames: ['src/lib/i18n/locales/en.json'] },
    ];
    expect(englishBundleFile(bundle)).toBe('assets/en-CeFME-hj.json');
  });

  it('adds nothing when the build has no such file', () => {
    expect(englishBundleFile([{ type: 'asset', fileName: 'assets/logo.svg', originalFileNames: ['src/logo.svg'] }])).toBeUndefined();
  });
});
