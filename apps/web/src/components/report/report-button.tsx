/**
 * "Report" on what others wrote or made (issue 34): a post, a comment or reply, an event, a group, a person. The
 * dialog's code loads with its first opening, like the block's confirmation, so busy screens do not carry it.
 */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Flag } from 'lucide-react';
import { MODERATION_INLINE, type ReportTargetType } from '@kickoff/shared';
import { Button } from '@/components/ui/button';

const ReportDialog = React.lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

export function ReportButton({
  target,
  about,
  variant = 'ghost',
  className,
}: {
  target: ReportTarget;
  /** What a screen reader hears after "Report" (" comment by Ana"), since a list holds many. */
  about?: string;
  variant?: 'ghost' | 'outline';
  className?: string;
}) {
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        size="sm"
        className={className}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" /> {t(MODERATION_INLINE.report)}
        {about ? <span className="sr-only"> {about}</span> : null}
      </Button>
      {used ? (
        <React.Suspense fallback={null}>
          <ReportDialog target={target} open={open} onOpenChange={setOpen} />
        </React.Suspense>
      ) : null}
    </>
  );
}
