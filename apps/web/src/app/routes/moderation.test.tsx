import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MODERATION, type ModerationCase } from '@kickoff/shared';
import { stubApi } from '@/testing/api-stub';
import { aProfile, signedInAnswers } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const L = MODERATION.labels;

function aCase(overrides: Partial<ModerationCase> = {}): ModerationCase {
  return {
    id: 'case-1',
    targetType: 'event_comment',
    targetId: 'comment-7',
    status: 'open',
    reportCount: 3,
    firstReportedAt: '2026-11-20T10:00:00.000Z',
    lastReportedAt: '2026-11-21T10:00:00.000Z',
    snapshot: { text: 'You all play like trash', title: 'Sunday pickup', authorName: 'Ben Brash', eventId: 'event-1', groupId: null },
    current: { text: 'Nice game all', hidden: false, cancelled: false },
    subject: { id: 'user-ben', name: 'Ben Brash', isModerator: false, suspendedUntil: null, suspendedForGood: false },
    reasons: [
      { reason: 'harassment', count: 2 },
      { reason: 'spam', count: 1 },
    ],
    notes: [{ reason: 'harassment', note: 'Third time this week', createdAt: '2026-11-21T10:00:00.000Z' }],
    ...overrides,
  };
}

const page = (items: unknown[]) => ({ items, nextCursor: null });

describe('/moderation (issue 34)', () => {
  it('is not there for someone who is not a moderator: home, as any unknown path, and no console call', { timeout: 60_000 }, async () => {
    const api = stubApi({ ...signedInAnswers, 'GET /api/user/profile': aProfile({ isModerator: false }) });
    const { router } = renderApp('/moderation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.filter((c) => c.path.startsWith('/api/moderation'))).toEqual([]);
  });

  it('shows a moderator the queue with the content as reported, and hides it with a reason after confirming', { timeout: 60_000 }, async () => {
    let open = [aCase()];
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/user/profile': aProfile({ isModerator: true }),
      'GET /api/moderation/cases': () => page(open),
      'POST /api/moderation/cases/case-1/actions': () => {
        open = [];
        return { ok: true, actionId: 'action-1' };
      },
    });
    renderApp('/moderation');

    expect(await screen.findByRole('heading', { level: 1, name: L.consoleTitle })).toBeTruthy();
    const card = await screen.findByRole('article', { name: /Sunday pickup/ });
    // What the reporters saw, and what it says now (edited since).
    expect(within(card).getByText('You all play like trash')).toBeTruthy();
    expect(within(card).getByText('Nice game all')).toBeTruthy();
    expect(within(card).getByText('Edited since')).toBeTruthy();
    expect(within(card).getByText(/3 reports/)).toBeTruthy();
    expect(within(card).getByText('Harassment or hate × 2')).toBeTruthy();
    expect(within(card).getByText('Third time this week')).toBeTruthy();
    // The actions that fit a comment.
    expect(within(card).getAllByRole('button').map((b) => b.textContent)).toEqual(['Dismiss', 'Hide content', 'Warn', 'Suspend']);

    fireEvent.click(screen.getByRole('button', { name: L.mostReported }));
    await waitFor(() => expect(api.callsTo('GET /api/moderation/cases').map((c) => c.search.get('sort'))).toEqual(['newest', 'most_reported']));

    fireEvent.click(within(await screen.findByRole('article', { name: /Sunday pickup/ })).getByRole('button', { name: 'Hide content' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hide this event comment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MODERATION.messages.whyRequired);
    expect(api.callsTo('POST /api/moderation/cases/case-1/actions')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (the person is told)' }), { target: { value: ' Insults are not allowed ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText(L.queueEmpty)).toBeTruthy();
    expect(api.callsTo('POST /api/moderation/cases/case-1/actions').map((c) => c.body)).toEqual([{ action: 'hide', reason: 'Insults are not allowed' }]);
  });

  it('suspends for good; shows the audit log and the deletion requests with the command to run', { timeout: 60_000 }, async () => {
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/user/profile': aProfile({ isModerator: true }),
      'GET /api/moderation/cases': page([aCase({ targetType: 'profile', snapshot: { text: 'Austin', title: 'Ben Brash', authorName: null, eventId: null, groupId: null } })]),
      'POST /api/moderation/cases/case-1/actions': { ok: true, actionId: 'action-2' },
      'GET /api/moderation/audit': page([
        {
          id: 'action-2',
          action: 'suspend',
          moderatorName: 'Mo Moderator',
          subject: { id: 'user-ben', name: 'Ben Brash' },
          caseId: 'case-1',
          targetType: 'profile',
          targetId: 'user-ben',
          reason: 'Threats at the field',
          details: { until: null, days: null },
          createdAt: '2026-11-21T11:00:00.000Z',
        },
      ]),
      'GET /api/moderation/deletion-requests': page([
        { id: 'req-1', requestedAt: '2026-11-21T09:00:00.000Z', user: { id: 'user-lea', name: 'Lea Leaving', email: 'lea@example.com' }, command: 'npm run admin -- delete-user lea@example.com' },
      ]),
    });
    renderApp('/moderation');

    const card = await screen.findByRole('article', { name: /Ben Brash/ });
    expect(within(card).getAllByRole('button').map((b) => b.textContent)).toEqual(['Dismiss', 'Warn', 'Suspend']);
    fireEvent.click(within(card).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Ben Brash?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'For good' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (the person is told)' }), { target: { value: 'Threats at the field' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/moderation/cases/case-1/actions').map((c) => c.body)).toEqual([{ action: 'suspend', reason: 'Threats at the field', days: null }]),
    );

    const tab = (name: string) => {
      const t = screen.getByRole('tab', { name });
      fireEvent.mouseDown(t);
      fireEvent.click(t);
    };
    tab(L.auditLog);
    const log = await screen.findByRole('list', { name: L.auditLog });
    expect(within(log).getByText('Suspended')).toBeTruthy();
    expect(within(log).getByText('for good')).toBeTruthy();
    expect(within(log).getByText('Threats at the field')).toBeTruthy();

    tab(L.deletionRequests);
    const requests = await screen.findByRole('list', { name: L.deletionRequests });
    expect(within(requests).getByText('Lea Leaving')).toBeTruthy();
    expect((within(requests).getByRole('textbox', { name: 'Command to delete Lea Leaving' }) as HTMLInputElement).value).toBe('npm run admin -- delete-user lea@example.com');
  });
});

describe('the account menu (issue 34)', () => {
  for (const isModerator of [true, false]) {
    it(`links to the console ${isModerator ? 'for a moderator' : 'not for anyone else'}`, { timeout: 60_000 }, async () => {
      stubApi({ ...signedInAnswers, 'GET /api/user/profile': aProfile({ isModerator }), 'GET /api/user/invitations': page([]) });
      renderApp('/invitations');
      // The menu's chunk loads after the first paint; a tap on the stand-in trigger loads it and opens the menu.
      fireEvent.click(await screen.findByRole('button', { name: 'Open account menu' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: /Invitations/ })).toBeTruthy();
      if (isModerator) expect(await within(menu).findByRole('menuitem', { name: /Moderation/ })).toBeTruthy();
      else {
        await new Promise((r) => setTimeout(r, 300));
        expect(within(menu).queryByRole('menuitem', { name: /Moderation/ })).toBeNull();
      }
    });
  }
});
