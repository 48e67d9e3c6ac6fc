import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { creatorName, formatDate, formatDateTime, formatRelative, memberCountLabel } from './format';
import { deleteGroupQuestion } from './delete-group-dialog';

describe('group display helpers', () => {
  it("says 'Unknown' when the creator is missing", () => {
    expect(creatorName(null)).toBe('Unknown');
    expect(creatorName({ firstName: '', lastName: '' })).toBe('Unknown');
    expect(creatorName({ firstName: 'Olivia', lastName: 'Organizer' })).toBe('Olivia Organizer');
  });

  it('counts members in words', () => {
    expect(memberCountLabel(1)).toBe('1 member');
    expect(memberCountLabel(12)).toBe('12 members');
  });

  it("formats dates in US English and says 'Date TBD' for bad ones", () => {
    expect(formatDateTime('2026-11-22T18:00:00')).toBe('Sun, Nov 22, 2026 · 6:00 PM');
    expect(formatDate('2026-11-22T18:00:00')).toBe('Nov 22, 2026');
    expect(formatDateTime('not a date')).toBe('Date TBD');
    expect(formatDate(null)).toBe('Date TBD');
  });

  it('describes post times relative to now', () => {
    const now = Date.parse('2026-11-22T18:00:00Z');
    expect(formatRelative('2026-11-22T17:59:50Z', now)).toBe('just now');
    expect(formatRelative('2026-11-22T17:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-11-21T18:00:00Z', now)).toBe('yesterday');
  });

  it('states what a group delete takes with it', () => {
    expect(deleteGroupQuestion(3)).toBe('Delete group and its 3 upcoming events?');
    expect(deleteGroupQuestion(1)).toBe('Delete group and its 1 upcoming event?');
    expect(deleteGroupQuestion(50, true)).toBe('Delete group and its 50+ upcoming events?');
    expect(deleteGroupQuestion(0)).toBe('Delete group? It has no upcoming events.');
  });
});

describe('group display helpers in Spanish', () => {
  afterEach(() => activateLanguage('en'));

  it('write dates, counts and times in Spanish when Spanish is active', async () => {
    await activateLanguage('es');
    expect(formatDate('2026-11-22T18:00:00')).toBe('22 nov 2026');
    expect(formatDateTime('2026-11-22T18:00:00')).toMatch(/^dom, 22 de nov de 2026 · 6:00 p\.\s?m\.$/);
    expect(formatDate(null)).toBe('Fecha por definir');
    expect(memberCountLabel(12)).toBe('12 miembros');
    const now = Date.parse('2026-11-22T18:00:00Z');
    expect(formatRelative('2026-11-22T17:59:50Z', now)).toBe('ahora mismo');
    expect(formatRelative('2026-11-22T17:55:00Z', now)).toBe('hace 5 minutos');
  });
});
