import { PRODUCT } from '@kickoff/shared';
import { LegalLinks } from './legal-links';

export function Footer() {
  return (
    <footer className="mt-auto border-t bg-background">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {PRODUCT.copyrightYear} {PRODUCT.name}. {PRODUCT.tagline}
        </p>
        <LegalLinks label="Footer" className="gap-x-6 gap-y-2" />
      </div>
    </footer>
  );
}
