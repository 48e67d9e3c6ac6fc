import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MODERATION, PRODUCT } from '@kickoff/shared';
import { json, stubApi } from '@/testing/api-stub';
import { aProfile, signedInAnswers } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const L = MODERATION.labels;

describe('/profile Delete Account (issue 34, point 4)', () => {
  it('keeps the contact-support card and records a deletion request after confirming', { timeout: 60_000 }, async () => {
    let requestedAt: string | null = null;
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/user/profile': aProfile(),
      'GET /api/user/deletion-request': () => ({ requestedAt }),
      'POST /api/user/deletion-request': () => {
        requestedAt = '2026-11-21T10:00:00.000Z';
        return json({ requestedAt }, 201);
      },
    });
    renderApp('/profile');

    const card = await screen.findByRole('region', { name: 'Delete Account' });
    expect(within(card).getByText(/Self-service deletion isn/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: PRODUCT.supportEmail }).getAttribute('href')).toContain('mailto:');

    fireEvent.click(await within(card).findByRole('button', { name: L.requestDeletion }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request deletion?' });
    expect(within(dialog).getByText(L.deletionConfirm)).toBeTruthy();
    expect(api.callsTo('POST /api/user/deletion-request')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: L.requestDeletion }));

    expect(await within(card).findByText(L.deletionRequested)).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toContain(L.deletionPending('Sat, Nov 21, 2026'));
    expect(within(card).queryByRole('button', { name: L.requestDeletion })).toBeNull();
    await waitFor(() => expect(api.callsTo('POST /api/user/deletion-request')).toHaveLength(1));
  });

  it('shows an open request instead of the button', { timeout: 60_000 }, async () => {
    stubApi({
      ...signedInAnswers,
      'GET /api/user/profile': aProfile(),
      'GET /api/user/deletion-request': { requestedAt: '2026-11-20T10:00:00.000Z' },
    });
    renderApp('/profile');
    const card = await screen.findByRole('region', { name: 'Delete Account' });
    expect(await within(card).findByText(L.deletionRequested)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: L.requestDeletion })).toBeNull();
  });
});
