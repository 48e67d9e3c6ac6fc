/**
 * The web's language (issue 30): the landing renders with its catalog part alone, a lazy module with its own
 * (`withCatalog`, in Spanish; English's rest is one part), the whole with `wholeCatalog`;
 * `m` shows MESSAGES' texts and the shared texts kept apart from them (PLACE_MESSAGES, INVITES.messages) in Spanish.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { INVITES, MESSAGES, PLACE_MESSAGES, setMessageProblemHandler } from '@kickoff/shared';
import { activateLanguage, m, t, wholeCatalog } from './i18n';

afterAll(() => activateLanguage('en'));

describe('i18n (web)', () => {
  it("renders the landing's words with its part of the catalog, the others once the whole has loaded", async () => {
    await activateLanguage('es', { whole: false });
    // The landing's heading and the logo's label (both in the landing's first load).
    expect(t('Your event. Your crew. Your city.')).toBe('Tu partido. Tu gente. Tu ciudad.');
    expect(t('Kickoff home')).toBe('Inicio de Kickoff');
    // A screen's words are not there yet: the signed-in layout waits for the whole catalog.
    const problems: string[] = [];
    setMessageProblemHandler((problem) => problems.push(problem));
    try {
      expect(t('Skip to content')).toBe('Skip to content');
    } finally {
      setMessageProblemHandler((problem) => console.error(`[i18n] ${problem}`));
    }
    expect(problems).toEqual(['no message "Skip to content"']);
    await wholeCatalog();
    expect(t('Skip to content')).toBe('Saltar al contenido');
    expect(t('Loading the human check...')).toBe('Cargando la verificación humana...');
  });

  it("loads a lazy module's or a route's words with it in Spanish (its part alone), English's whole web part", async () => {
    // A fresh copy of the module: nothing loaded yet.
    vi.resetModules();
    const fresh = await import('./i18n');
    const shared = await import('@kickoff/shared');
    await fresh.activateLanguage('es', { whole: false });
    const problems: string[] = [];
    shared.setMessageProblemHandler((problem) => problems.push(problem));
    try {
      const route = await fresh.withCatalog('event-detail', () => Promise.resolve('the route'));
      expect(route).toBe('the route');
      // The event page's words and MESSAGES' Spanish are there; the profile's are not.
      expect(fresh.t('Manage Participants')).toBe('Administrar participantes');
      expect(fresh.m(MESSAGES.event.titleRequired)).toBe('El título del partido es obligatorio');
      expect(problems).toEqual([]);
      expect(fresh.t('Profile Settings')).toBe('Profile Settings');
      expect(problems).toEqual(['no message "Profile Settings"']);
      // A route's words by its path (router.tsx): the profile's.
      await fresh.withCatalog('/profile', () => Promise.resolve(null));
      expect(fresh.t('Profile Settings')).toBe('Configuración del perfil');
      await fresh.activateLanguage('en');
      await fresh.withCatalog('profile', () => Promise.resolve(null));
      expect(fresh.t('Profile Settings')).toBe('Profile Settings');
    } finally {
      shared.setMessageProblemHandler((problem) => console.error(`[i18n] ${problem}`));
    }
  });

  it("m() shows MESSAGES' texts, and the shared texts kept apart from MESSAGES, in the active language", async () => {
    await activateLanguage('es');
    expect(m(MESSAGES.event.titleRequired)).toBe('El título del partido es obligatorio');
    expect(m(PLACE_MESSAGES.latitude)).toBe('La latitud debe ser un número entre -90 y 90');
    expect(m(INVITES.messages.alreadyAnswered)).toBe('Esta invitación ya fue respondida');
    expect(m('Olivia Grant')).toBe('Olivia Grant');
    await activateLanguage('en');
    expect(m(PLACE_MESSAGES.latitude)).toBe(PLACE_MESSAGES.latitude);
  });
});
