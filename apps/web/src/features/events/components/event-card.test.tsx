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
});
