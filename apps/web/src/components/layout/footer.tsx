import { PRODUCT } from '@kickoff/shared';
import { t } from '@/lib/i18n';
import { LegalLinks } from './legal-links';
import { LanguageSwitch } from './language-switch';

export function Footer() {
  return (
    <footer className="mt-auto border-t bg-background">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1">
          <p>
            © {PRODUCT.copyrightYear} {PRODUCT.name}. {t(PRODUCT.tagline)}
          </p>
          {/* Published contact (issue 34, point 6). */}
          <address className="not-italic" translate="no">
            <a className="hover:text-foreground hover:underline" href={`mailto:${PRODUCT.supportEmail}`}>
              {PRODUCT.supportEmail}
            </a>
            {' · '}
            {PRODUCT.supportAddress}
          </address>
        </div>
        <div className="grid gap-3 sm:justify-items-end">
          <LegalLinks label={t('Footer')} className="gap-x-6 gap-y-2" />
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
