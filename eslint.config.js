import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';

const webFeatures = [
  'auth',
  'dashboard',
  'roles',
  'users',
  'groups',
  'branches',
  'debiturs',
  'credit-applications',
  'documents',
  'reports',
  'settings',
  'logbook',
];

const server = path.join(import.meta.dirname, 'apps/server/src');
const serverModules = `${server}/modules`;

/**
 * The server's layers, lowest first: each imports only from itself and the layers before it (and
 * the domain package). app.ts, main.ts, the command-line tools, the schema list, the seeds and the
 * tests sit above them all and may import any of them.
 */
const serverLayers = [
  // Every pattern must be a glob for the rule: `.*` is the file's extension.
  { name: 'config', files: `${server}/config.*` },
  { name: 'db', files: `${server}/db/**` },
  { name: 'core', files: `${server}/core/**` },
  { name: 'plugins', files: `${server}/plugins/**` },
  { name: 'kit', files: `${server}/kit/**` },
];
const layersUpTo = (index) => serverLayers.slice(0, index + 1).map((layer) => layer.files);

const layerZones = serverLayers.map((layer, index) => ({
  target: layer.files,
  from: `${server}/**`,
  except: layersUpTo(index),
  message: `The ${layer.name} layer imports only from itself and the layers below it (docs/server-kit.md).`,
}));

/** A module uses the shared layers and another module only through its service or its tables. */
const moduleZones = fs.readdirSync(serverModules).map((module) => ({
  target: `${serverModules}/${module}/**`,
  from: `${server}/**`,
  except: [
    ...layersUpTo(serverLayers.length - 1),
    `${serverModules}/${module}/**`,
    `${serverModules}/*/*.service.ts`,
    `${serverModules}/*/*.table.ts`,
  ],
  message:
    'A module imports the layers below it, its own files, and another module only through its service or its tables (docs/server-kit.md).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/domain/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@creditdesk/server*', '@creditdesk/web*', 'fastify*', 'react*'] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Features never import each other; pages in app/ compose them.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            // One-way flow: shared -> features -> app.
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/testing',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['apps/server/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    // In a test (or a test files' shared fixture) a missing row fails the test either way; `row!`
    // says that shortest.
    ignores: ['**/*.test.ts', '**/*.fixture.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits loses its error and outlives the request or the transaction.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // Tests and their fixtures build the whole app, as app.ts does: they stand above every layer.
    ignores: ['**/*.test.ts', '**/*.fixture.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...moduleZones] }],
    },
  },
);
