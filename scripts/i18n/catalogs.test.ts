/** The catalogs are complete (issue 30): see check.ts. A broken catalog makes the check fire. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localizeMessage, messagePatterns, messageStrings } from '@kickoff/shared/i18n/messages-lookup';
import { MESSAGES } from '@kickoff/shared';
import { MESSAGES_ES } from '@kickoff/shared/i18n/messages-es';
import { catalogProblems, sourceTexts } from './check';
import { compileCatalogs, readCatalogs } from './compile';
import { assignParts, lazyModules, lazyParts, routeParts, shellFiles } from './parts';

describe('i18n catalogs', () => {
  it('have every key in every locale, no unused key, the same ICU arguments, and every text of MESSAGES in Spanish', () => {
    const problems = catalogProblems({
      catalogs: readCatalogs(),
      code: sourceTexts(),
      messagePaths: [...messageStrings().keys(), ...[...messagePatterns().keys()].filter((path) => path in MESSAGES_ES)],
      translatedPaths: Object.keys(MESSAGES_ES),
    });
    expect(problems).toEqual([]);
  });

  it("translate MESSAGES' texts made with arguments, keeping the arguments; others stay English", () => {
    expect(localizeMessage(MESSAGES.upload.tooLarge(8), 'es', MESSAGES_ES)).toBe('Elige una imagen de menos de 8MB.');
    expect(localizeMessage(MESSAGES.phone.tryAgainIn('2 minutes'), 'es', MESSAGES_ES)).toBe('Puedes intentarlo de nuevo en 2 minutes.');
    expect(localizeMessage(MESSAGES.upload.tooLarge(5), 'en', MESSAGES_ES)).toBe('Please select an image smaller than 5MB.');
    expect(localizeMessage('Please select an image smaller than', 'es', MESSAGES_ES)).toBe('Please select an image smaller than');
  });

  it('are compiled (npm run i18n:compile)', () => {
    for (const [file, source] of compileCatalogs()) expect(readFileSync(file, 'utf8'), file).toBe(source);
  });

  it("are split by where the code uses a key: the landing's first load, the rest of the web, the server alone", () => {
    const files = [...shellFiles()].map((file) => file.replaceAll('\\', '/'));
    expect(files.some((f) => f.endsWith('features/landing/components/landing-page.tsx'))).toBe(true);
    expect(files.some((f) => f.endsWith('components/layout/footer.tsx'))).toBe(true);
    // Lazy modules the landing's first load does not wait for stay out: the layouts, the sign-in dialog, other routes.
    expect(files.some((f) => /app\/layouts\.tsx$|features\/auth\/|routes\/landing-popular\.tsx$|routes\/events\.tsx$/.test(f))).toBe(false);
    const parts = assignParts(Object.keys(readCatalogs().get('en')!));
    expect(parts.get('Your event. Your crew. Your city.')).toBe('shell');
    expect(parts.get('Send Code')).toBe('web');
    expect(parts.get('notify.newEvent.title')).toBe('server');
  });

  it('are split further per lazy module of the web (route, layout, dialog), routes found by their path', () => {
    const en = readCatalogs().get('en')!;
    const parts = assignParts(Object.keys(en));
    const modules = lazyModules();
    const byModule = lazyParts(parts);
    expect([...modules.keys()]).toEqual(expect.arrayContaining(['layouts', 'event-detail', 'event-participants', 'events', 'dashboard', 'profile']));
    // A module's files: its static imports and its own lazy imports (the event page's lazy dialogs), not the shell's.
    const eventFiles = [...modules.get('event-detail')!].map((file) => file.replaceAll('\\', '/'));
    expect(eventFiles.some((f) => f.endsWith('app/routes/event-detail.tsx'))).toBe(true);
    expect(eventFiles.some((f) => f.endsWith('app/router.tsx') || f.endsWith('src/main.tsx'))).toBe(false);
    for (const [name, keys] of byModule) expect(keys.every((key) => parts.get(key) === 'web'), name).toBe(true);
    expect(byModule.get('event-detail')).toContain('Manage Participants');
    expect(byModule.get('profile')).toContain('Profile Settings');
    expect(byModule.get('event-detail')).not.toContain('Profile Settings');
    // The shell's words are never in a module's part (loaded first, always).
    expect(byModule.get('layouts')).not.toContain('Kickoff home');
    // router.tsx's paths name their screen's part; the landing's is the shell.
    const routes = routeParts();
    expect(routes.get('/events/:eventId/participants')).toBe('event-participants');
    expect(routes.get('/organizer/dashboard')).toBe('dashboard');
    expect(routes.get('/landing')).toBe('');
  });

  it('fires on a broken catalog: a missing key, an unused key, mismatched arguments, invalid ICU, an untranslated text', () => {
    const catalogs = new Map([
      ['en', { 'a.used': 'Hi {name}', 'b.used': '{n, plural, one {# place} other {# places}}', 'c.unused': 'Bye', 'd.used': 'Ok' }],
      ['es', { 'a.used': 'Hola {nombre}', 'b.used': '{n, plural, one {# cupo} other {# cupos}}', 'c.unused': 'Adiós', 'd.used': 'Vale {x' }],
      ['fr', { 'a.used': 'Salut {name}' }],
    ]);
    const code = "t('a.used'); t(\"b.used\"); t('d.used')";
    const problems = catalogProblems({ catalogs, code, messagePaths: ['common.x', 'common.y'], translatedPaths: ['common.x', 'common.z'] });
    expect(problems).toEqual(
      expect.arrayContaining([
        'fr: missing "b.used"',
        'es: "a.used" has arguments {nombre}, en has {name}',
        'unused key "c.unused"',
        'es: MESSAGES "common.y" has no translation in messages-es.ts',
        'es: messages-es.ts "common.z" names no text of MESSAGES',
      ]),
    );
    expect(problems.some((p) => p.startsWith('es: "d.used" is not valid ICU'))).toBe(true);
    expect(problems).not.toContain('es: "b.used" has arguments');
  });
});
