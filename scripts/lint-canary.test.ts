/**
 * The lint canary: every import boundary of eslint.config.js must report a forbidden import, written the ways the code
 * writes imports (extensionless, `@/` alias, workspace package). Without the TypeScript import resolver the import-x
 * rules cannot resolve such imports and silently pass: this test then fails.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, ignore: false });

/** Read as eslint.config.js reads them: a new feature or module folder gets a zone there and a case here. */
const foldersOf = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
/** The next one in the list (another feature or module than `name`). */
const otherThan = (list: string[], name: string) => list[(list.indexOf(name) + 1) % list.length]!;

const webFeatures = foldersOf('apps/web/src/features');
const serverModules = foldersOf('apps/server/src/modules');
/** A file of a module other than its front door: what no other module may import. */
const internalFileOf = (module: string) =>
  readdirSync(path.join(root, 'apps/server/src/modules', module))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.d.ts') && !f.endsWith('.test.ts'))
    .sort()[0]!
    .replace(/\.ts$/, '');
/** Tables of eslint.config.js tableOwners: one each module owns, and one it does not. */
const TABLE_OF: Record<string, string> = { users: 'users', auth: 'sessions', groups: 'groupMembers', events: 'eventParticipants', notifications: 'notifications' };
const foreignTable = (module: string) => (module === 'events' ? 'groupMembers' : 'eventParticipants');

interface Case {
  name: string;
  /** Where the snippet is linted as if it were (the file need not exist). */
  filePath: string;
  code: string;
  rule: string | null;
}

const cases: Case[] = [
  {
    name: 'a web feature imports another feature (alias)',
    filePath: 'apps/web/src/features/events/components/canary.tsx',
    code: "import { GroupCard } from '@/features/groups/components/group-card';\nexport const x = GroupCard;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a web feature imports another feature (relative, extensionless)',
    filePath: 'apps/web/src/features/events/components/canary.tsx',
    code: "import { GroupCard } from '../../groups/components/group-card';\nexport const x = GroupCard;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a web feature imports app/',
    filePath: 'apps/web/src/features/events/components/canary.tsx',
    code: "import * as layouts from '@/app/layouts';\nexport const x = layouts;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'shared web components import a feature',
    filePath: 'apps/web/src/components/ui/canary.tsx',
    code: "import { EventCard } from '@/features/events/components/event-card';\nexport const x = EventCard;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a web route reaches past a feature\'s index.ts',
    filePath: 'apps/web/src/app/routes/canary.tsx',
    code: "import { EventCard } from '@/features/events/components/event-card';\nexport const x = EventCard;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a server route imports a repository',
    filePath: 'apps/server/src/modules/events/routes-canary.ts',
    code: "import { loadEvent } from './repository-participants';\nexport const x = loadEvent;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a repository imports a service',
    filePath: 'apps/server/src/modules/events/repository-canary.ts',
    code: "import { joinEvent } from './service-participants';\nexport const x = joinEvent;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a service queries the database itself',
    filePath: 'apps/server/src/modules/events/service-canary.ts',
    code: "import { sql } from 'drizzle-orm';\nexport const x = sql;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'the shared package uses Node',
    filePath: 'packages/shared/src/canary.ts',
    code: "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    rule: 'no-restricted-imports',
  },
  // Every web feature, every server module: the zones are built from the folder lists.
  ...webFeatures.map((f) => ({
    name: `web feature ${f} imports feature ${otherThan(webFeatures, f)}`,
    filePath: `apps/web/src/features/${f}/components/canary.tsx`,
    code: `import * as other from '@/features/${otherThan(webFeatures, f)}';\nexport const x = other;\n`,
    rule: 'import-x/no-restricted-paths',
  })),
  ...serverModules.map((m) => {
    const other = otherThan(serverModules, m);
    return {
      name: `server module ${m} imports ${other}'s internal ${internalFileOf(other)}`,
      filePath: `apps/server/src/modules/${m}/service-canary.ts`,
      code: `import * as inside from '../${other}/${internalFileOf(other)}';\nexport const x = inside;\n`,
      rule: 'import-x/no-restricted-paths',
    };
  }),
  ...serverModules
    .filter((m) => m !== 'data-rights')
    .map((m) => ({
      name: `server module ${m} writes another module's table (${foreignTable(m)})`,
      filePath: `apps/server/src/modules/${m}/repository-canary.ts`,
      code: `import { ${foreignTable(m)}, type DbOrTx } from '@kickoff/db';\nexport const x = (db: DbOrTx) => db.delete(${foreignTable(m)});\n`,
      rule: 'no-restricted-syntax',
    })),
  // What the rules allow: no report.
  {
    name: 'a server module imports another through its front door',
    filePath: 'apps/server/src/modules/events/service-canary.ts',
    code: "import { loadAccess } from '../groups';\nexport const x = loadAccess;\n",
    rule: null,
  },
  ...Object.entries(TABLE_OF).map(([m, table]) => ({
    name: `server module ${m} writes its own table (${table})`,
    filePath: `apps/server/src/modules/${m}/repository-canary.ts`,
    code: `import { ${table}, type DbOrTx } from '@kickoff/db';\nexport const x = (db: DbOrTx) => db.delete(${table});\n`,
    rule: null,
  })),
  {
    name: 'a service imports database types only',
    filePath: 'apps/server/src/modules/events/service-canary.ts',
    code: "import type { DbOrTx } from '@kickoff/db';\nexport type X = DbOrTx;\n",
    rule: null,
  },
  {
    name: 'a web route imports a feature through its index.ts',
    filePath: 'apps/web/src/app/routes/canary.tsx',
    code: "import { EventCard } from '@/features/events';\nexport const x = EventCard;\n",
    rule: null,
  },
  {
    name: 'a web feature imports its own code and shared components',
    filePath: 'apps/web/src/features/events/components/canary.tsx',
    code: "import { EventCard } from './event-card';\nimport { Button } from '@/components/ui/button';\nexport const x = [EventCard, Button];\n",
    rule: null,
  },
];

describe('lint canary: every import boundary fires', () => {
  for (const c of cases) {
    it(c.rule ? `reports: ${c.name}` : `allows: ${c.name}`, async () => {
      const [result] = await eslint.lintText(c.code, { filePath: path.join(root, c.filePath) });
      const rules = result!.messages.map((m) => m.ruleId ?? m.message);
      if (c.rule) expect(rules).toContain(c.rule);
      else expect(rules).toEqual([]);
    });
  }

  it('reports an import cycle (extensionless imports)', async () => {
    const [result] = await eslint.lintFiles([path.join(root, 'lint-canary/cycle-a.ts')]);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
