/**
 * The web's language (issue 30): the landing renders with its catalog part alone, the rest comes with `wholeCatalog`;
 * `m` shows MESSAGES' texts and the shared texts kept apart from them (PLACE_MESSAGES, INVITES.messages) in Spanish.
 */
import { afterAll, describe, expect, it } from 'vitest';
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
