import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GROUP_TOASTS, JOIN_MESSAGE_MAX } from '@kickoff/shared';
import { stubApi } from '@/testing/api-stub';
import { aGroup, signedInAnswers } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const notMember = { isUserMember: false, membershipStatus: null, membershipRole: null } as const;

describe("a group card's Ask to Join (issue 26)", () => {
  it("opens the group page's request dialog and sends the message with the request", { timeout: 60_000 }, async () => {
    const priv = aGroup({ id: 'group-9', name: 'Dawn Patrol Runners', isPrivate: true, ...notMember });
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/groups': { items: [priv], nextCursor: null },
      'POST /api/groups/group-9/join': { groupId: 'group-9', userId: 'user-marco', status: 'waiting', role: 'member' },
    });
    renderApp('/groups?view=discover');

    const card = await screen.findByRole('article', { name: 'Dawn Patrol Runners' });
    fireEvent.click(within(card).getByRole('button', { name: /^Ask to Join\s*Dawn Patrol Runners$/ }));
    // The dialog asks first: nothing is sent by the click itself.
    const dialog = await screen.findByRole('dialog', { name: 'Ask to join Dawn Patrol Runners' });
    expect(api.callsTo('POST /api/groups/group-9/join')).toHaveLength(0);

    const field = within(dialog).getByRole('textbox', { name: 'Message to the organizer (optional)' });
    fireEvent.change(field, { target: { value: 'x'.repeat(JOIN_MESSAGE_MAX + 1) } });
    expect(within(dialog).getByRole('alert').textContent).toBe(`At most ${JOIN_MESSAGE_MAX} characters (${JOIN_MESSAGE_MAX + 1} now)`);
    expect((within(dialog).getByRole('button', { name: 'Send Request' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(field, { target: { value: ' Intermediate, I run 5 km in 25 min ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(GROUP_TOASTS.joinRequested.title)).toBeTruthy();
    expect(api.callsTo('POST /api/groups/group-9/join').map((c) => c.body)).toEqual([{ message: 'Intermediate, I run 5 km in 25 min' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(card).findByText('Requested')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /^View Group\s*Dawn Patrol Runners$/ })).toBeTruthy();
  });

  it('joins a public group at once, without the dialog', { timeout: 60_000 }, async () => {
    const pub = aGroup({ id: 'group-8', name: 'Riverside Kickers', ...notMember });
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/groups': { items: [pub], nextCursor: null },
      'POST /api/groups/group-8/join': { groupId: 'group-8', userId: 'user-marco', status: 'active', role: 'member' },
    });
    renderApp('/groups?view=discover');

    const card = await screen.findByRole('article', { name: 'Riverside Kickers' });
    fireEvent.click(within(card).getByRole('button', { name: /^Join\s*Riverside Kickers$/ }));
    expect(await screen.findByText(GROUP_TOASTS.joined.title)).toBeTruthy();
    expect(api.callsTo('POST /api/groups/group-8/join').map((c) => c.body)).toEqual([undefined]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(card).findByText('Member')).toBeTruthy();
  });
});
