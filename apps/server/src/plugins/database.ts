/** Opens the database (PGlite or PostgreSQL), applies migrations, and closes it with the app. */
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '@kickoff/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  handle?: DatabaseHandle;
}

export default fp<DatabasePluginOptions>(
  async (app, opts) => {
    const { config } = app;
    const handle =
      opts.handle ??
      (await openDatabase({
        url: config.DATABASE_URL,
        dataDir: config.DATABASE_URL ? undefined : config.pgliteDir,
        poolSize: config.DATABASE_POOL_SIZE,
        preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
      }));
    app.decorate('db', handle.db);
    app.decorate('dbHandle', handle);
    if (!opts.handle) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database', dependencies: ['config'] },
);
