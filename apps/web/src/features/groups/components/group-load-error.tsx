/** A group screen whose group did not load: not found (or private, rulings §5) with the way back, or a retry. */
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { errorStatus } from '@/lib/api';
import { m, t } from '@/lib/i18n';

export function GroupLoadError({
  error,
  onRetry,
  notFoundTitle,
  backTo,
}: {
  error: unknown;
  onRetry(): void;
  notFoundTitle: string;
  /** The groups list the "Back to Groups" button leads to. */
  backTo: string;
}) {
  return (
    <PageContainer className="max-w-2xl">
      {errorStatus(error) === 404 ? (
        <EmptyState
          headingLevel={1}
          icon={<SearchX />}
          title={m(notFoundTitle)}
          description={t("This group doesn't exist any more, or it's private.")}
          action={
            <Button asChild>
              <Link to={backTo}>{t('Back to Groups')}</Link>
            </Button>
          }
        />
      ) : (
        <ErrorState title={t("Couldn't load this group")} error={error} onRetry={onRetry} />
      )}
    </PageContainer>
  );
}
