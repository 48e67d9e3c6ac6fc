/** The frame of a legal page: title, date, table of contents with anchors, numbered sections. */
import { currentLanguage, t } from '@/lib/i18n';
import * as React from 'react';
import { INTL_LOCALES, PRODUCT } from '@kickoff/shared';

/** PRODUCT.legalUpdated's day, as the <time> element says it. */
const UPDATED_ON = '2025-07-22';

/** "July 22, 2025" as the spec gives it in English; other languages through Intl ("22 de julio de 2025"). */
function updatedText(): string {
  const language = currentLanguage();
  if (language === 'en') return PRODUCT.legalUpdated;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${UPDATED_ON}T12:00:00Z`));
}

export interface LegalSection {
  id: string;
  title: string;
  body: React.ReactNode;
}

/** `translated`: the sections are a translation (issue 30), and a note says the English text governs. */
export function LegalPage({ title, intro, sections, translated = false }: { title: string; intro: React.ReactNode; sections: LegalSection[]; translated?: boolean }) {
  // Opened from a footer at the bottom of another page, a legal page starts at its top (issue 26), unless a link
  // names a section.
  React.useLayoutEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <header className="mb-8 max-w-3xl border-b pb-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-strong">{t('Legal')}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t(title)}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          {t('Last updated')} <time dateTime={UPDATED_ON}>{updatedText()}</time>
        </p>
        {currentLanguage() !== 'en' ? (
          // Issue 30: a translation is for reading; the English text is the one that governs.
          <p role="note" className="mt-4 rounded-md border border-l-4 border-primary bg-card px-4 py-3 text-sm">
            {translated
              ? t('This is a translation for your convenience: the English text is the one that governs.')
              : t('This page is shown in English: the English text is the one that governs.')}
          </p>
        ) : null}
        <div className="mt-6 space-y-4 text-base leading-7 text-foreground/90">{intro}</div>
      </header>
      <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
            {t('Contents')}
          </h2>
          <ol className="mt-3 grid gap-1 rounded-lg border bg-card p-3 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="flex min-h-9 items-center gap-2 rounded-md px-2 py-1 text-foreground/80 hover:bg-secondary hover:text-foreground"
                >
                  <span className="w-6 shrink-0 whitespace-nowrap text-right tabular-nums text-muted-foreground">{i + 1}.</span>
                  <span>{s.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24 border-b py-6 first:pt-0 last:border-0">
              <h2 id={`${s.id}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
                <span className="mr-2 text-brand-strong">{i + 1}.</span>
                {s.title}
              </h2>
              <div className="legal-prose mt-4 space-y-4 text-base leading-7 text-foreground/90 [&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_a]:font-medium [&_a]:text-brand-strong [&_a]:underline [&_a]:underline-offset-2">
                {s.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

export function SupportEmail() {
  return <a href={`mailto:${PRODUCT.supportEmail}`}>{PRODUCT.supportEmail}</a>;
}

/** The published contact (issue 34, point 6): the support mail and the postal address. */
export function SupportContact() {
  return (
    <address className="not-italic">
      {t('Email:')} <SupportEmail />
      <br />
      {t('Post:')} {PRODUCT.supportAddress}
    </address>
  );
}
