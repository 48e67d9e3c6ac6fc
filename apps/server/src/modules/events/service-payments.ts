/**
 * The event-scoped payment calls (issue 29): the caller's payment and Checkout, and the hosts' list, CSV and records.
 * Events decide who may (the event's visibility, its hosts); payments do the rest.
 */
import { MESSAGES, type Checkout, type EventPayment, type HostPayments, type RecordPaymentInput } from '@kickoff/shared';
import { notFound } from '../../lib/errors';
import { checkoutForHold, eventPayment, hostPayments, paymentsCsv, recordPayment } from '../payments';
import { notify } from '../notifications';
import { loadEventAccess } from './access';
import { assertHost, assertNotBlocked, assertVisible } from './policy';
import { coHostIdsOf, lockEvent, loadEvent } from './repository-participants';
import type { EventsContext } from './service';

const M = MESSAGES.event;

async function visibleEvent(ctx: EventsContext, eventId: string) {
  const access = await loadEventAccess(ctx.db, await loadEvent(ctx.db, eventId), ctx.user.id);
  const event = assertVisible(access);
  assertNotBlocked(access);
  return { access, event };
}

async function asHost(ctx: EventsContext, eventId: string) {
  const { access, event } = await visibleEvent(ctx, eventId);
  assertHost(access, await coHostIdsOf(ctx.db, eventId));
  return event;
}

export async function getMyPayment(ctx: EventsContext, eventId: string): Promise<EventPayment> {
  await visibleEvent(ctx, eventId);
  const answer = await eventPayment(ctx, eventId, ctx.user.id);
  if (!answer) throw notFound(M.notFound);
  return answer;
}

export async function checkout(ctx: EventsContext, eventId: string): Promise<Checkout> {
  await visibleEvent(ctx, eventId);
  return checkoutForHold(ctx, eventId, ctx.user.id);
}

export async function getHostPayments(ctx: EventsContext, eventId: string): Promise<HostPayments> {
  await asHost(ctx, eventId);
  const answer = await hostPayments(ctx.db, eventId, ctx.stripe !== null);
  if (!answer) throw notFound(M.notFound);
  return answer;
}

export async function getPaymentsCsv(ctx: EventsContext, eventId: string): Promise<{ csv: string; fileName: string }> {
  const event = await asHost(ctx, eventId);
  const answer = await hostPayments(ctx.db, eventId, ctx.stripe !== null);
  if (!answer) throw notFound(M.notFound);
  const slug = event.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'event';
  return { csv: paymentsCsv(answer), fileName: `payments-${slug}-${event.dateTime.toISOString().slice(0, 10)}.csv` };
}

export async function recordParticipantPayment(ctx: EventsContext, eventId: string, participantId: string, input: RecordPaymentInput): Promise<HostPayments> {
  await asHost(ctx, eventId);
  await ctx.db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    await recordPayment(tx, { eventId, participantId, method: input.method, hostId: ctx.user.id });
    await notify.participationChanged(tx, { eventId, actorId: ctx.user.id, changedUserIds: [] });
  });
  return getHostPayments(ctx, eventId);
}
