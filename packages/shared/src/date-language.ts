/**
 * The language dates and times are written in (issue 30). The web sets it with the person's language
 * (`setDateLanguage`); the server never does and passes a language to the calls that need one (notification texts).
 * Apart from event-time.ts so that the web's entry, which sets it, does not carry the formatting code.
 */
export type DateLanguage = 'en' | 'es';
let dateLanguage: DateLanguage = 'en';
export function setDateLanguage(language: DateLanguage): void {
  dateLanguage = language;
}
export const currentDateLanguage = (): DateLanguage => dateLanguage;
