/** /profile's Notifications card (issue 15): the server's preferences shown per kind and channel, a flip saved at once, a refusal undone. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_CHANNELS, MESSAGES, NOTIFICATION_PREFERENCE_TEXTS, notificationPreferencesSchema, type NotificationPreferences } from '@kickoff/shared';
import { json, stubApi } from '@/testing/api-stub';
import { aProfile, signedInAnswers } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const preferences = (overrides: Partial<NotificationPreferences> = {}): NotificationPreferences =>
  notificationPreferencesSchema.parse({
    kinds: DEFAULT_NOTIFICATION_CHANNELS,
    reminderHours: 2,
    email: { address: 'marco@example.com', pending: false, mailEnabled: true },
    ...overrides,
  });

const switchOf = async (kind: string, channel: string) =>
  within(await screen.findByRole('group', { name: kind })).getByRole('switch', { name: channel });

describe('/profile Notifications', () => {
  it('shows each kind per channel and where email goes; a flip is saved at once', { timeout: 60_000 }, async () => {
    let saved = preferences();
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/user/profile': aProfile({ email: 'marco@example.com' }),
      'GET /api/notifications/preferences': () => saved,
      'PUT /api/notifications/preferences': (call) => {
        const change = (call.body as { kinds: { comments: { email: boolean } } }).kinds.comments;
        saved = { ...saved, kinds: { ...saved.kinds, comments: { ...saved.kinds.comments, ...change } } };
        return saved;
      },
    });
    renderApp('/profile');

    expect(await screen.findByText('Emails go to marco@example.com.')).toBeTruthy();
    expect((await switchOf('Reminders', 'Email')).getAttribute('aria-checked')).toBe('true');
    const commentsByEmail = await switchOf('Comments', 'Email');
    expect(commentsByEmail.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(commentsByEmail);
    await waitFor(() => expect(api.callsTo('PUT /api/notifications/preferences')).toHaveLength(1));
    expect(api.callsTo('PUT /api/notifications/preferences')[0]!.body).toEqual({ kinds: { comments: { email: true } } });
    await waitFor(async () => expect((await switchOf('Comments', 'Email')).getAttribute('aria-checked')).toBe('true'));
    expect((await screen.findAllByText(NOTIFICATION_PREFERENCE_TEXTS.saved)).length).toBeGreaterThan(0);
  });

  it('says why email cannot come, and puts a refused flip back', { timeout: 60_000 }, async () => {
    stubApi({
      ...signedInAnswers,
      'GET /api/user/profile': aProfile({ email: null, pendingEmail: 'marco@example.com' }),
      'GET /api/notifications/preferences': preferences({ email: { address: null, pending: true, mailEnabled: true } }),
      'PUT /api/notifications/preferences': () => json({ message: 'Kickoff is briefly unavailable' }, 503),
    });
    renderApp('/profile');

    expect(await screen.findByText(NOTIFICATION_PREFERENCE_TEXTS.emailUnverified)).toBeTruthy();
    const push = await switchOf('Group messages', 'Push');
    expect(push.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(push);
    expect((await screen.findAllByText('Kickoff is briefly unavailable')).length).toBeGreaterThan(0);
    await waitFor(async () => expect((await switchOf('Group messages', 'Push')).getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByText(MESSAGES.push.updateFailed)).toBeNull();
  });
});
