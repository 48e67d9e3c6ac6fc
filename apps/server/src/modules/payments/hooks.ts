/**
 * How payments tell the module above them (events) that a hold ended unpaid (expired, or Stripe refused it at the
 * start): events release the party's places and promote the waitlist, in the caller's transaction.
 * `src/connect-modules.ts` subscribes the events module.
 */
import type { Transaction } from '@kickoff/db';

export interface HoldLapsed {
  eventId: string;
  userId: string;
  paymentId: string;
}

type Listener = (tx: Transaction, change: HoldLapsed) => Promise<unknown>;
const listeners: Listener[] = [];

export function onHoldLapsed(listener: Listener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function holdLapsed(tx: Transaction, change: HoldLapsed): Promise<void> {
  for (const listener of listeners) await listener(tx, change);
}
