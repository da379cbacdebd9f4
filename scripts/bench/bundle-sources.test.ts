import { describe, expect, it } from 'vitest';
import { sourceGroup } from './bundle-sources';

describe('first-route JS by source', () => {
  it('names a library by its package and our code by its path in the repository', () => {
    expect(sourceGroup('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(sourceGroup('../../node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    // A nested copy (another version) is named by its own package.
    expect(sourceGroup('../../node_modules/@rjsf/core/node_modules/ajv/dist/ajv.js')).toBe('ajv');
    expect(sourceGroup('../../src/app/main.tsx')).toBe('src/app/main.tsx');
    expect(sourceGroup('/work/repo/src/generated/sections-validators.js')).toBe('src/generated/sections-validators.js');
  });
});
