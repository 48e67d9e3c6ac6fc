/** What a lazily loaded map shows while it loads, and instead of itself when it cannot load (offline, a failed chunk). */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { MapPinOff } from 'lucide-react';
import { cn } from '@/lib/utils';

export class MapBoundary extends React.Component<{ className?: string; children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="status" className={cn('flex flex-col items-center justify-center gap-2 rounded-lg border bg-secondary p-6 text-center text-sm text-muted-foreground', this.props.className)}>
        <MapPinOff className="size-5" aria-hidden="true" />
        The map could not load. Check your connection and try again.
      </div>
    );
  }
}

export function MapLoading({ className }: { className?: string }) {
  return <div aria-label={t('Loading map')} role="status" className={cn('animate-pulse rounded-lg bg-secondary', className)} />;
}
