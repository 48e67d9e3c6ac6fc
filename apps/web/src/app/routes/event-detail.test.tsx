import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ATTENDANCE, EVENT_CANCEL, MESSAGES, type ThreadedComment } from '@kickoff/shared';
import { json, stubApi } from '@/testing/api-stub';
import { aComment, anEvent, aParticipant, signedInAnswers, viewer } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/events/:id', () => {
  it('shows the event, who hosts and who goes; a comment is checked, posted and listed', { timeout: 60_000 }, async () => {
    const comments: ThreadedComment[] = [aComment()];
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/events/event-1': anEvent(),
      'GET /api/events/event-1/participants': [aParticipant()],
      'GET /api/events/event-1/comments': () => comments,
      'POST /api/events/event-1/comments': ({ body }) => {
        const { content } = body as { content: string };
        const author = { id: viewer.id, firstName: viewer.firstName!, lastName: viewer.lastName!, profileImageUrl: null };
        const comment = aComment({ id: 'comment-2', content, authorId: viewer.id, author });
        comments.push(comment);
        return comment;
      },
    });
    renderApp('/events/event-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday pickup' })).toBeTruthy();
    expect(screen.getAllByText('Riverside Park, Field 3').length).toBeGreaterThan(0);
    expect(screen.getByText('1 hour 30 min')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');
    expect(screen.getAllByRole('progressbar', { name: 'Places taken' })[0]!.getAttribute('aria-valuetext')).toBe('9 of 14 places taken');
    expect(screen.getByText(/Waitlist available when full/)).toBeTruthy();
    const organizer = screen.getByRole('region', { name: 'Organizer' });
    expect(within(organizer).getByText('Olivia Organizer')).toBeTruthy();
    expect(await screen.findByText('Is there parking nearby?')).toBeTruthy();

    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(MESSAGES.comment.blank)).toBeTruthy();
    expect(document.activeElement).toBe(box);

    fireEvent.change(box, { target: { value: '  Count me in!  ' } });
    expect(screen.queryByText(MESSAGES.comment.blank)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
    expect(screen.getByText('Count me in!', { selector: 'p' })).toBeTruthy();
    expect(api.callsTo('POST /api/events/event-1/comments').map((c) => c.body)).toEqual([{ content: 'Count me in!' }]);
    expect(api.callsTo('POST /api/events/event-1/comments')[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('a cancelled event, full with a waitlist, gives no hint about joining or its waitlist', { timeout: 60_000 }, async () => {
    stubApi({
      ...signedInAnswers,
      'GET /api/events/event-1': anEvent({
        currentParticipants: 14,
        isFull: true,
        waitlistCount: 2,
        cancelledAt: new Date().toISOString(),
        cancelReason: 'Pitch flooded',
      }),
      'GET /api/events/event-1/participants': [aParticipant()],
      'GET /api/events/event-1/comments': [],
    });
    renderApp('/events/event-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday pickup' })).toBeTruthy();
    expect(screen.getAllByText(EVENT_CANCEL.messages.cancelled).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Event cancelled' })[0]!.hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByRole('progressbar', { name: 'Places taken' })[0]!.getAttribute('aria-valuetext')).toBe('14 of 14 places taken');
    expect(screen.queryByText(/waitlist/i)).toBeNull();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('answers a missing or hidden event with Event Not Found', { timeout: 60_000 }, async () => {
    stubApi({ ...signedInAnswers });
    renderApp('/events/missing');
    expect(await screen.findByRole('heading', { name: MESSAGES.event.notFound })).toBeTruthy();
  });

  describe('checking in at a place with a point (issue 33)', () => {
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    const game = anEvent({
      dateTime: soon,
      latitude: 30.2669,
      longitude: -97.7729,
      isUserParticipant: true,
      userParticipation: { id: 'participant-2', status: 'registered', guestCount: 0, places: 1 },
    });
    const checkInAnswers = (answer: Parameters<typeof stubApi>[0][string]) =>
      stubApi({
        ...signedInAnswers,
        'GET /api/events/event-1': game,
        'GET /api/events/event-1/participants': [aParticipant(), aParticipant({ id: 'participant-2', userId: viewer.id, isOrganizer: false, firstName: 'Marco', lastName: 'Member' })],
        'GET /api/events/event-1/comments': [],
        'POST /api/events/event-1/check-in': answer,
      });
    /** jsdom has no geolocation: the device gives `position`, or refuses. */
    const placeDevice = (position: { latitude: number; longitude: number } | null) =>
      Object.defineProperty(navigator, 'geolocation', {
        configurable: true,
        value: {
          getCurrentPosition: (ok: (p: { coords: { latitude: number; longitude: number } }) => void, fail: () => void) =>
            position ? ok({ coords: position }) : fail(),
        },
      });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });

    it("sends the device's position", { timeout: 60_000 }, async () => {
      placeDevice({ latitude: 30.267, longitude: -97.773 });
      const api = checkInAnswers({ attendance: 'attended', distanceMetres: 20 });
      renderApp('/events/event-1');
      fireEvent.click((await screen.findAllByRole('button', { name: 'Check in' }))[0]!);
      expect((await screen.findAllByText(ATTENDANCE.messages.checkedIn)).length).toBeGreaterThan(0);
      expect(api.callsTo('POST /api/events/event-1/check-in').map((c) => c.body)).toEqual([{ latitude: 30.267, longitude: -97.773 }]);
    });

    it("shows the server's message when the device gives no position", { timeout: 60_000 }, async () => {
      placeDevice(null);
      const message = ATTENDANCE.messages.checkInNeedsPosition;
      const api = checkInAnswers(json({ message, fields: { latitude: message } }, 400));
      renderApp('/events/event-1');
      expect((await screen.findAllByText(/Allow your device's location when asked/)).length).toBeGreaterThan(0);
      fireEvent.click(screen.getAllByRole('button', { name: 'Check in' })[0]!);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(api.callsTo('POST /api/events/event-1/check-in').map((c) => c.body)).toEqual([{}]);
      expect(screen.getAllByRole('button', { name: 'Check in' }).length).toBeGreaterThan(0);
    });
  });
});
