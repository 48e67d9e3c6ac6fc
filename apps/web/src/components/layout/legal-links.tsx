import { Link } from 'react-router';
import { t } from '@/lib/i18n';
import { PRODUCT } from '@kickoff/shared';
import { paths } from '@/config/paths';

/**
 * Privacy Policy, Terms of Service and the support mail (the footer, the organizer dashboard). Without `cn`
 * (tailwind-merge): the landing's footer draws it in the first load.
 */
export function LegalLinks({
  label,
  supportText,
  className,
  linkClassName,
}: {
  /** The nav's accessible name. */
  label: string;
  supportText?: string;
  className?: string;
  linkClassName?: string;
}) {
  const link = `hover:text-foreground hover:underline${linkClassName ? ` ${linkClassName}` : ''}`;
  return (
    <nav aria-label={label} className={`flex flex-wrap${className ? ` ${className}` : ''}`}>
      <Link className={link} to={paths.privacy}>
        {t('Privacy Policy')}
      </Link>
      <Link className={link} to={paths.terms}>
        {t('Terms of Service')}
      </Link>
      <a className={link} href={`mailto:${PRODUCT.supportEmail}`}>
        {supportText ?? t('Support')}
      </a>
    </nav>
  );
}
