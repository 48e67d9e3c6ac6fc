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
