/** Opens the database (PGlite or PostgreSQL), applies migrations, and closes it with the app. */
import fp from 'fastify-plugin';
import { observeQueries, openDatabase, type Database, type DatabaseHandle } from '@kickoff/db';
import { sqlSpanName, tracing } from '../lib/tracing';

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
    const tracer = tracing();
    if (tracer) {
      // A span per statement inside a request's or a job's span (lib/tracing): its operation and table name it, its
      // text (parameters apart, never their values) is an attribute.
      observeQueries({
        start(text, system, server) {
          const { name, operation, table } = sqlSpanName(text);
          return tracer.startChildSpan(name, {
            'db.system.name': 'postgresql',
            // host:port of the primary or of the read replica that ran it.
            'server.address': server,
            'kickoff.db.engine': system,
            'db.operation.name': operation,
            'db.collection.name': table,
            'db.query.text': text.length > 2000 ? `${text.slice(0, 2000)}...` : text,
          });
        },
      });
      app.addHook('onClose', async () => observeQueries(null));
    }
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
