/**
 * The language switch (issue 30), in the footer and the profile: English / Español. The new language shows at once;
 * this browser remembers it, and a signed-in person's choice is saved to their profile, so their other devices
 * follow. No tailwind-merge or Radix: the landing's footer draws it in the first load.
 */
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { activateLanguage, storeLanguage, t, useLanguage } from '@/lib/i18n';

/** Makes `language` the active one, remembers it here, and saves it to the profile when signed in. */
export async function chooseLanguage(language: Language, signedIn: boolean): Promise<void> {
  storeLanguage(language);
  await activateLanguage(language);
  if (signedIn) {
    await apiJson('PUT', '/api/user/language', { language }).catch((error: unknown) => console.warn('saving the language failed', error));
  }
}

export function LanguageSwitch({ className }: { className?: string }) {
  const active = useLanguage();
  const { isAuthenticated } = useAuth();
  return (
    <div role="group" aria-label={t('Language')} className={`flex items-center gap-1 text-sm${className ? ` ${className}` : ''}`}>
      <span aria-hidden="true" className="mr-1">
        🌐
      </span>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          onClick={() => void chooseLanguage(language, isAuthenticated)}
          className={`min-h-9 rounded-md px-2 py-1 hover:bg-muted hover:text-foreground ${language === active ? 'font-semibold text-foreground underline underline-offset-4' : ''}`}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
