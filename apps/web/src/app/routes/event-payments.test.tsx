/** Paying for a place (issue 29) on the event page, the hosts' Payments tab and the group's Payouts card. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_TEXTS, type EventPayment, type HostPayments, type MyPayment, type PayoutAccount } from '@kickoff/shared';
import { stubApi } from '@/testing/api-stub';
import { aGroup, anEvent, aParticipant, signedInAnswers, viewer } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000 + 20_000).toISOString();

function aPayment(overrides: Partial<EventPayment> = {}): EventPayment {
  return {
    mode: 'online',
    unitAmount: 600,
    currency: 'USD',
    refundCutoffHours: 24,
    refundCutoffAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    refundable: true,
    holdMinutes: 15,
    mine: null,
    ...overrides,
  };
}

function mine(overrides: Partial<MyPayment> = {}): MyPayment {
  return {
    id: 'pay-1',
    status: 'paid',
    method: 'online',
    offer: false,
    places: 1,
    unitAmount: 600,
    amount: 600,
    refundedAmount: 0,
    currency: 'USD',
    holdExpiresAt: null,
    paidAt: new Date().toISOString(),
    refundedAt: null,
    receiptUrl: 'https://pay.example/receipts/rcpt_1',
    ...overrides,
  };
}

const paidEvent = anEvent({ price: '6.00' });
const joined = anEvent({
  price: '6.00',
  isUserParticipant: true,
  userParticipation: { id: 'participant-me', status: 'registered', guestCount: 0, places: 1 },
});

function stubEvent(event: ReturnType<typeof anEvent>, payment: EventPayment, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    ...signedInAnswers,
    'GET /api/events/event-1': event,
    'GET /api/events/event-1/participants': [aParticipant()],
    'GET /api/events/event-1/comments': [],
    'GET /api/events/event-1/payment': () => payment,
    ...extra,
  });
}

/** The page holds a phone and a desktop copy of the action card; the test reads the first. */
const card = () => screen.getAllByRole('region', { name: 'Your participation' })[0]!;

/**
 * The card's button named `name` once it can be used: Leave Event stays disabled until the payment's answer says what
 * leaving costs, and a click on it before then does nothing, as for a person.
 */
