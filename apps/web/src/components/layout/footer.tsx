import { Link } from 'react-router';
import { PRODUCT } from '@kickoff/shared';
import { paths } from '@/config/paths';

export function Footer() {
  return (
    <footer className="mt-auto border-t bg-background">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {PRODUCT.copyrightYear} {PRODUCT.name}. {PRODUCT.tagline}
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link className="hover:text-foreground hover:underline" to={paths.privacy}>
            Privacy Policy
          </Link>
          <Link className="hover:text-foreground hover:underline" to={paths.terms}>
            Terms of Service
          </Link>
          <a className="hover:text-foreground hover:underline" href={`mailto:${PRODUCT.supportEmail}`}>
            Support
          </a>
        </nav>
      </div>
    </footer>
  );
}
