/** The event card's places line: a cancelled game refuses joins, so a full one does not invite anyone to its waitlist. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { anEvent } from '@/testing/fixtures';
import { EventCard } from './event-card';

afterEach(cleanup);

const full = { capacity: 10, currentParticipants: 10, isFull: true, allowWaitlist: true };

function renderCard(event: ReturnType<typeof anEvent>) {
  render(
    <MemoryRouter>
      <EventCard event={event} />
    </MemoryRouter>,
  );
}

describe('EventCard places line', () => {
  it('says a full game with a waitlist is open to it', () => {
    renderCard(anEvent({ ...full }));
    expect(screen.getByText('Full · waitlist open')).toBeTruthy();
  });

  it('says only Full, and Cancelled, for a cancelled full game', () => {
    renderCard(anEvent({ ...full, cancelledAt: new Date().toISOString(), cancelReason: 'Rain' }));
    expect(screen.queryByText(/waitlist/i)).toBeNull();
    expect(screen.getByText('Full')).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });

  it('offers no spots on a cancelled game that had room', () => {
    renderCard(anEvent({ capacity: 10, currentParticipants: 3, isFull: false, allowWaitlist: true, cancelledAt: new Date().toISOString(), cancelReason: 'Rain' }));
    expect(screen.queryByText(/spots? left/)).toBeNull();
    expect(screen.getByText('Joins closed')).toBeTruthy();
  });

  it('counts the spots left on an open game', () => {
    renderCard(anEvent({ capacity: 10, currentParticipants: 9, isFull: false }));
    expect(screen.getByText('1 spot left')).toBeTruthy();
  });
});

describe('EventCard of a series (issue 26)', () => {
  function renderSeries(seriesMoreDates: number, recurringType: 'weekly' | 'monthly' | null = 'weekly') {
    render(
      <MemoryRouter>
        <EventCard event={{ ...anEvent({ isRecurring: true, recurringType }), seriesMoreDates }} />
      </MemoryRouter>,
    );
  }

  it('says how many more dates the card stands for', () => {
    renderSeries(5);
    expect(screen.getByText('Weekly · 5 more dates')).toBeTruthy();
  });

  it('says one date in the singular, monthly', () => {
    renderSeries(1, 'monthly');
    expect(screen.getByText('Monthly · 1 more date')).toBeTruthy();
  });

  it('has no series line for a single game', () => {
    renderSeries(0);
    expect(screen.queryByText(/more date/)).toBeNull();
  });
});

describe('EventCard of a paid game (issue 29)', () => {
  const paid = { price: '6.00', currency: 'USD' } as const;
  const registered = { id: 'p-1', status: 'registered', guestCount: 0, places: 1 } as const;

  it('asks to pay and join a game paid online', () => {
    renderCard(anEvent({ ...paid, paymentMode: 'online' }));
    expect(screen.getByRole('link', { name: 'Pay and join: Sunday pickup' }).getAttribute('href')).toBe('/events/event-1');
    expect(screen.getByText('$6.00')).toBeTruthy();
    expect(screen.queryByText('Join Event')).toBeNull();
  });

  it('keeps Join Event for a game paid at the field, and for a free one', () => {
    renderCard(anEvent({ ...paid, paymentMode: 'at_field' }));
    expect(screen.getByRole('link', { name: 'Join Event: Sunday pickup' })).toBeTruthy();
    cleanup();
    renderCard(anEvent({ paymentMode: 'free' }));
    expect(screen.getByRole('link', { name: 'Join Event: Sunday pickup' })).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
  });

  it('offers no payment on a full game', () => {
    renderCard(anEvent({ ...paid, paymentMode: 'online', ...full }));
    expect(screen.queryByText('Pay and join')).toBeNull();
    expect(screen.getByRole('button', { name: 'Event Full' })).toBeTruthy();
  });

  it('says Payment pending while the viewer holds places not paid yet', () => {
    const hold = new Date(Date.now() + 10 * 60_000).toISOString();
    renderCard(
      anEvent({ ...paid, paymentMode: 'online', isUserParticipant: true, userParticipation: { ...registered, paymentStatus: 'pending', holdExpiresAt: hold } }),
    );
    expect(screen.getByText('Payment pending')).toBeTruthy();
    expect(screen.queryByText('Joined')).toBeNull();
    expect(screen.queryByText('Pay and join')).toBeNull();
    expect(screen.getByRole('link', { name: /^View Details/ })).toBeTruthy();
  });

  it('says Joined once paid, and Waitlisted on the waitlist', () => {
    renderCard(anEvent({ ...paid, paymentMode: 'online', isUserParticipant: true, userParticipation: { ...registered, paymentStatus: 'paid', holdExpiresAt: null } }));
    expect(screen.getByText('Joined')).toBeTruthy();
    expect(screen.queryByText('Payment pending')).toBeNull();
    cleanup();
    renderCard(
      anEvent({ ...paid, paymentMode: 'online', isUserParticipant: true, userParticipation: { ...registered, status: 'waitlisted', paymentStatus: 'unpaid', holdExpiresAt: null } }),
    );
    expect(screen.getByText('Waitlisted')).toBeTruthy();
  });

  it('shows a zero-decimal currency without decimals', () => {
    renderCard(anEvent({ price: '1500.00', currency: 'JPY', paymentMode: 'online' }));
    expect(screen.getByText('¥1,500')).toBeTruthy();
    cleanup();
    renderCard(anEvent({ price: '12.50', currency: 'EUR', paymentMode: 'at_field' }));
    expect(screen.getByText('€12.50')).toBeTruthy();
  });
});
