/** A PostgreSQL database of its own for a browser test's server: made fresh, dropped at the end. */
import pg from 'pg';

async function runOn(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates the database `name` on the PostgreSQL server of `serverUrl` (a URL of any of its databases), replacing one
 * left by an interrupted run; returns its URL and how to drop it (its connections are closed first).
 */
export async function freshDatabase(serverUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  await runOn(serverUrl, `drop database if exists ${name}`);
  await runOn(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOn(serverUrl, `drop database if exists ${name} with (force)`) };
}
