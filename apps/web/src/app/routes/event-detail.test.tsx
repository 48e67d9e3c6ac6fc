import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { EVENT_CANCEL, MESSAGES, type ThreadedComment } from '@kickoff/shared';
import { stubApi } from '@/testing/api-stub';
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
});
