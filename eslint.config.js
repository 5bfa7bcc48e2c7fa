import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { appPageBoundaries } from './scripts/eslint-config/app-pages.mjs';

const SQL_BELONGS_ELSEWHERE =
  "SQL belongs in the feature's *.queries.ts (rules and transactions in its *.service.ts); a *.routes.ts file only parses, authorises, calls them and answers.";

// Package boundaries: tokens <- ui <- app -> contract, api -> contract (README.md). Each
// element lists the imports it may not make, as patterns on the import's source. A test file
// follows its element's arrows too, except that it may use the shared test cases of
// @ajar/tokens/testing/* (the same link cases check the ui's links and the contract's URLs).
const OURS = '^@ajar/';
const TOKENS = '^@ajar/tokens(/|$)';
/** In tests, the same pattern letting @ajar/tokens/testing/* through. */
const inTests = (regex) => regex.replace('^@ajar/', '^@ajar/(?!tokens/testing/)');

const TOKENS_ONLY = '@ajar/tokens is the bottom layer: it imports nothing of ours.';
const NO_CONTRACT_IN_UI =
  'The ui kit does not know the API: declare the union it can draw and let the app pass contract values in (packages/app/src/contractUnions.test.ts holds the two equal).';
const UI_NOT_APP = 'The ui kit does not import the app: the app composes the kit.';
const APP_NOT_SERVER =
  'The app reaches the API only through its contract: @ajar/api/contract or @ajar/api/contract/*.';
const CONTRACT_ONLY =
  'The contract imports nothing of ours but its own modules (and zod): the app and the API both build on it.';
const NO_TOKENS_IN_API =
  'The API does not import @ajar/tokens: a domain rule lives in the contract (packages/api/src/contract/) and both ends import it from there.';
const API_NOT_UI = 'The API builds on its contract only, never on the ui kit or the app.';
const BY_NAME = 'Import another package by its name (@ajar/...), never by a path into its sources.';

const boundaryElements = [
  { element: 'tokens', files: ['packages/tokens/'], refuse: [[OURS, TOKENS_ONLY]] },
  {
    element: 'ui',
    files: ['packages/ui/'],
    refuse: [
      ['^@ajar/api(/|$)', NO_CONTRACT_IN_UI],
      ['^@ajar/app(/|$)', UI_NOT_APP],
    ],
  },
  {
    element: 'app',
    files: ['packages/app/'],
    refuse: [['^@ajar/api(?!/contract(/|$))(/|$)', APP_NOT_SERVER]],
  },
  {
    element: 'contract',
    files: ['packages/api/src/contract/'],
    // The contract is one flat folder: any `../` leaves it.
    refuse: [
      [OURS, CONTRACT_ONLY],
      ['^\\.\\./', CONTRACT_ONLY],
    ],
  },
  {
    element: 'api',
    files: ['packages/api/'],
    ignores: ['packages/api/src/contract/**'],
    refuse: [
      [TOKENS, NO_TOKENS_IN_API],
      ['^@ajar/(ui|app)(/|$)', API_NOT_UI],
    ],
  },
];

/** Two blocks per element: its sources, then its tests (which may use @ajar/tokens/testing/*). */
function packageBoundaries() {
  const crossPackagePath = { regex: '^(\\.\\./)+(tokens|ui|app|api)/src(/|$)', message: BY_NAME };
  const block = (name, files, ignores, refuse) => ({
    name,
    files,
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [...refuse.map(([regex, message]) => ({ regex, message })), crossPackagePath],
        },
      ],
    },
  });
  return boundaryElements.flatMap(({ element, files, ignores = [], refuse }) => [
    block(
      `boundaries/${element}`,
      files.map((f) => `${f}**`),
      ignores,
      refuse,
    ),
    block(
      `boundaries/${element}/tests`,
      files.flatMap((f) => [`${f}**/*.test.{ts,tsx}`, `${f}**/*.test-d.ts`]),
      ignores,
      refuse.map(([regex, message]) => [inTests(regex), message]),
    ),
  ]);
}

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/dist-types/',
    'storybook-static/',
    '.storybook/public/',
    '.cache/',
    'test-results/',
    'playwright-report/',
    'bench/results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // An API route file is HTTP only: parse, authorise, call, answer (packages/api/README.md).
    files: ['packages/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
          message: SQL_BELONGS_ELSEWHERE,
        },
        {
          selector: 'CallExpression[callee.property.name="transaction"]',
          message: `A transaction is a rule: it belongs in the feature's *.service.ts. ${SQL_BELONGS_ELSEWHERE}`,
        },
        { selector: 'TaggedTemplateExpression[tag.name="sql"]', message: SQL_BELONGS_ELSEWHERE },
      ],
      'no-restricted-imports': [
        'error',
        { name: 'kysely', importNames: ['sql'], message: SQL_BELONGS_ELSEWHERE },
      ],
    },
  },
  // The app takes only types from the contract's index: its values are zod schemas, and one
  // value import brings zod and its locales to the page (and zod's eval probe trips the CSP).
  // Shared rules come from the zod-free modules, `@ajar/api/contract/<module>`.
  {
    name: 'app/contract-types-only',
    files: ['packages/app/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.fixtures.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@ajar/api/contract'][importKind='value'] > ImportSpecifier[importKind='value']",
          message:
            "Import only types from '@ajar/api/contract'; take values from a zod-free module ('@ajar/api/contract/<module>').",
        },
        {
          // The zod-free modules; a schema module may give types only.
          selector:
            "ImportDeclaration[source.value=/^@ajar\\/api\\/contract\\/(?!(brand-images|certificate-code|content-types|durations|first-data|forum-rules|group-rules|languages|limits|messages|notification-rules|point-rules|daily-quiz-rules|profile-rules|psychotest-rules|quiz-rules|rich-text|roles|safe-url|team-achievement-rules|team-evaluation-rules|team-question-rules|team-rules|training-record-rules|training-request-rules)$)/][importKind='value'] > ImportSpecifier[importKind='value']",
          message:
            'This contract module holds zod schemas: import only types from it, or move the value to a zod-free module.',
        },
      ],
    },
  },
  // Package boundaries: kept in one block of its own (see packageBoundaries above).
  ...packageBoundaries(),
  // A page imports only its own folder and the shared folders (packages/app/README.md).
  ...appPageBoundaries(),
);
