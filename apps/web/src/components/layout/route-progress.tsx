/**
 * A slim bar at the top while a navigation loads its screen's code (issue 18: on a slow connection a tap showed
 * nothing for seconds). It appears after 150 ms, so fast navigations do not flash; the data that then loads
 * shows as the screen's skeletons.
 */
import * as React from 'react';
import { useNavigation } from 'react-router';
import { t } from '@/lib/i18n';

export function RouteProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const id = window.setTimeout(() => setShown(true), 150);
    return () => window.clearTimeout(id);
  }, [busy]);
  if (!shown) return null;
  return (
    <div role="progressbar" aria-label={t('Loading the page')} className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-soft">
      <div className="h-full w-1/3 animate-[route-progress_1.2s_ease-in-out_infinite] rounded-full bg-primary motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
