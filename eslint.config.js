// One lint setup for the whole monorepo (issue 2). Not type-aware, to stay fast on 2 cores. `pnpm lint` runs it
// once from the root over every package (the same 1 155 files as each package's `eslint .`): one ESLint start
// instead of nine took the lint from 95 to 59 CPU-seconds with the Prettier check (2026-11-29).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * docs/conventions.md §2: dependencies point one way. A later `no-restricted-imports` entry replaces an
 * earlier one for the same files, so the narrower web blocks repeat the web-wide patterns.
 */
const webPatterns = [
  {
    group: ['@bazaar/api', '@bazaar/api/*', '@bazaar/bff', '@bazaar/bff/*'],
    message: 'web talks to the BFF over HTTP; it imports only @bazaar/domain.',
  },
  { group: ['zod', '!zod/mini'], message: 'Browser code uses zod/mini (bundle budget).' },
];
const appImports = {
  group: ['@bazaar/web', '@bazaar/web/*', '@bazaar/bff', '@bazaar/bff/*'],
  message: 'apps depend on @bazaar/domain, never on each other.',
};

const focusedTests = {
  selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
  message: 'No focused tests.',
};

/** A browser React package: browser globals, the hooks rules, and the imports it must not make. */
/** The api's syntax rules (issue 35): every transaction through transact() (docs/conventions.md §6). */
const apiSyntax = [
  focusedTests,
  {
    selector: 'CallExpression[callee.property.name=/^(transaction|startTransaction)$/]',
    message: 'Open transactions with transact() from db/transact.ts (docs/conventions.md §6).',
  },
];
/** Issue 35 (decision 030): services are functions taking a deps object, not classes. */
const serviceClasses = {
  selector: 'ClassDeclaration',
  message:
    'A service is a module of functions taking (deps, actor?, input) (docs/decisions/030); held state is the exception.',
};

const reactBrowser = (files, patterns) => ({
  files,
  languageOptions: { globals: { ...globals.browser } },
  plugins: { 'react-hooks': reactHooks },
  rules: {
    ...reactHooks.configs.recommended.rules,
    'no-restricted-imports': ['error', { patterns }],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` alone is `import type { A }` (docs/conventions.md §13).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', focusedTests],
    },
  },
  {
    // The domain is pure: zod only, no I/O, no apps.
    files: ['packages/domain/**/*.ts'],
    // Its build scripts (the route table's generator) are tooling, not the package.
    ignores: ['packages/domain/scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@bazaar/*',
                'node:*',
                'fs',
                'path',
                'react',
                'react-*',
                'fastify',
                '@fastify/*',
                'kysely*',
                'pg',
                'sharp',
              ],
              message: 'packages/domain depends on zod only (docs/conventions.md §2).',
            },
          ],
        },
      ],
    },
  },
  // Issue 35 (decision 029): the React layer both sites import. Zod-free (it rides in both first loads) and
  // free of either app.
  reactBrowser(
    ['packages/react/**/*.{ts,tsx}'],
    [
      { group: ['zod', 'zod/*'], message: '@bazaar/react is zod-free: parse in @bazaar/domain.' },
      {
        group: [
          '@bazaar/web',
          '@bazaar/web/*',
          '@bazaar/mobile',
          '@bazaar/mobile/*',
          '@bazaar/api',
          '@bazaar/api/*',
          '@bazaar/bff',
          '@bazaar/bff/*',
        ],
        message: 'The shared layer imports no app.',
      },
    ],
  ),
  reactBrowser(['apps/web/**/*.{ts,tsx}'], webPatterns),
  {
    // Issue 23: every request the web makes goes through `@bazaar/domain/client` (shared/api/client.ts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the api through callApi / apiClient (@bazaar/domain/client).' },
        { name: 'XMLHttpRequest', message: 'Upload through uploadForm (@bazaar/domain/client/upload).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'navigator', property: 'sendBeacon', message: 'Use beacon (@bazaar/domain/client/upload).' },
      ],
    },
  },
  {
    // Inside web: shared → features → app. Features never import each other or app.
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webPatterns,
            {
              group: ['**/features/**', '**/app/**', '@/features/*', '@/app/*'],
              message: 'shared/ must not import features/ or app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webPatterns,
            { group: ['**/app/**', '@/app/*'], message: 'features/ must not import app/.' },
            {
              group: ['../../*/**', '@/features/*'],
              message: 'Features never import each other; compose them in app/.',
            },
          ],
        },
      ],
    },
  },
  // Issue 26: the phone site is built on @bazaar/domain (and @bazaar/react) — never the web app (nor the api or
  // gateway).
  reactBrowser(
    ['apps/mobile/**/*.{ts,tsx}'],
    [
      {
        group: [
          '@bazaar/web',
          '@bazaar/web/*',
          '**/apps/web/**',
          '**/web/src/**',
          '@bazaar/api',
          '@bazaar/api/*',
          '@bazaar/bff',
          '@bazaar/bff/*',
        ],
        message: 'apps/mobile is built on @bazaar/domain only; it never imports apps/web (or the api or gateway).',
      },
      { group: ['zod', '!zod/mini'], message: 'Browser code uses zod/mini (bundle budget).' },
    ],
  ),
  {
    // As the web: every request goes through `@bazaar/domain/client` (src/shared/api.ts).
    files: ['apps/mobile/src/**/*.{ts,tsx}'],
    ignores: ['apps/mobile/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the api through call / api (@bazaar/domain/client).' },
        { name: 'XMLHttpRequest', message: 'Upload through @bazaar/domain/client/upload.' },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@bazaar/bff', '@bazaar/bff/*', '@bazaar/web', '@bazaar/web/*'], message: appImports.message },
          ],
        },
      ],
    },
  },
  {
    // Issue 35: one transaction helper — `transact()` (db/transact.ts) opens every transaction of the api, so
    // each one retries serialization failures and deadlocks (or says why not). A later `no-restricted-syntax`
    // replaces this one for the same files, so the blocks below repeat this list and add to it.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/transact.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...apiSyntax],
    },
  },
  {
    // Issue 35: one service shape (decision 030) — a module's services are functions taking (deps, actor?, input);
    // only held state stays a class (the event hub, the search cache, the upload grants).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [
      'apps/api/src/modules/**/*.test.ts',
      'apps/api/src/modules/**/*.test-kit.ts',
      'apps/api/src/modules/events/event-hub.ts',
      'apps/api/src/modules/search/search-cache.ts',
      'apps/api/src/modules/uploads/upload-grant.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...apiSyntax, serviceClasses],
    },
  },
  {
    // Issue 35: one service shape — a routes file parses, calls a service and answers; the SQL and the
    // transactions are the services' (docs/adding-an-endpoint.md).
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@bazaar/bff', '@bazaar/bff/*', '@bazaar/web', '@bazaar/web/*'], message: appImports.message },
            {
              group: ['**/*.repository', '**/*.repository.js', '**/db/transact'],
              message: 'Routes call services; a repository (or a transaction) belongs in a *.service.ts.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Routes call services; open the transaction in the service.',
        },
        {
          selector: "CallExpression[callee.name='transact']",
          message: 'Routes call services; open the transaction in the service.',
        },
        serviceClasses,
      ],
    },
  },
  {
    files: ['apps/bff/src/**/*.ts'],
    ignores: ['apps/bff/src/**/*.test.ts', 'apps/bff/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bazaar/api', '@bazaar/api/*', '@bazaar/web', '@bazaar/web/*'],
              message: 'bff talks to the api over HTTP (tests may start it).',
            },
          ],
        },
      ],
    },
  },
);
