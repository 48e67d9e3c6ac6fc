import { t } from '@/lib/i18n';
import { Button } from './button';

/** What a cursor-paged (infinite) query offers for paging. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

/** The next page of a cursor-paged list: shown while there is one, "Loading..." while it loads. */
export function LoadMoreButton({ query, label, className }: { query: PagedQuery; label?: string; className?: string }) {
  if (!query.hasNextPage) return null;
  return (
    // type="button": a list inside a form (the co-host picker) must not submit it.
    <Button type="button" variant="outline" className={className} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
      {query.isFetchingNextPage ? t('Loading...') : (label ?? t('Load more'))}
    </Button>
  );
}
