/** Threaded comments (spec §2; rulings §6): one level of replies; delete for the author and the hosts. */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { useScrolledToWhenLinked } from '@/lib/use-scrolled-to';
import { MessageCircle, Reply, Trash2 } from 'lucide-react';
import { ERROR_FALLBACKS, LIMITS, MESSAGES, MODERATION_INLINE } from '@kickoff/shared';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { BlockedContentNote, BlockPersonButton } from '@/components/block/block-person-button';
import { ReportButton } from '@/components/report/report-button';
import { Skeleton } from '@/components/ui/skeleton';
import { MessageField, useMessageField } from '@/components/ui/message-field';
import { errorToast, toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useDeferredQuery } from '@/lib/deferred-query';
import { isRepeatStillRunning } from '@/lib/idempotency';
import { isQueued } from '@/lib/offline/queue';
import { QueuedWrites, useQueuedWrites } from '@/components/ui/queued-writes';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import type { EventComment } from '../api/types';
import { formatCommentTime, personName } from './format';

interface Viewer {
  userId: string | undefined;
  isHost: boolean;
}

function CommentForm({
  eventId,
  parentCommentId,
  label,
  submitLabel,
  onDone,
  autoFocus,
}: {
  eventId: string;
  parentCommentId?: string;
  label: string;
  submitLabel: string;
  onDone?(): void;
  autoFocus?: boolean;
}) {
  const field = useMessageField(MESSAGES.comment.blank);
  const add = useCreateComment(eventId);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const content = field.take();
    if (!content) return;
    add.mutate(
      { content, parentCommentId },
      {
        onSuccess: (answer) => {
          field.clear();
          // Queued offline: it shows in the thread as waiting, and reports when sent.
          if (!isQueued(answer)) toast({ title: parentCommentId ? t('Reply added') : t('Comment added') });
          onDone?.();
        },
        onError: (err) => {
          // A second tap while the first is still on its way: the first reports.
          if (!isRepeatStillRunning(err)) errorToast(err, parentCommentId ? ERROR_FALLBACKS.postReply : ERROR_FALLBACKS.postComment);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <MessageField
        id={`comment-input-${parentCommentId ?? 'new'}`}
        label={label}
        labelClassName="sr-only"
        field={field}
        autoFocus={autoFocus}
        maxLength={LIMITS.commentMaxLength}
        rows={parentCommentId ? 2 : 3}
        placeholder={parentCommentId ? t('Write a reply...') : t('Ask a question or say hi to the group...')}
      />
      <div className="flex justify-end gap-2">
        {onDone && parentCommentId ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('Cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('Posting...') : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function CommentItem({ comment, eventId, viewer, isReply }: { comment: EventComment | Omit<EventComment, 'replies'>; eventId: string; viewer: Viewer; isReply?: boolean }) {
  const [replying, setReplying] = React.useState(false);
  const queuedReplies = useQueuedWrites(`comment:${comment.id}`).length > 0;
  const [confirming, setConfirming] = React.useState(false);
  const del = useDeleteComment(eventId);
  const name = personName(comment.author);
  const canDelete = viewer.userId === comment.authorId || viewer.isHost;
  const replies = 'replies' in comment ? comment.replies : [];

  return (
    <li className="grid gap-3">
      <div className="flex gap-3">
        <Avatar className="size-9">
          {comment.author?.profileImageUrl ? <AvatarImage src={comment.author.profileImageUrl} alt="" /> : null}
          <AvatarFallback className="text-xs">{initialsOf(name) || '?'}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-sm font-semibold">{name}</span>
            <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
              {formatCommentTime(comment.createdAt)}
            </time>
          </div>
          {comment.blockedAuthor ? (
            <BlockedContentNote />
          ) : (
            <>
              {comment.hiddenByModerator ? (
                <p className="text-sm italic text-muted-foreground" role="note">
                  {comment.hiddenByModerator.reason ? t('Hidden by a moderator: {reason}. Only you can see it.', { reason: comment.hiddenByModerator.reason }) : t(MODERATION_INLINE.hiddenPlaceholder)}
                </p>
              ) : null}
              {comment.content ? <p className="whitespace-pre-wrap text-sm">{comment.content}</p> : null}
            </>
          )}
          <div className="-ml-3 flex flex-wrap gap-1">
            {!isReply && !comment.blockedAuthor ? (
              <Button variant="ghost" size="sm" onClick={() => setReplying((r) => !r)} aria-expanded={replying}>
                <Reply aria-hidden="true" /> {t('Reply')}<span className="sr-only"> {t('to {name}', { name })}</span>
              </Button>
            ) : null}
            {viewer.userId && viewer.userId !== comment.authorId && !comment.blockedAuthor ? <BlockPersonButton userId={comment.authorId} name={name} /> : null}
            {viewer.userId && viewer.userId !== comment.authorId && !comment.blockedAuthor && comment.content ? (
              <ReportButton target={{ type: 'event_comment', id: comment.id }} about={isReply ? t('reply by {name}', { name }) : t('comment by {name}', { name })} />
            ) : null}
            {canDelete ? (
              <Button variant="ghostDestructive" size="sm" disabled={del.isPending} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" /> {del.isPending ? t('Deleting...') : t('Delete')}
                <span className="sr-only"> {isReply ? 'reply' : 'comment'} by {name}</span>
              </Button>
            ) : null}
            {canDelete ? (
              <LazyConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title={isReply ? t('Delete this reply?') : t('Delete this comment?')}
                description={
                  replies.length
                    ? t('{count, plural, one {Its # reply goes} other {Its # replies go}} with it. This cannot be undone.', { count: replies.length })
                    : t('This cannot be undone.')
                }
                confirmLabel={t('Delete')}
                pendingLabel={t('Deleting...')}
                pending={del.isPending}
                onConfirm={() =>
                  del.mutate(comment.id, {
                    onSuccess: () => {
                      setConfirming(false);
                      toast({ title: isReply ? t('Reply deleted') : t('Comment deleted') });
                    },
                    onError: (err) => {
                      setConfirming(false);
                      errorToast(err, ERROR_FALLBACKS.deleteComment);
                    },
                  })
                }
              />
            ) : null}
          </div>
        </div>
      </div>
      {replies.length || replying || queuedReplies ? (
        <div className="ml-6 grid gap-4 border-l-2 pl-4 sm:ml-12">
          {replies.length ? (
            <ul className="grid gap-4" aria-label={t('Replies to {name}', { name })}>
              {replies.map((r) => (
                <CommentItem key={r.id} comment={r} eventId={eventId} viewer={viewer} isReply />
              ))}
            </ul>
          ) : null}
          <QueuedWrites scope={`comment:${comment.id}`} />
          {replying ? (
            <CommentForm
              eventId={eventId}
              parentCommentId={comment.id}
              label={t('Reply to {name}', { name })}
              submitLabel={t('Post Reply')}
              autoFocus
              onDone={() => setReplying(false)}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function EventComments({ eventId, viewer }: { eventId: string; viewer: Viewer }) {
  const query = useComments(eventId);
  const comments = useDeferredQuery(query);
  const ref = useScrolledToWhenLinked('#comments', comments.isSuccess);
  const count = (comments.data ?? []).reduce((n, c) => n + 1 + c.replies.length, 0);
  // Refused, not failed (a viewer blocked from the group: issue 33, point 9a): the server's reason, no retry, no form.
  const refused = comments.error instanceof ApiError && comments.error.status === 403 ? (comments.error.serverMessage ?? null) : null;
  return (
    <section ref={ref} id="comments" aria-labelledby="comments-heading" className="grid scroll-mt-20 gap-4 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="comments-heading" className="flex items-center gap-2 text-lg font-semibold">
        <MessageCircle className="size-5" aria-hidden="true" /> {t('Comments')}{comments.isSuccess ? ` (${count})` : ''}
      </h2>
      {refused ? null : <CommentForm eventId={eventId} label={t('Add a comment')} submitLabel={t('Post Comment')} />}
      <QueuedWrites scope={`comments:${eventId}`} />
      {refused ? (
        <p className="text-sm text-muted-foreground">{refused}</p>
      ) : comments.isLoading ? (
        <div role="status" className="grid gap-3" aria-label={t('Loading comments')}>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : comments.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('Could not load comments.')}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            {t('Try again')}
          </button>
        </p>
      ) : count === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No comments yet. Start the conversation.')}</p>
      ) : (
        <ul className="grid gap-6">
          {comments.data!.map((c) => (
            <CommentItem key={c.id} comment={c} eventId={eventId} viewer={viewer} />
          ))}
        </ul>
      )}
    </section>
  );
}
