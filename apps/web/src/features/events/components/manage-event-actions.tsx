import * as React from 'react';
import { t } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { Copy, Pencil } from 'lucide-react';
import { ERROR_FALLBACKS } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { DeleteIconButton } from '@/components/ui/delete-icon-button';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useCopyEvent } from '../api/copy-event';
import { useDiscardEvent } from '../api/delete-event';
import type { EventSummary } from '../api/types';

// Both dialogs load with the first click: lists draw many cards and most never open one.
const EditEventDialog = React.lazy(() => import('./edit-event-dialog').then((m) => ({ default: m.EditEventDialog })));
const DeleteEventDialog = React.lazy(() => import('./delete-event-dialog').then((m) => ({ default: m.DeleteEventDialog })));

/** The manage variant's buttons: View Details, Edit, Copy, Delete (spec §2). */
export function ManageEventActions({ event }: { event: EventSummary }) {
  const [editing, setEditing] = React.useState(false);
  const [deleting, setDeleting] = React.useState(false);
  // Once opened, the delete dialog stays mounted so it can animate out.
  const [deleteUsed, setDeleteUsed] = React.useState(false);
  if (deleting && !deleteUsed) setDeleteUsed(true);
  const copy = useCopyEvent();
  const navigate = useNavigate();
  // Copy opens the copy for editing (issue 19: an identical card was mistaken for the original); Undo deletes it.
  const [copyId, setCopyId] = React.useState<string | null>(null);
  const savedCopy = React.useRef(false);
  const discardCopy = useDiscardEvent();

  const onCopy = () =>
    copy.mutate(event.id, {
      onSuccess: (created) => {
        savedCopy.current = false;
        setCopyId(created.id);
      },
      onError: (error) => errorToast(error, ERROR_FALLBACKS.copyEvent),
    });
  const discard = (id: string) =>
    discardCopy(id).then(
      () => toast({ title: 'Copy discarded' }),
      (error: unknown) => errorToast(error, ERROR_FALLBACKS.deleteEvent),
    );
  // Closed without saving: the copy stays, and the toast still offers to take it back.
  const closeCopy = (id: string, saved: boolean) => {
    setCopyId(null);
    // Saved: open it (issue 26: the copy was not on My Events' first page and nothing led to it).
    if (saved) return void navigate(paths.event(id));
    toast({
      title: 'Event Copied',
      description: 'The copy is saved with "(copy)" in its title.',
      action: { label: 'Undo', onClick: () => void discard(id) },
    });
  };

  return (
    <div className="relative z-10 flex items-center gap-2">
      <Button asChild variant="outline" className="flex-1">
        <Link to={paths.event(event.id)}>
          {t('View Details')}<span className="sr-only"> {t('of {title}', { title: event.title })}</span>
        </Link>
      </Button>
      {/* A cancelled event is final (issue 14): copied or deleted, not edited. */}
      {event.cancelledAt ? null : (
        <Button variant="ghost" size="icon" aria-label={t('Edit {name}', { name: event.title })} title={t('Edit')} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={copy.isPending ? t('Copying...') : t('Copy {name}', { name: event.title })}
        title={t('Copy')}
        disabled={copy.isPending}
        onClick={onCopy}
      >
        <Copy aria-hidden="true" />
      </Button>
      <DeleteIconButton label={t('Delete {name}', { name: event.title })} onClick={() => setDeleting(true)} />
      {deleting || deleteUsed ? (
        <React.Suspense fallback={null}>
          <DeleteEventDialog event={event} open={deleting} onOpenChange={setDeleting} />
        </React.Suspense>
      ) : null}
      {editing ? (
        <React.Suspense fallback={null}>
          <EditEventDialog eventId={event.id} open={editing} onOpenChange={setEditing} />
        </React.Suspense>
      ) : null}
      {copyId ? (
        <React.Suspense fallback={null}>
          <EditEventDialog
            eventId={copyId}
            copy
            open
            onOpenChange={(open) => (open ? undefined : closeCopy(copyId, savedCopy.current))}
            onUpdated={() => (savedCopy.current = true)}
            onDiscard={() => {
              setCopyId(null);
              void discard(copyId);
            }}
          />
        </React.Suspense>
      ) : null}
    </div>
  );
}
