import { PRODUCT } from '@kickoff/shared';
import { t } from '@/lib/i18n';

/** Shown while authentication is loading (spec §2). */
export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-muted-foreground">
      {/* Inline (lucide's loader-circle): the loading screen is in every first load, lucide-react is not. */}
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="size-8 animate-spin text-primary">
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </svg>
      <p className="text-sm font-medium">{t(PRODUCT.loadingText)}</p>
    </div>
  );
}
