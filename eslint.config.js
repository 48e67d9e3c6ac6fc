// Lint with the import boundaries of shared/style.md: web app -> features -> components/lib; features do not
// import each other; server routes -> service -> repository -> db.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = ['auth', 'users', 'groups', 'events', 'landing', 'dashboard', 'legal', 'notifications'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'packages/db/migrations/**', 'e2e/screenshots/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'Features do not import each other: compose them in src/app.',
            })),
            {
              target: ['./apps/web/src/features', './apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/app',
              message: 'Imports flow app -> features -> components/lib, never back.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message: 'Shared components and lib must not depend on a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/modules/*/repository.ts',
              from: './apps/server/src/modules/*/service.ts',
              message: 'Repositories do not call services: routes -> service -> repository -> db.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', '@kickoff/db', 'drizzle-orm*', 'pg'], message: 'The shared package has no database and no Node APIs.' }] },
      ],
    },
  },
);
