/** Issue 27: the offline banner with the saved copies' age, and the install offer's rules. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SAVED_AT_HEADER, clearSavedMarks, noteAnswer } from '@/lib/offline/saved-copies';
import { captureInstallPrompt } from '@/lib/offline/install';
import { ConnectionStatus, agoText } from './connection-status';
import { InstallPrompt } from './install-prompt';

afterEach(() => {
  vi.restoreAllMocks();
  clearSavedMarks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('connection status', () => {
  it('says nothing online; offline it shows the banner and how old the saved copies are', () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ConnectionStatus />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      online = false;
      window.dispatchEvent(new Event('offline'));
      noteAnswer({ url: '/api/events/1', headers: new Headers({ [SAVED_AT_HEADER]: String(Date.now() - 12 * 60_000) }) });
    });
    expect(screen.getByRole('status').textContent).toMatch(/You're offline.*Saved 12 min ago\./);
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('install prompt', () => {
  it('is offered only after a second visit, and "Not now" is remembered', () => {
    const prompt = vi.fn(async () => undefined);
    captureInstallPrompt();
    render(<InstallPrompt />);
    act(() => {
      window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt }));
    });
    // A first visit: not yet.
    expect(screen.queryByRole('region', { name: 'Add Kickoff to your home screen' })).toBeNull();
    act(() => {
      localStorage.setItem('kickoff.visits', '2');
      window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt }));
    });
    const offer = screen.getByRole('region', { name: 'Add Kickoff to your home screen' });
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offer.isConnected).toBe(false);
    expect(localStorage.getItem('kickoff.install-dismissed')).not.toBeNull();
  });
});

describe('how long ago a copy was saved', () => {
  it('says it in words', () => {
    const now = 10 * 24 * 3_600_000;
    expect(agoText(now - 20_000, now)).toBe('just now');
    expect(agoText(now - 60_000, now)).toBe('1 min ago');
    expect(agoText(now - 12 * 60_000, now)).toBe('12 min ago');
    expect(agoText(now - 3 * 3_600_000, now)).toBe('3 h ago');
    expect(agoText(now - 26 * 3_600_000, now)).toBe('1 day ago');
    expect(agoText(now - 3 * 24 * 3_600_000, now)).toBe('3 days ago');
  });
});
