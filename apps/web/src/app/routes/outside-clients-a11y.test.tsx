/**
 * Issue 33, point 10 (what outside a11y checks found): the role chooser's buttons are named by all the text they show
 * (axe label-content-name-mismatch), and the cards of Discover and of the role's own lists do not skip a heading level
 * under the page's h1 (axe heading-order). The real routes, only fetch stubbed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { stubApi, type Answer } from '@/testing/api-stub';
import { aGroup, anEvent, signedInAnswers } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Each heading whose level is more than one below the previous heading's, as "h1 -> h3 Title". */
function skippedLevels(root: HTMLElement): string[] {
  const headings = Array.from(root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'));
  const skipped: string[] = [];
  headings.forEach((h, i) => {
    const level = Number(h.tagName[1]);
    const previous = i === 0 ? 0 : Number(headings[i - 1]!.tagName[1]);
    if (level > previous + 1) skipped.push(`h${previous} -> h${level} ${normalized(h.textContent)}`);
  });
  return skipped;
}

describe('the role chooser', () => {
  it('names each button by all of its visible text', async () => {
    stubApi(signedInAnswers);
    renderApp('/home');
    await screen.findAllByText(/^Continue as (Member|Organizer)$/, {}, { timeout: 15_000 });
    // Every button's accessible name, as testing-library computes it, next to the text it shows.
    const seen: { name: string; text: string }[] = [];
    screen.queryAllByRole('button', {
      name: (name, element) => {
        if (/Continue as/.test(element.textContent ?? '')) seen.push({ name: normalized(name), text: normalized(element.textContent) });
        return false;
      },
    });
    expect(seen).toHaveLength(2);
    for (const { name, text } of seen) expect(name).toContain(text);
  });
});

describe('cards under the page title', () => {
  const page = (items: unknown[]) => ({ items, nextCursor: null });
  const cases: { path: string; card: string; answers: Record<string, Answer>; signedIn?: boolean }[] = [
    { path: '/events?view=discover', card: 'Sunday Soccer', answers: { 'GET /api/events': page([anEvent({ title: 'Sunday Soccer' })]) } },
    { path: '/groups?view=discover', card: 'Riverside Runners', answers: { 'GET /api/groups': page([aGroup({ name: 'Riverside Runners' })]) } },
    { path: '/member/events', card: 'Joined Game', answers: { 'GET /api/user/events': page([anEvent({ title: 'Joined Game', isUserParticipant: true })]) } },
    { path: '/member/groups', card: 'My Crew', answers: { 'GET /api/user/groups': [aGroup({ name: 'My Crew' })] } },
    { path: '/explore', card: 'Visitor Game', answers: { 'GET /api/events': page([anEvent({ title: 'Visitor Game' })]) }, signedIn: false },
  ];
  it.each(cases)('$path: no heading level skipped', async ({ path, card, answers, signedIn = true }) => {
    stubApi({ ...signedInAnswers, 'GET /api/user/calendar-feed': { url: 'https://k.example/api/calendar/t.ics', token: 't' }, ...answers });
    const view = renderApp(path, { signedIn });
    const title = await screen.findByRole('heading', { name: card }, { timeout: 15_000 });
    expect(title.tagName).toBe('H2');
    expect(skippedLevels(view.container)).toEqual([]);
  });
});
