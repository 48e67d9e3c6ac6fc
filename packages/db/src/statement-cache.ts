/**
 * Drizzle statements built once per database handle and shape. Drizzle builds a statement's SQL in JavaScript, and for
 * the hot reads that cost more CPU than PostgreSQL needs to run it (issue 35: a 50-column event join ~0.5 ms; the
 * session lookup and the group page 7% of the server's CPU under the bench). A statement built with placeholders and
 * `.prepare(name)` is kept here and run with each request's values. The handle is the key, so each app, each test's
 * database and each replica gets its own statements.
 */
export function statementCache<S>(): (db: object, shape: string, build: () => S) => S {
  const byDb = new WeakMap<object, Map<string, S>>();
  return (db, shape, build) => {
    let byShape = byDb.get(db);
    if (!byShape) byDb.set(db, (byShape = new Map()));
    let statement = byShape.get(shape);
    if (!statement) byShape.set(shape, (statement = build()));
    return statement;
  };
}
