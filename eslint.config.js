import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { capabilityBoundaries } from './tools/eslint/capability-boundaries.js';
import { importLayers } from './tools/eslint/import-layers.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/__fixtures__/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local: { rules: { 'capability-boundaries': capabilityBoundaries, 'import-layers': importLayers } }, 'check-file': checkFile, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'local/capability-boundaries': 'error',
      'local/import-layers': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Database migrations are named by timestamp, and frozen.
    files: ['apps/server/src/db/migrations/**'],
    rules: { 'check-file/filename-naming-convention': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/__tests__/**'],
    rules: { 'check-file/folder-naming-convention': 'off' },
  },
  {
    // SQL lives in repository files (issue 19 item 3): a service asks a repo for rows and never
    // writes a query itself, so every query of a table can be found, read and indexed in one place.
    files: ['**/apps/server/src/**/*.ts'],
    ignores: [
      '**/apps/server/src/**/*repo.ts',
      '**/apps/server/src/db/**',
      '**/apps/server/src/seed/**',
      '**/apps/server/src/testing/**',
      '**/apps/server/src/**/__tests__/**',
      '**/apps/server/src/__tests__/**',
      // The search expressions the repositories compose (folded text, Turkish full text): SQL fragments, not queries.
      '**/apps/server/src/platform/table-search.ts',
      '**/apps/server/src/platform/turkish-fulltext.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)$/]',
          message: 'Queries belong in a repository file (*-repo.ts).',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL belongs in a repository file (*-repo.ts).' },
      ],
    },
  },
  {
    // Configuration comes from one validated module (house style, habit 5).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config/app-config.ts', 'apps/server/src/testing/**', 'apps/server/src/**/__tests__/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config/app-config.ts.' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'The browser has no process.env.' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.type='MetaProperty'][property.name='env']", message: 'Read build settings through lib/build-env.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/build-env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
