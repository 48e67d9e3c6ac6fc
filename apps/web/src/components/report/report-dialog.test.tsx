import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MODERATION } from '@kickoff/shared';
import { json, stubApi } from '@/testing/api-stub';
import { aComment, anEvent, aParticipant, signedInAnswers, viewer } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const L = MODERATION.labels;

function eventWithComment(report: Parameters<typeof stubApi>[0][string]) {
  return stubApi({
    ...signedInAnswers,
    'GET /api/events/event-1': anEvent(),
    'GET /api/events/event-1/participants': [aParticipant()],
    'GET /api/events/event-1/comments': [aComment({ id: 'comment-7', content: 'You all play like trash' })],
    'POST /api/reports': report,
  });
}

describe('the report dialog (issue 34)', () => {
  it("reports another person's comment with a reason and a note, then says what happens next", { timeout: 60_000 }, async () => {
    const api = eventWithComment(() => json({ status: 'reported' }, 201));
    renderApp('/events/event-1');

    expect(await screen.findByText('You all play like trash')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Report\s*comment by/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report event comment' });
    expect(within(dialog).getByText(L.reportDescription)).toBeTruthy();
    // Every reason of the list, as radio options.
    expect(within(dialog).getAllByRole('radio').map((r) => (r.closest('label') as HTMLElement).textContent)).toEqual(Object.values(MODERATION.reasonLabels));

    // No reason: nothing is sent, the list says why.
    fireEvent.click(within(dialog).getByRole('button', { name: L.send }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MODERATION.messages.reasonInvalid);
    expect(api.callsTo('POST /api/reports')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or hate' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: L.note }), { target: { value: '  Third time this week  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: L.send }));

    expect(await within(dialog).findByText(L.sentWhatNext)).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: L.sentTitle })).toBeTruthy();
    expect(api.callsTo('POST /api/reports').map((c) => c.body)).toEqual([
      { targetType: 'event_comment', targetId: 'comment-7', reason: 'harassment', note: 'Third time this week' },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a second report is the same one; a refusal is shown in the dialog', { timeout: 60_000 }, async () => {
    let answer: Response = json({ message: MODERATION.messages.tooMany }, 429);
    eventWithComment(() => answer);
    renderApp('/events/event-1');

    fireEvent.click(await screen.findByRole('button', { name: /^Report\s*comment by/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report event comment' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: L.send }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MODERATION.messages.tooMany);

    answer = json({ status: 'already_reported' });
    fireEvent.click(within(dialog).getByRole('button', { name: L.send }));
    expect(await within(dialog).findByText(L.alreadyWhatNext)).toBeTruthy();
  });

  it('offers no Report on your own comment, and Report on the event to a non-host', { timeout: 60_000 }, async () => {
    const author = { id: viewer.id, firstName: 'Marco', lastName: 'Member', profileImageUrl: null };
    stubApi({
      ...signedInAnswers,
      'GET /api/events/event-1': anEvent(),
      'GET /api/events/event-1/participants': [aParticipant()],
      'GET /api/events/event-1/comments': [aComment({ id: 'comment-8', content: 'My own words', authorId: viewer.id, author })],
    });
    renderApp('/events/event-1');
    expect(await screen.findByText('My own words')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Report\s*comment by/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Report\s*event Sunday pickup$/ }));
    expect(await screen.findByRole('dialog', { name: 'Report event' })).toBeTruthy();
  });
});
