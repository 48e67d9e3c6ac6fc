import * as React from 'react';
import { PRODUCT } from '@kickoff/shared';
import { t, withCatalog } from '@/lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { CardGridSkeleton } from '@/components/ui/card-grid';
import { paths } from '@/config/paths';
import { LANDING_DESCRIPTION_TEXT, LANDING_TITLE_TEXT, LandingButton, LandingPage, type SignInIntent } from '@/features/landing';
import { useHydrated } from '@/lib/use-hydrated';
import { RETURN_TO_PARAM, roleChooserPath, safeReturnTo } from '@/lib/return-to';

// Below the fold and behind a click: loaded after the first render, not in the landing's first load. Their words are
// not in the landing's part of the catalog (issue 30): each loads with its own (lib/i18n.ts `withCatalog`).
const loadPopular = () => withCatalog('landing-popular', () => import('./landing-popular'));
const PopularEvents = React.lazy(() => loadPopular().then((m) => ({ default: m.PopularEvents })));
const PopularCommunities = React.lazy(() => loadPopular().then((m) => ({ default: m.PopularCommunities })));
const loadDialog = () => withCatalog('auth', () => import('@/features/auth'));
const PhoneSignInDialog = React.lazy(() => loadDialog().then((m) => ({ default: m.PhoneSignInDialog })));

/**
 * The landing's title and description. The prerendered landing.html has them in its <head> already: rendered during
 * hydration, React would adopt those elements and remove them when the landing unmounts, leaving the next screen
 * untitled. So they render once hydration is over (at once in a client render), as new elements, like on any page.
 */
function LandingHead() {
  const hydrated = useHydrated();
  return hydrated ? (
    <>
      <title>{t(LANDING_TITLE_TEXT, { name: PRODUCT.name })}</title>
      <meta name="description" content={t(LANDING_DESCRIPTION_TEXT, { name: PRODUCT.name, tagline: t(PRODUCT.tagline) })} />
    </>
  ) : null;
}

/**
 * The signed-out landing: composes the landing sections, the popular events and groups (the events and groups
 * features' cards, each opening its public page: issue 26) and the phone sign-in dialog the other calls to action open.
 */
export function Component() {
  const navigate = useNavigate();
  const [dialog, setDialog] = React.useState<{ open: boolean; mode: SignInIntent; used: boolean }>({
    open: false,
    mode: 'signin',
    used: false,
  });
  const openSignIn = React.useCallback((mode: SignInIntent) => setDialog({ open: true, mode, used: true }), []);
  // A deep link opened signed out (issue 18): sign in at once, then go on to it.
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  React.useEffect(() => {
    if (returnTo) openSignIn('signin');
  }, [returnTo, openSignIn]);
  const afterSignIn = ({ newUser }: { newUser: boolean }) =>
    navigate(returnTo ? (newUser ? roleChooserPath(returnTo) : returnTo) : paths.home, { replace: true });

  // Fetch the dialog's code once the page is idle, so the first click opens it at once.
  React.useEffect(() => {
    const id = window.setTimeout(() => void loadDialog(), 1500);
    return () => window.clearTimeout(id);
  }, []);

  const empty = (
    <p className="rounded-lg border border-dashed bg-card px-6 py-10 text-center text-muted-foreground">
      {t('The first games are being set up. Sign up and start one.')}
    </p>
  );

  return (
    <PublicLayout
      action={
        <LandingButton onClick={() => openSignIn('signin')} aria-haspopup="dialog">
          {t('Sign In')}
        </LandingButton>
      }
    >
      <LandingHead />
      <LandingPage
        onSignIn={openSignIn}
        popularEvents={
          <React.Suspense fallback={<CardGridSkeleton label={t('Loading popular events')} />}>
            <PopularEvents fallback={empty} />
          </React.Suspense>
        }
        popularCommunities={
          <React.Suspense fallback={<CardGridSkeleton label={t('Loading popular communities')} />}>
            <PopularCommunities fallback={empty} />
          </React.Suspense>
        }
      />
      {dialog.used ? (
        <React.Suspense fallback={null}>
          <PhoneSignInDialog
            open={dialog.open}
            initialMode={dialog.mode}
            onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
            onSuccess={afterSignIn}
          />
        </React.Suspense>
      ) : null}
    </PublicLayout>
  );
}
