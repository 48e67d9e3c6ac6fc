/**
 * The loading and failure states of the pages a shared link opens signed out (a public event, a public group, an
 * invite link): a picture-shaped placeholder while it loads; a page the visitor may not see (private, missing) sends
 * them to sign in and back; any other failure is shown with a retry.
 */
import { Navigate } from 'react-router';
import { PageContainer } from '@/components/layout/page';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { errorStatus } from '@/lib/api';
import { signInPath } from '@/lib/return-to';

export function SharedPageSkeleton({ className = 'max-w-3xl', lastLine = 'h-32' }: { className?: string; lastLine?: string }) {
  return (
    <PageContainer aria-busy="true" className={className}>
      <Skeleton className="aspect-video w-full rounded-lg" />
      <Skeleton className="mt-6 h-9 w-2/3" />
      <Skeleton className={`mt-4 w-full ${lastLine}`} />
    </PageContainer>
  );
}

/** Not found, invalid or signed-in only: to sign in, then back to `path`; other failures: the error and a retry. */
export function SharedPageFailure({ error, path, title, onRetry }: { error: unknown; path: string; title: string; onRetry(): void }) {
  const status = errorStatus(error);
  if (status === 404 || status === 400 || status === 401) return <Navigate to={signInPath(path)} replace />;
  return (
    <PageContainer className="max-w-3xl">
      <ErrorState title={title} error={error} onRetry={onRetry} />
    </PageContainer>
  );
}
