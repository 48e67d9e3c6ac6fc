/**
 * ConfirmDialog loaded with its first opening: the one-tap actions of busy screens (leave, delete a comment or a
 * post, remove a participant) ask first (issue 19), and the dialog's code stays out of the screens' first load.
 * Once opened it stays mounted, so it animates out.
 */
import * as React from 'react';
import type { ConfirmDialog as ConfirmDialogType } from './confirm-dialog';

const ConfirmDialog = React.lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

export function LazyConfirmDialog(props: React.ComponentProps<typeof ConfirmDialogType>) {
  const [used, setUsed] = React.useState(false);
  if (props.open && !used) setUsed(true);
  if (!used && !props.open) return null;
  return (
    <React.Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </React.Suspense>
  );
}
