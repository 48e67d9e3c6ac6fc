/**
 * /organizer/events: the Upcoming tab's empty state says "No events yet" (spec §6) only to someone who never made
 * one; an organizer whose games are all over reads that nothing is upcoming and where the earlier ones are.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { stubApi } from '@/testing/api-stub';
import { anEvent, signedInAnswers, viewer } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const organizer = { ...signedInAnswers, 'GET /api/auth/get-session': { user: { ...viewer, rolePreference: 'organizer' } } };
const page = (items: unknown[]) => ({ items, nextCursor: null });

function answerCreated(upcoming: unknown[], past: unknown[]) {
  return stubApi({
    ...organizer,
    'GET /api/user/created-events': (call) => page(call.search.get('scope') === 'past' ? past : upcoming),
  });
}

describe('/organizer/events, nothing upcoming', () => {
  it('says "No events yet" to an organizer who never made one', async () => {
    answerCreated([], []);
    renderApp('/organizer/events');
    expect(await screen.findByRole('heading', { name: 'No events yet' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No upcoming events' })).toBeNull();
  });

  it('says nothing is upcoming, and points to Past, when all their games are over', async () => {
    const over = anEvent({ id: 'past-1', title: 'Last week’s game', dateTime: new Date(Date.now() - 7 * 86_400_000).toISOString() });
    answerCreated([], [over]);
    renderApp('/organizer/events');
    expect(await screen.findByRole('heading', { name: 'No upcoming events' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/Your earlier games are under Past/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No events yet' })).toBeNull();
  });
});
