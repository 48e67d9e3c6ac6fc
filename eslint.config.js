// Lint with the import boundaries of shared/style.md: web app -> features -> components/lib; features do not
// import each other; server routes -> service -> repository -> db.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/** The folders of `dir`: every feature (web) and every module (server) gets its zone, a new one too. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersOf('./apps/web/src/features/');
const serverModules = foldersOf('./apps/server/src/modules/');

/**
 * Which server module writes each table (the Drizzle names of `@kickoff/db`; docs/architecture.md "Modules"): every
 * other module asks the owner through its front door. The tables of `src/lib` (jobs, idempotency keys, email claims,
 * rate limits) are written by lib alone.
 */
const tableOwners = {
  users: ['users'],
  auth: ['sessions', 'accounts', 'verifications'],
  groups: ['groups', 'groupMembers', 'groupBlocks', 'groupPosts', 'groupFollows', 'groupInviteLinks', 'groupInvitations'],
  events: ['events', 'eventParticipants', 'eventCoHosts', 'eventComments', 'calendarFeedTokens', 'userSportSkills'],
  notifications: ['notifications', 'notificationPreferences', 'pushDevices', 'webPushSubscriptions'],
  'data-rights': ['dataExports'],
  blocks: ['userBlocks'],
  venues: ['venues', 'venueEdits'],
  payments: ['payments', 'paymentChanges', 'stripeEvents', 'groupPayoutAccounts'],
  moderation: ['moderators', 'moderationCases', 'reports', 'accountSuspensions', 'deletionRequests', 'moderationActions'],
  lib: ['jobs', 'idempotencyKeys', 'emailClaims', 'rateLimits'],
};
/**
 * Support's account erasure (rulings §9, `data-rights/repository-delete.ts`) removes one person from every table in
 * one transaction, rolled back whole by its dry run: the one module allowed to write others' tables.
 */
const writesAnyTable = ['data-rights'];

/** `db.insert(table)`, `tx.update(table)`, `db.delete(table)` of a table the module does not own. */
function foreignTableWrite(module) {
  const own = new Set(tableOwners[module] ?? []);
  const foreign = Object.values(tableOwners).flat().filter((t) => !own.has(t));
  return {
    selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name=/^(${foreign.join('|')})$/]`,
    message: `A module writes only its own tables: ask the table's owner (eslint.config.js tableOwners) through its front door.`,
  };
}

/**
 * Resolves imports as TypeScript does (extensionless, `@/` aliases of apps/web, workspace packages): without it the
 * import-x rules cannot see where an import points and silently pass. lint-canary.test.ts proves they fire.
 */
const importResolver = {
  // Which files import-x parses to follow imports (no-cycle reads the imported modules): TypeScript too.
  'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
  'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      alwaysTryTypes: true,
      noWarnOnMultipleProjects: true,
      project: ['tsconfig.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json', 'lint-canary/tsconfig.json'],
    }),
  ],
};

/**
 * Server files that may use the database at run time: repositories, the job queue, the plugin opening it, and the
 * Better Auth setup (its Drizzle adapter is the auth tables' repository).
 */
const serverDatabaseFiles = [
  'apps/server/src/modules/auth/auth.ts',
  'apps/server/src/**/repository*.ts',
  'apps/server/src/**/*-repository.ts',
  'apps/server/src/lib/jobs/**',
  'apps/server/src/plugins/database.ts',
  // Opens the read replicas' pools (issue 31, point 4), as database.ts opens the primary's.
  'apps/server/src/plugins/read-replicas.ts',
  'apps/server/src/plugins/bench-reference.ts',
  // Backup and restore (issue 31) work on the whole database through @kickoff/db's backup module, without the app.
  'apps/server/src/admin-backup.ts',
  'apps/server/src/**/*.test.ts',
];

export default tseslint.config(
  {
    // lint-canary/ holds one forbidden import per rule on purpose: lint-canary.test.ts lints it on its own.
    ignores: ['**/dist/**', '**/node_modules/**', 'apps/mobile/android/**', 'packages/db/migrations/**', 'e2e/screenshots/**', 'data/**', 'lint-canary/**', 'packages/shared/src/i18n/compiled/**'],
  },
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
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'lint-canary/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: {
      // A cycle makes module order matter and hides a layer in the wrong place.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    // The barrel policy (docs/contributing.md): src/app reaches a feature only through its index.ts, which exports
    // exactly what the routes use; everything else in a feature is its own business.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/*', '**/features/*/*'],
              message: "Import a feature through its index.ts ('@/features/<name>'): export there what src/app needs.",
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
            // A module reaches another only through its front door (modules/<name>/index.ts), one zone per module folder.
            ...serverModules.map((m) => ({
              target: `./apps/server/src/modules/${m}`,
              from: './apps/server/src/modules',
              except: [`./${m}`, ...serverModules.filter((n) => n !== m).map((n) => `./${n}/index.ts`)],
              message: 'Another module is used only through its front door (modules/<name>/index.ts): export there what is needed.',
            })),
            {
              target: './apps/server/src/modules/*/repository*.ts',
              from: './apps/server/src/modules/*/service*.ts',
              message: 'Repositories do not call services: routes -> service -> repository -> db.',
            },
            {
              target: './apps/server/src/modules/*/routes*.ts',
              from: './apps/server/src/modules/*/repository*.ts',
              message: 'Routes do not touch repositories: a route calls a service, which calls the repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: serverDatabaseFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '@kickoff/db'],
              allowTypeImports: true,
              message: 'Only repositories query the database (routes -> service -> repository -> db); import types only.',
            },
          ],
        },
      ],
    },
  },
  // Table owners: a module's code writes only the tables it owns (one zone per module folder).
  ...serverModules
    .filter((m) => !writesAnyTable.includes(m))
    .map((m) => ({
      files: [`apps/server/src/modules/${m}/**/*.ts`],
      rules: { 'no-restricted-syntax': ['error', foreignTableWrite(m)] },
    })),
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
