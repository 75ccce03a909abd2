import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'

/** What no application module imports. */
const appImportRules = [
  { group: ['**/mocks', '**/mocks/**'], message: 'Application code must not import the mock backend.' },
  { group: ['**/tests', '**/tests/**'], message: 'Application code must not import tests.' },
]
const libTakesNoWords = 'app/lib imports nothing from app/content: content imports lib, and a rule that needs words takes them as an argument.'
const onlyServerTalksToSupabase = { group: ['@supabase/*'], message: 'Only app/server/ may talk to Supabase.' }
/** What a module's tests beside it may not import: they may use the shared test fixtures (never bundled). */
const testImportRules = [
  { group: ['**/mocks', '**/mocks/**'], message: 'Application code must not import the mock backend.' },
  onlyServerTalksToSupabase,
]

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.output',
      'reports',
      'test-results',
      'playwright-report',
      'app/routeTree.gen.ts',
      'supabase/functions/**',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [...appImportRules, onlyServerTalksToSupabase] }],
    },
  },
  {
    // Queries, their keys and mutations live in app/queries; the rest of the app uses them.
    files: ['app/components/**/*.{ts,tsx}', 'app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...appImportRules, onlyServerTalksToSupabase],
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['queryOptions', 'infiniteQueryOptions', 'mutationOptions', 'useMutation'],
              message: 'Queries and mutations belong in app/queries.',
            },
          ],
        },
      ],
    },
  },
  {
    // Content is words and data: the page or component that shows a list picks its icons.
    files: ['app/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/mocks', '**/mocks/**'], message: 'Application code must not import the mock backend.' },
            { group: ['**/tests', '**/tests/**'], message: 'Application code must not import tests.' },
            { group: ['@supabase/*'], message: 'Only app/server/ may talk to Supabase.' },
            {
              group: ['lucide-react', 'react', '~/components/*'],
              message: 'app/content holds words and data; icons are mapped from item ids where the list is rendered.',
            },
            {
              group: ['~/server/*', '~/queries/*', '~/routes/*'],
              message: 'app/content holds words and data: it imports only app/lib (types and rules) and app/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // The vocabularies and limits: plain data that content, schemas and the server import.
    files: ['app/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['~/*', '../*', './*', '@*/*', '*'], message: 'app/domain is plain data: it imports nothing.' }] },
      ],
    },
  },
  {
    // Pure logic: no server functions, queries, components or routes, and no words: content
    // imports lib (its types and rules), never the other way; a rule that needs words takes them.
    files: ['app/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImportRules,
            onlyServerTalksToSupabase,
            {
              group: [
                '~/server/*',
                '~/queries/*',
                '~/components/*',
                '~/routes/*',
                '../server/*',
                '../queries/*',
                '../components/*',
                '../routes/*',
                '@tanstack/react-query',
              ],
              message: 'app/lib is pure logic: data fetching belongs in app/queries, UI in components.',
            },
            { group: ['~/content/*', '../content/*'], message: libTakesNoWords },
          ],
        },
      ],
    },
  },
  {
    files: ['app/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: appImportRules,
        },
      ],
    },
  },
  {
    // A module's tests sit beside it; they may use the shared test fixtures (never bundled).
    files: ['app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: testImportRules,
        },
      ],
    },
  },
  {
    // A lib module's tests hold to the lib's direction too: content invariants live in tests/unit.
    files: ['app/lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...testImportRules, { group: ['~/content/*', '../content/*'], message: libTakesNoWords }],
        },
      ],
    },
  },
)
