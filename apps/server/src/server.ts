/** Starts Kickoff: reads the config, builds the app, listens, and shuts down gracefully. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { venueSearchIndex } from './modules/venues';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Kickoff is ready on ${config.publicUrl} (database: ${app.dbHandle.kind})`);
  venueSearchIndex(app.db)
    .warm()
    .catch((error: unknown) => app.log.warn({ err: error }, 'the venue search index could not load yet; the first search will'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
