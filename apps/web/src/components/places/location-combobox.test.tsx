/** The location type-ahead in jsdom: debounced queries from 2 characters, keyboard choice, Escape, free text. */
import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Place } from '@kickoff/shared';
import { LocationCombobox } from './location-combobox';

const place = (name: string, label: string, latitude: number, longitude: number, timeZone = 'America/Chicago'): Place => ({
  name,
  label,
  country: 'US',
  latitude,
  longitude,
  population: 1000,
  timeZone,
  source: 'city',
});
const AUSTIN = place('Austin', 'Austin, TX, US', 30.26715, -97.74306);
const AUSTINTOWN = place('Austintown', 'Austintown, OH, US', 41.10172, -80.76452, 'America/New_York');

let requests: string[];

function Harness({ onChosen }: { onChosen(place: Place): void }) {
  const [text, setText] = React.useState('');
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="where">Location</label>
      <LocationCombobox
        id="where"
        value={text}
        onTextChange={setText}
        onPlaceChosen={(p) => {
          setText(p.label);
          onChosen(p);
        }}
      />
    </form>
  );
}

function setup() {
  const onChosen = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <Harness onChosen={onChosen} />
    </QueryClientProvider>,
  );
  return { onChosen, input: screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement };
}

/** Lets the debounce pass (250 ms, real timers). */
async function pause() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 400));
  });
}

/** Waits for the list to open with the answer. */
async function listOpen(input: HTMLElement) {
  await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
}

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      const items = [AUSTIN, AUSTINTOWN].filter((p) => p.name.toLowerCase().startsWith(q.toLowerCase()));
      return new Response(JSON.stringify({ items }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LocationCombobox', () => {
  it('asks nothing below 2 characters, then once per pause in typing', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'a' } });
    await pause();
    expect(requests).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(input, { target: { value: 'au' } });
    fireEvent.change(input, { target: { value: 'aus' } });
    fireEvent.change(input, { target: { value: 'aust' } });
    await listOpen(input);
    expect(requests).toEqual(['/api/places?q=aust']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['AustinAustin, TX, US', 'AustintownAustintown, OH, US']);
  });

  it('moves with the arrows and chooses with Enter', async () => {
    const { input, onChosen } = setup();
    fireEvent.change(input, { target: { value: 'austin' } });
    await listOpen(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChosen).toHaveBeenCalledWith(AUSTIN);
    expect(input.value).toBe('Austin, TX, US');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // Showing the chosen label does not search again.
    await pause();
    expect(requests).toEqual(['/api/places?q=austin']);
  });

  it('closes with Escape, and keeps free text that matches no place without opening a list', async () => {
    const { input, onChosen } = setup();
    fireEvent.change(input, { target: { value: 'Austin' } });
    await listOpen(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'Austin backyard' } });
    await pause();
    expect(requests).toContain('/api/places?q=Austin+backyard');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryAllByRole('option')).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChosen).not.toHaveBeenCalled();
    expect(input.value).toBe('Austin backyard');
  });

  it('chooses with a tap', async () => {
    const { input, onChosen } = setup();
    fireEvent.change(input, { target: { value: 'austint' } });
    await listOpen(input);
    fireEvent.click(screen.getByRole('option', { name: /Austintown/ }));
    expect(onChosen).toHaveBeenCalledWith(AUSTINTOWN);
  });
});
