import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

// Imports flow one way: lib -> engine -> blocks/components -> app. Cross-layer imports use the
// '@/' alias so this rule can see them; a relative path may not climb out of its own folder tree.
const layer = (name) => `^(@/|(\\.\\./)+)${name}(/|$)`;
const restrict = (names, message, extra = []) => [
  'error',
  {
    patterns: [
      ...names.map((name) => ({ regex: layer(name), message })),
      ...extra,
    ],
  },
];

export default tseslint.config(
  { ignores: ['.*', 'dist', 'dist-ssr', 'node_modules', 'src/generated', 'test-results', 'playwright-report', 'test-results-nginx', 'playwright-report-nginx', 'bench-results', 'screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves '@/' through tsconfig.json's paths, so cycles across layers are seen too.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      // No import cycles: a cycle makes evaluation order matter. import-x does not follow type-only
      // imports; keep those one-way too (docs/architecture.md, Conventions).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': restrict(['engine', 'blocks', 'components', 'app', 'mocks', 'studio', 'presets', 'scripts', 'server', 'channel'], 'lib is the bottom layer: it imports only lib and generated.'),
    },
  },
  {
    // The boot loader: bundled by the build into index.html's one inline script (scripts/build/boot-loader.ts).
    files: ['src/boot-loader/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['engine', 'blocks', 'components', 'app', 'mocks', 'studio', 'presets', 'scripts', 'server', 'sw', 'channel'],
        'The boot loader is inlined into every page: it imports lib only (constants and tiny helpers).',
      ),
    },
  },
  {
    files: ['src/engine/**'],
    rules: {
      'no-restricted-imports': restrict(['blocks', 'components', 'app', 'mocks', 'studio', 'presets', 'scripts', 'server', 'channel'], 'engine may import lib and generated only; app wires blocks and components into it.'),
    },
  },
  {
    files: ['src/blocks/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['blocks', 'components', 'app', 'mocks', 'studio', 'presets', 'scripts', 'server', 'channel'],
        'A block imports lib, engine and generated only: blocks never import each other.',
        [{ regex: '^\\.\\./[^.]', message: 'A block may not import a sibling block; app composes them.' }],
      ),
    },
  },
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': restrict(['blocks', 'app', 'mocks', 'studio', 'presets', 'scripts', 'server', 'channel'], 'components import lib, engine, generated and other components only.'),
    },
  },
  {
    files: ['src/app/**'],
    rules: {
      'no-restricted-imports': restrict(['mocks', 'studio', 'presets', 'scripts', 'server', 'channel'], 'The portal never ships the demo backend, the studio or the channel lifecycle.'),
    },
  },
  {
    // The operator studio: its own entry and build (docs/studio.md), beside the app.
    files: ['src/studio/**'],
    rules: {
      'no-restricted-imports': restrict(['app', 'mocks', 'blocks', 'components', 'presets', 'scripts', 'server'], 'The studio edits config through lib, engine and channel; the portal it previews runs in its frame.'),
    },
  },
  {
    // A channel's lifecycle, the pure part (docs/architecture.md): preset <-> config, the channel's
    // languages, the verdict. The service, the studio, the preset reader and the CLIs use it, so it
    // is browser-safe: lib, engine and generated only. Making a version is the service's
    // (src/server/channel-versions.ts).
    files: ['src/channel/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['blocks', 'components', 'app', 'mocks', 'studio', 'presets', 'scripts', 'server', 'sw'],
        'channel is browser-safe and below the studio and the service: it imports lib, engine and generated only.',
      ),
    },
  },
  {
    files: ['src/mocks/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['engine', 'blocks', 'components', 'app', 'studio', 'scripts', 'channel'],
        'The demo backend depends on the contract (generated), lib and the preset reader (presets) only; scripts use it, never the reverse.',
        // Its SMS and e-mail sends are throttled as the service throttles sign-in (docs/security.md).
        [{ regex: '^(@/|(\\.\\./)+)server(/(?!auth/)|$)', message: 'The demo backend uses only the auth primitives of the channel service (src/server/auth), nothing else of it.' }],
      ),
    },
  },
  {
    // Node only: preset folders on disk, built and validated as the CLI does (docs/presets.md).
    files: ['src/presets/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['blocks', 'components', 'app', 'mocks', 'studio', 'scripts', 'server'],
        'presets reads preset folders with lib, engine and channel; the preset CLI and the demo backend use it.',
      ),
    },
  },
  {
    // Node only: the channel service (docs/channel-service.md). It serves the contract with lib,
    // engine, channel, presets and generated; browser code and the demo backend never import it.
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['blocks', 'components', 'app', 'mocks', 'studio', 'scripts'],
        'The channel service imports lib, engine, channel, presets and generated only; scripts wire it to the demo backend.',
      ),
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off', 'no-console': 'off' },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