function usableButton(name: string) {
  return waitFor(() => {
    const button = within(card()).getByRole('button', { name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
}

describe('paying for a place on the event page', () => {
  it('"Pay and join" holds the place and sends the browser to the Checkout page the join answers', { timeout: 60_000 }, async () => {
    const api = stubEvent(paidEvent, aPayment(), {
      'POST /api/events/event-1/join': {
        participant: aParticipant({ id: 'participant-me', userId: viewer.id, paymentStatus: 'pending', holdExpiresAt: inMinutes(15) }),
        event: paidEvent,
        checkout: { url: 'http://127.0.0.1:1/checkout/cs_1', holdExpiresAt: inMinutes(15) },
      },
    });
    renderApp('/events/event-1');
    await screen.findAllByRole('region', { name: 'Your participation' });
    const button = await within(card()).findByRole('button', { name: PAYMENT_TEXTS.payAndJoin });
    expect(within(card()).getByText('$6.00')).toBeTruthy();
    expect(within(card()).getByText(/Leave up to 24 hours before the start for a full refund/)).toBeTruthy();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Guests'), { target: { value: '2' } });
    expect(within(dialog).getByText('$18.00 ($6.00 a place)')).toBeTruthy();
    expect(within(dialog).getByText(/held for 15 minutes/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: PAYMENT_TEXTS.payAndJoin }));
    expect(await within(dialog).findByRole('button', { name: 'Going to payment...' })).toBeTruthy();
    expect(api.callsTo('POST /api/events/event-1/join').map((c) => c.body)).toEqual([{ guestCount: 2 }]);
  });

  it('says "Pay the host at the field" and joins normally when payments are off', { timeout: 60_000 }, async () => {
    stubEvent(paidEvent, aPayment({ mode: 'at_field' }));
    renderApp('/events/event-1');
    await screen.findAllByRole('region', { name: 'Your participation' });
    expect(await within(card()).findByText(`${PAYMENT_TEXTS.payAtField}: $6.00 a place.`)).toBeTruthy();
    expect(within(card()).getByRole('button', { name: 'Join Event' })).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: PAYMENT_TEXTS.payAndJoin })).toBeNull();
  });

  it('a held place shows "Payment pending" with its time left, and "Finish paying" asks for a Checkout page', { timeout: 60_000 }, async () => {
    const api = stubEvent(joined, aPayment({ mine: mine({ status: 'pending', paidAt: null, receiptUrl: null, holdExpiresAt: inMinutes(12) }) }), {
      'POST /api/events/event-1/checkout': { url: 'http://127.0.0.1:1/checkout/cs_2', holdExpiresAt: inMinutes(12) },
    });
    renderApp('/events/event-1');
    await screen.findAllByRole('region', { name: 'Your participation' });
    expect(await within(card()).findByText(`${PAYMENT_TEXTS.paymentPending} · 12 min left`)).toBeTruthy();
    expect(within(card()).queryByText("You're in!")).toBeNull();
    fireEvent.click(within(card()).getByRole('button', { name: 'Finish paying' }));
    expect(await within(card()).findByRole('button', { name: 'Going to payment...' })).toBeTruthy();
    expect(api.callsTo('POST /api/events/event-1/checkout')).toHaveLength(1);
  });

  it('a waitlist offer says "A place opened: pay within ..." with Pay', { timeout: 60_000 }, async () => {
    stubEvent(joined, aPayment({ mine: mine({ status: 'pending', offer: true, paidAt: null, receiptUrl: null, holdExpiresAt: inMinutes(105) }) }));
    renderApp('/events/event-1');
    await screen.findAllByRole('region', { name: 'Your participation' });
    expect(await within(card()).findByText('A place opened: pay within 1 h 45 min')).toBeTruthy();
    expect(within(card()).getByRole('button', { name: 'Pay $6.00' })).toBeTruthy();
  });

  it('paid: "You\'re in" with the receipt link', { timeout: 60_000 }, async () => {
    stubEvent(joined, aPayment({ mine: mine() }));
    renderApp('/events/event-1');
    await screen.findAllByRole('region', { name: 'Your participation' });
    expect(await within(card()).findByText(PAYMENT_TEXTS.youreIn)).toBeTruthy();
    expect(within(card()).getByText('Paid $6.00')).toBeTruthy();
    expect(within(card()).getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe('https://pay.example/receipts/rcpt_1');
  });

  it('leaving before the cutoff says it refunds, then shows the refund', { timeout: 60_000 }, async () => {
    let payment = aPayment({ mine: mine() });
    let event = joined;
    const api = stubEvent(joined, payment, {
      'GET /api/events/event-1': () => event,
      'GET /api/events/event-1/payment': () => payment,
      'DELETE /api/events/event-1/leave': () => {
        payment = aPayment({ mine: mine({ status: 'refunded', refundedAmount: 600, refundedAt: new Date().toISOString() }) });
        event = paidEvent;
        return { ok: true };
      },
    });
    renderApp('/events/event-1');
    await screen.findAllByRole('region', { name: 'Your participation' });
    fireEvent.click(await usableButton('Leave Event'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/You get a full refund of \$6\.00 to your card/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave and get refund' }));
    expect((await screen.findAllByText(`${PAYMENT_TEXTS.refunded}: $6.00`)).length).toBeGreaterThan(0);
    expect(within(card()).getByRole('button', { name: PAYMENT_TEXTS.payAndJoin })).toBeTruthy();
    expect(api.callsTo('DELETE /api/events/event-1/leave')[0]!.search.get('confirmNoRefund')).toBeNull();
  });

  it('after the cutoff the dialog offers keeping the place or releasing it without a refund', { timeout: 60_000 }, async () => {
    const api = stubEvent(joined, aPayment({ refundable: false, mine: mine() }), { 'DELETE /api/events/event-1/leave': { ok: true } });
    renderApp('/events/event-1');
    await screen.findAllByRole('region', { name: 'Your participation' });
    fireEvent.click(await usableButton('Leave Event'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/has passed: leaving now gives your place up without a refund/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my place' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE /api/events/event-1/leave')).toHaveLength(0);
    fireEvent.click(await usableButton('Leave Event'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Release without refund' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/events/event-1/leave')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/events/event-1/leave')[0]!.search.get('confirmNoRefund')).toBe('true');
  });
});

describe("the hosts' Payments tab", () => {
  it('shows the totals and every payment, records cash at the field and offers the CSV', { timeout: 60_000 }, async () => {
    const host = anEvent({ price: '6.00', isUserOrganizer: true, organizerId: viewer.id });
    const payments: HostPayments = {
      mode: 'online',
      currency: 'USD',
      unitAmount: 600,
      totalCollected: 600,
      totalRefunded: 600,
      rows: [
        { id: 'p2', userId: 'u2', firstName: 'Rita', lastName: 'Refund', participantId: null, method: 'online', status: 'refunded', offer: false, places: 1, amount: 600, refundedAmount: 600, currency: 'USD', createdAt: new Date().toISOString(), paidAt: new Date().toISOString(), refundedAt: new Date().toISOString(), holdExpiresAt: null },
        { id: 'p1', userId: 'u1', firstName: 'Paula', lastName: 'Payer', participantId: 'pa1', method: 'online', status: 'paid', offer: false, places: 1, amount: 600, refundedAmount: 0, currency: 'USD', createdAt: new Date().toISOString(), paidAt: new Date().toISOString(), refundedAt: null, holdExpiresAt: null },
      ],
    };
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/events/event-1': host,
      'GET /api/events/event-1/participants': [
        aParticipant({ id: 'pa1', userId: 'u1', firstName: 'Paula', lastName: 'Payer', paymentStatus: 'paid' }),
        aParticipant({ id: 'pa3', userId: 'u3', firstName: 'Carl', lastName: 'Cash', paymentStatus: 'unpaid' }),
      ],
      'GET /api/events/event-1/payments': payments,
      'PUT /api/events/event-1/participants/pa3/payment': ({ body }) => ({
        ...payments,
        totalCollected: 1200,
        rows: [{ ...payments.rows[1]!, id: 'p3', firstName: 'Carl', lastName: 'Cash', participantId: 'pa3', method: (body as { method: 'at_field' }).method }, ...payments.rows],
      }),
    });
    renderApp('/events/event-1/participants?tab=payments');
    expect(await screen.findByRole('tab', { name: 'Payments', selected: true })).toBeTruthy();
    expect(await screen.findByText('Collected')).toBeTruthy();
    expect(screen.getAllByText('$6.00').length).toBeGreaterThan(1);
    expect(screen.getByText('Rita Refund')).toBeTruthy();
    expect(screen.getByText('$6.00 refunded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid at the field: Carl Cash' }));
    expect(await screen.findByText('$12.00')).toBeTruthy();
    expect(api.callsTo('PUT /api/events/event-1/participants/pa3/payment').map((c) => c.body)).toEqual([{ method: 'at_field' }]);
    expect(screen.getByText('At the field')).toBeTruthy();
  });

  it('has no Payments tab on a free event', { timeout: 60_000 }, async () => {
    stubApi({
      ...signedInAnswers,
      'GET /api/events/event-1': anEvent({ isUserOrganizer: true, organizerId: viewer.id }),
      'GET /api/events/event-1/participants': [aParticipant()],
    });
    renderApp('/events/event-1/participants?tab=payments');
    expect(await screen.findByRole('tab', { name: /Registered/ })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Payments' })).toBeNull();
  });
});

describe('the Payouts card on Manage Members', () => {
  const creatorGroup = aGroup({ creatorId: viewer.id, organizerId: viewer.id, isCreator: true, membershipRole: 'organizer' });
  const manage = (account: PayoutAccount) =>
    stubApi({
      ...signedInAnswers,
      'GET /api/groups/group-1': creatorGroup,
      'GET /api/groups/group-1/members': { items: [], nextCursor: null, counts: { active: 1, waiting: 0, blocked: 0, total: 1 } },
      'GET /api/groups/group-1/invite-links': { items: [], nextCursor: null },
      'GET /api/groups/group-1/invitations': { items: [], nextCursor: null },
      'GET /api/groups/group-1/payouts': account,
      'POST /api/groups/group-1/payouts/onboarding': { url: 'http://127.0.0.1:1/onboarding/acct_1' },
    });

  it('not connected: states who pays Stripe\'s fee and "Connect payouts" asks for the onboarding page', { timeout: 60_000 }, async () => {
    const api = manage({ enabled: true, status: 'not_connected', platformFeePercent: 0 });
    renderApp('/groups/group-1/manage');
    const payouts = await screen.findByRole('region', { name: 'Payouts' });
    expect(within(payouts).getByText('Not connected')).toBeTruthy();
    expect(within(payouts).getByText(/Stripe's processing fee is yours as the organizer/)).toBeTruthy();
    fireEvent.click(within(payouts).getByRole('button', { name: 'Connect payouts' }));
    expect(await within(payouts).findByRole('button', { name: 'Opening Stripe...' })).toBeTruthy();
    expect(api.callsTo('POST /api/groups/group-1/payouts/onboarding')).toHaveLength(1);
  });

  it('ready: no button; hidden when the server takes no payments', { timeout: 60_000 }, async () => {
    manage({ enabled: true, status: 'ready', platformFeePercent: 0 });
    renderApp('/groups/group-1/manage');
    const payouts = await screen.findByRole('region', { name: 'Payouts' });
    expect(within(payouts).getByText('Ready')).toBeTruthy();
    expect(within(payouts).queryByRole('button')).toBeNull();
    cleanup();
    const api = manage({ enabled: false, status: 'not_connected', platformFeePercent: 0 });
    renderApp('/groups/group-1/manage');
    await waitFor(() => expect(api.callsTo('GET /api/groups/group-1/payouts')).toHaveLength(1));
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payouts' })).toBeNull();
  });
});
