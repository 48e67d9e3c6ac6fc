/**
 * Publish-after-commit (issue 13). Writers call `publishLive(dbOrTx, ...messages)` next to the write. Inside a
 * transaction the messages wait in that transaction's outbox and leave only once `db.transaction(...)` has resolved,
 * i.e. after COMMIT; a transaction that throws (rolled back) drops its outbox. Outside a transaction (a single
 * statement that has already committed, such as a join) they leave at once. The live plugin installs the outbox on
 * the app's database handle once (`installLiveOutbox`), so no service has to thread anything through.
 */
import type { Database, DbOrTx } from '@kickoff/db';
import type { LiveEnvelope } from './messages';

type Sink = (messages: LiveEnvelope[]) => void;

/** The open transactions' outboxes, by transaction handle. */
const outboxes = new WeakMap<object, LiveEnvelope[]>();
/** Where a database handle's committed messages go (the app's live bus). */
const sinks = new WeakMap<object, Sink>();

export function publishLive(db: DbOrTx, ...messages: LiveEnvelope[]): void {
  if (messages.length === 0) return;
  const outbox = outboxes.get(db);
  if (outbox) {
    outbox.push(...messages);
    return;
  }
  sinks.get(db)?.(messages);
}

/** Wraps `db.transaction` so each transaction collects its messages and hands them to `sink` after it commits. */
export function installLiveOutbox(db: Database, sink: Sink): () => void {
  const hadOwn = Object.prototype.hasOwnProperty.call(db, 'transaction');
  const original = db.transaction;
  sinks.set(db, sink);
  const wrapped = async (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => {
    const outbox: LiveEnvelope[] = [];
    const result = await (original as (f: typeof fn, c?: unknown) => Promise<unknown>).call(
      db,
      (tx: unknown) => {
        outboxes.set(tx as object, outbox);
        return fn(tx);
      },
      config,
    );
    // Committed: the messages may go. (A rollback threw above and they are dropped with the outbox.)
    if (outbox.length) sink(outbox);
    return result;
  };
  (db as { transaction: unknown }).transaction = wrapped;
  return () => {
    sinks.delete(db);
    if (hadOwn) (db as { transaction: unknown }).transaction = original;
    else delete (db as { transaction?: unknown }).transaction;
  };
}
