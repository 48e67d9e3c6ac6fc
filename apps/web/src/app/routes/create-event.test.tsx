import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from '@kickoff/shared';
import { stubApi } from '@/testing/api-stub';
import { aGroup, anEvent, signedInAnswers, viewer } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/create-event', () => {
  it('checks the event in the spec words, then sends the multipart form and goes to the dashboard', { timeout: 20_000 }, async () => {
    const myGroup = aGroup({ creatorId: viewer.id, organizerId: viewer.id, isCreator: true, membershipRole: 'organizer' });
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/user/created-groups': [myGroup],
      'GET /api/groups/group-1/members': { items: [], nextCursor: null, counts: { active: 1, waiting: 0, blocked: 0, total: 1 } },
      'GET /api/places': [],
      'POST /api/events': anEvent({ id: 'event-new', title: 'Tuesday night futsal' }),
      'PUT /api/user/role': { rolePreference: 'organizer' },
    });
    const { router } = renderApp('/create-event');

    expect(await screen.findByRole('heading', { level: 1, name: 'Organize Your Own Event' })).toBeTruthy();
    const submit = await screen.findByRole('button', { name: 'Create Event' });
    fireEvent.click(submit);
    expect(await screen.findByText(MESSAGES.event.titleRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.event.sportRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.event.locationRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.event.groupRequired)).toBeTruthy();
    expect(api.callsTo('POST /api/events')).toHaveLength(0);

    const dateTime = new Date(Date.now() + 7 * 86_400_000);
    const local = `${dateTime.getFullYear()}-${String(dateTime.getMonth() + 1).padStart(2, '0')}-${String(dateTime.getDate()).padStart(2, '0')}T19:00`;
    fireEvent.change(screen.getByRole('textbox', { name: 'Event title' }), { target: { value: 'Tuesday night futsal' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sport' }), { target: { value: 'soccer' } });
    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: local } });
    fireEvent.change(screen.getByLabelText('Location', { selector: 'input' }), { target: { value: 'Eastside Rec Center' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Group' }), { target: { value: 'group-1' } });
    fireEvent.click(submit);

    expect(await screen.findByText('Event Created!')).toBeTruthy();
    const [call] = api.callsTo('POST /api/events');
    const form = call!.body as FormData;
    expect(form.get('title')).toBe('Tuesday night futsal');
    expect(form.get('sportType')).toBe('soccer');
    expect(form.get('location')).toBe('Eastside Rec Center');
    expect(form.get('groupId')).toBe('group-1');
    // The wall-clock time, with the place's zone beside it (the form's time zone).
    expect(form.get('dateTime')).toBe(local);
    expect(form.get('capacity')).toBe('20');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
