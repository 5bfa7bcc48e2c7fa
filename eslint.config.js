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
  // A page imports only its own folder and the shared folders (packages/app/README.md).
  ...appPageBoundaries(),
);
