import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { groupMemberSchema, type GroupMember, type GroupMemberStatus as MemberStatus } from '@kickoff/shared';
import { stubApi } from '@/testing/api-stub';
import { aGroup, aNotification, signedInAnswers, viewer } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function membership(userId: string, firstName: string, lastName: string, status: MemberStatus, role: GroupMember['role'] = 'member'): GroupMember {
  return groupMemberSchema.parse({
    id: `m-${userId}`,
    userId,
    role,
    status,
    joinedAt: '2026-01-10T10:00:00.000Z',
    user: { firstName, lastName, email: null, profileImageUrl: null },
  });
}

describe('/groups/:id/manage', () => {
  it("a join request in the bell leads the creator to Manage Members' Waiting tab, where they approve it", { timeout: 60_000 }, async () => {
    const members = [membership(viewer.id, viewer.firstName!, viewer.lastName!, 'active', 'organizer'), membership('user-ana', 'Ana', 'Lopez', 'waiting')];
    const request = aNotification({
      id: 'notification-9',
      type: 'join_request',
      title: 'Join request in Dawn Patrol Runners',
      body: 'Ana Lopez asked to join. Approve or decline on Manage Members.',
      data: { groupId: 'group-1', eventId: null },
    });
    let unread = 1;
    const page = (status: string | null) => {
      const count = (s: MemberStatus) => members.filter((m) => m.status === s).length;
      return {
        items: members.filter((m) => !status || m.status === status),
        nextCursor: null,
        counts: { active: count('active'), waiting: count('waiting'), blocked: count('blocked'), total: members.length },
      };
    };
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/notifications/unread-count': () => ({ unreadCount: unread }),
      'GET /api/notifications': () => ({ items: [{ ...request, readAt: unread ? null : request.createdAt }], nextCursor: null, unreadCount: unread }),
      'POST /api/notifications/notification-9/read': () => ({ unreadCount: (unread = 0) }),
      'GET /api/groups/group-1': aGroup({
        name: 'Dawn Patrol Runners',
        isPrivate: true,
        creatorId: viewer.id,
        organizerId: viewer.id,
        isCreator: true,
        membershipRole: 'organizer',
      }),
      'GET /api/groups/group-1/members': ({ search }) => page(search.get('status')),
      'PATCH /api/groups/group-1/members/user-ana/status': ({ body }) => {
        members[1] = membership('user-ana', 'Ana', 'Lopez', (body as { status: MemberStatus }).status);
        return members[1];
      },
    });
    const { router } = renderApp('/profile');

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(await within(list).findByRole('button', { name: /Join request in Dawn Patrol Runners/ }));

    await vi.waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/groups/group-1/manage?tab=waiting'), {
      timeout: 15_000,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Members' })).toBeTruthy();
    const waitingTab = await screen.findByRole('tab', { name: 'Waiting (1)' });
    expect(waitingTab.getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo('POST /api/notifications/notification-9/read')).toHaveLength(1);

    const waiting = screen.getByRole('tabpanel', { name: /Waiting/ });
    fireEvent.click(await within(waiting).findByRole('button', { name: 'Approve Ana Lopez' }));
    expect(await screen.findByText('Member status updated')).toBeTruthy();
    expect(api.callsTo('PATCH /api/groups/group-1/members/user-ana/status').map((c) => c.body)).toEqual([{ status: 'active' }]);
    expect(await within(waiting).findByText('No one is waiting')).toBeTruthy();

    // The tab lives in the URL: Active from there, and back.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Active (2)' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?tab=active'), { timeout: 15_000 });
    expect(await within(screen.getByRole('tabpanel', { name: /Active/ })).findByText('Ana Lopez')).toBeTruthy();
  });

  it('opens on Waiting while requests wait, and on Active otherwise', { timeout: 60_000 }, async () => {
    const members = [membership(viewer.id, viewer.firstName!, viewer.lastName!, 'active', 'organizer'), membership('user-ana', 'Ana', 'Lopez', 'waiting')];
    let waiting = 1;
    stubApi({
      ...signedInAnswers,
      'GET /api/groups/group-1': aGroup({ creatorId: viewer.id, organizerId: viewer.id, isCreator: true, membershipRole: 'organizer' }),
      'GET /api/groups/group-1/members': ({ search }) => ({
        items: members.filter((m) => m.status === (search.get('status') ?? m.status)).slice(0, waiting ? 2 : 1),
        nextCursor: null,
        counts: { active: 1, waiting, blocked: 0, total: 1 + waiting },
      }),
    });
    renderApp('/groups/group-1/manage');
    expect((await screen.findByRole('tab', { name: 'Waiting (1)' })).getAttribute('aria-selected')).toBe('true');
    expect(await within(screen.getByRole('tabpanel', { name: /Waiting/ })).findByText('Ana Lopez')).toBeTruthy();
    cleanup();

    waiting = 0;
    renderApp('/groups/group-1/manage');
    expect((await screen.findByRole('tab', { name: 'Active (1)' })).getAttribute('aria-selected')).toBe('true');
  });
});
