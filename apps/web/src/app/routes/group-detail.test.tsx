import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@kickoff/shared';
import { noContent, stubApi } from '@/testing/api-stub';
import { aGroup, aGroupEvent, aPost, signedInAnswers } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/groups/:id', () => {
  it("shows a member the group, its events and discussion; leaving asks first, then offers to join again", { timeout: 20_000 }, async () => {
    let group = aGroup();
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/groups/group-1': () => group,
      'GET /api/groups/group-1/events': { items: [aGroupEvent()], nextCursor: null },
      'GET /api/groups/group-1/posts': { items: [aPost()], nextCursor: null },
      'DELETE /api/groups/group-1/leave': () => {
        group = aGroup({ isUserMember: false, membershipStatus: null, membershipRole: null, memberCount: 11 });
        return noContent();
      },
    });
    renderApp('/groups/group-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday Morning Soccer' })).toBeTruthy();
    expect(screen.getByText('Friendly 7-a-side every Sunday at Riverside Park.')).toBeTruthy();
    expect(screen.getByText('12 members')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Groups' }).getAttribute('href')).toBe('/groups');
    const events = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(await within(events).findByRole('link', { name: /Sunday pickup/ })).toBeTruthy();
    const discussion = screen.getByRole('region', { name: 'Group Discussion' });
    expect(await within(discussion).findByText("Who's in for Sunday?")).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Leave Group' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave Sunday Morning Soccer?' });
    expect(within(confirm).getByRole('button', { name: 'Stay' })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Leave Group' }));

    expect((await screen.findAllByRole('button', { name: 'Join Group' })).length).toBeGreaterThan(0);
    expect(screen.getByText('11 members')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Group Discussion' })).toBeNull();
    expect(api.callsTo('DELETE /api/groups/group-1/leave')).toHaveLength(1);
  });

  it('says so when the group does not exist or is private', { timeout: 20_000 }, async () => {
    stubApi({ ...signedInAnswers });
    renderApp('/groups/missing');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.group.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Groups' })).toBeTruthy();
  });
});
