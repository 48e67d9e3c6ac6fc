import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from '@kickoff/shared';
import { stubApi } from '@/testing/api-stub';
import { aGroup, signedInAnswers } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/create-group', () => {
  it('checks the required fields in the spec words, then creates the group and opens it (issue 26)', { timeout: 60_000 }, async () => {
    const api = stubApi({
      ...signedInAnswers,
      'POST /api/groups': aGroup({ id: 'group-new', name: 'Tuesday Tennis', sportType: 'tennis' }),
      'PUT /api/user/role': { rolePreference: 'organizer' },
      'GET /api/user/created-groups': [],
      'GET /api/user/groups': [],
    });
    const { router } = renderApp('/create-group');

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Community Group' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText(MESSAGES.group.nameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.group.sportRequired)).toBeTruthy();
    expect(api.callsTo('POST /api/groups')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Group Name' }), { target: { value: 'Tuesday Tennis' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sport' }), { target: { value: 'tennis' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Doubles after work.' } });
    fireEvent.click(screen.getByRole('switch', { name: /Private Group/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));

    expect(await screen.findByText('Group created successfully!')).toBeTruthy();
    const [call] = api.callsTo('POST /api/groups');
    const form = call!.body as FormData;
    expect(form.get('name')).toBe('Tuesday Tennis');
    expect(form.get('sportType')).toBe('tennis');
    expect(form.get('description')).toBe('Doubles after work.');
    expect(form.get('isPrivate')).toBe('true');
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/groups/group-new'));
  });
});
