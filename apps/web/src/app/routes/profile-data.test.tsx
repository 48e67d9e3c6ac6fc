/** /profile's Your data card (issue 15): Download my data asks, waits while a large file is prepared, then saves it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DATA_EXPORT, dataExportSchema, type DataExport } from '@kickoff/shared';
import { json, stubApi } from '@/testing/api-stub';
import { aProfile, signedInAnswers } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const ID = '6f1f7a52-36f4-4a4b-9d2e-2f6f5d1b7c11';
const anExport = (status: DataExport['status']): DataExport =>
  dataExportSchema.parse({
    id: ID,
    status,
    createdAt: '2026-11-25T10:00:00.000Z',
    readyAt: status === 'ready' ? '2026-11-25T10:00:03.000Z' : null,
    expiresAt: '2026-12-02T10:00:00.000Z',
    bytes: status === 'ready' ? 2048 : null,
  });

/** What the card saves: the object URL's blob and the link's file name. */
function watchSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => ((lastBlob = blob), 'blob:kickoff-data'), revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: lastBlob! });
  });
  return saved;
}

describe('/profile Your data', () => {
  it('prepares a large file in the background, then downloads it', { timeout: 60_000 }, async () => {
    const saved = watchSaves();
    let asked = 0;
    const api = stubApi({
      ...signedInAnswers,
      'GET /api/user/profile': aProfile(),
      'POST /api/user/data-export': json(anExport('pending'), 202),
      [`GET /api/user/data-export/${ID}`]: () => anExport(++asked < 2 ? 'pending' : 'ready'),
      [`GET /api/user/data-export/${ID}/file`]: () =>
        new Response('{"format":"kickoff-data-export"}', {
          headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="kickoff-data-2026-11-25.json"' },
        }),
    });
    renderApp('/profile');

    const card = await screen.findByRole('region', { name: DATA_EXPORT.labels.title }, { timeout: 15_000 });
    fireEvent.click(within(card).getByRole('button', { name: DATA_EXPORT.labels.button }));
    expect(await within(card).findByText(DATA_EXPORT.labels.preparingLong)).toBeTruthy();
    expect(within(card).getByRole('button', { name: DATA_EXPORT.labels.button }).hasAttribute('disabled')).toBe(true);

    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    expect(saved[0]!.name).toBe('kickoff-data-2026-11-25.json');
    expect(await saved[0]!.blob.text()).toBe('{"format":"kickoff-data-export"}');
    expect(api.callsTo(`GET /api/user/data-export/${ID}`)).toHaveLength(2);
    expect(api.callsTo(`GET /api/user/data-export/${ID}/file`)[0]!.headers.get('authorization')).toMatch(/^Bearer /);
    expect((await screen.findAllByText(DATA_EXPORT.labels.downloaded)).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(card).queryByText(DATA_EXPORT.labels.preparingLong)).toBeNull());
  });

  it("says when the file could not be prepared, with the server's reason", { timeout: 60_000 }, async () => {
    watchSaves();
    stubApi({
      ...signedInAnswers,
      'GET /api/user/profile': aProfile(),
      'POST /api/user/data-export': () => json({ message: DATA_EXPORT.messages.tooMany }, 429),
    });
    renderApp('/profile');
    const card = await screen.findByRole('region', { name: DATA_EXPORT.labels.title }, { timeout: 15_000 });
    fireEvent.click(within(card).getByRole('button', { name: DATA_EXPORT.labels.button }));
    expect((await screen.findAllByText(DATA_EXPORT.messages.tooMany)).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(card).getByRole('button', { name: DATA_EXPORT.labels.button }).hasAttribute('disabled')).toBe(false));
  });

  it('in the native app, says to use a browser (a WebView cannot save a download)', { timeout: 60_000 }, async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => 'android' });
    stubApi({ ...signedInAnswers, 'GET /api/user/profile': aProfile() });
    renderApp('/profile');
    const card = await screen.findByRole('region', { name: DATA_EXPORT.labels.title }, { timeout: 15_000 });
    expect(within(card).getByText(DATA_EXPORT.labels.browserOnly)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: DATA_EXPORT.labels.button })).toBeNull();
  });
});
