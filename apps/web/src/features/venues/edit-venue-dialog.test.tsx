import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { VENUE_TEXTS, type Venue } from '@kickoff/shared';
import { json, stubApi } from '@/testing/api-stub';
import { signedInAnswers } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const aVenue = (over: Partial<Venue> = {}): Venue => ({
  id: 'venue-1',
  name: 'Butler Park',
  address: null,
  latitude: 30.2627,
  longitude: -97.7513,
  timeZone: 'America/Chicago',
  sports: ['soccer'],
  setting: null,
  surface: null,
  lights: null,
  parking: null,
  restrooms: null,
  accessibility: null,
  imageUrl: null,
  distanceKm: null,
  canEdit: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

describe('editing a venue (issue 28)', () => {
  it('sends the fields, and keeps the dialog open with the server\'s words when it refuses (403)', { timeout: 60_000 }, async () => {
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/venues/venue-1': aVenue(),
      'GET /api/events': { items: [], nextCursor: null },
      'PATCH /api/venues/venue-1': () => json({ message: VENUE_TEXTS.messages.mayNotEdit }, 403),
    });
    renderApp('/venues/venue-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit venue' });
    fireEvent.change(await within(dialog).findByLabelText('Surface'), { target: { value: 'Grass' } });
    fireEvent.change(within(dialog).getByLabelText('Lights'), { target: { value: 'yes' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Tennis/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save venue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(VENUE_TEXTS.messages.mayNotEdit);
    expect(api.callsTo('PATCH /api/venues/venue-1').map((c) => c.body)).toEqual([
      expect.objectContaining({ name: 'Butler Park', surface: 'Grass', lights: true, parking: null, sports: ['soccer', 'tennis'], latitude: 30.2627, longitude: -97.7513 }),
    ]);
    expect(screen.getByRole('dialog', { name: 'Edit venue' })).toBeTruthy();
  });

  it('offers no Edit to someone the server does not let edit', { timeout: 60_000 }, async () => {
    stubApi({ ...signedInAnswers, 'GET /api/venues/venue-1': aVenue({ canEdit: false }), 'GET /api/events': { items: [], nextCursor: null } });
    renderApp('/venues/venue-1');
    await screen.findByRole('heading', { level: 1, name: 'Butler Park' });
    expect(screen.queryByRole('button', { name: 'Edit venue' })).toBeNull();
  });
});
