/** The group discussion (spec §2): posts and a new-post form, for active members only; the author edits and deletes a post, the creator deletes (issue 19). */
import * as React from 'react';
import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { LIMITS, MESSAGES, MODERATION_INLINE } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { BlockedContentNote, BlockPersonButton } from '@/components/block/block-person-button';
import { ReportButton } from '@/components/report/report-button';
import { errorToast, toast } from '@/components/ui/use-toast';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { MessageField, useMessageField } from '@/components/ui/message-field';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { postsScope, useCreatePost } from '../api/create-post';
import { QueuedWrites } from '@/components/ui/queued-writes';
import { useDeletePost } from '../api/delete-post';
import { useUpdatePost } from '../api/update-post';
import type { GroupPost } from '../api/types';
import { useGroupPosts } from '../api/get-group-posts';
import { formatDateTime, formatRelative, personName } from './format';
import { MemberAvatar } from './member-avatar';
import { t } from '@/lib/i18n';

function NewPostForm({ groupId }: { groupId: string }) {
  const field = useMessageField(MESSAGES.post.blank);
  const createPost = useCreatePost(groupId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const content = field.take();
    if (content) createPost.mutate(content, { onSuccess: field.clear });
  };
  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-2">
        <MessageField
          id={`new-post-${groupId}`}
          label={t('Share something with the group')}
          field={field}
          rows={3}
          maxLength={LIMITS.postMaxLength}
          placeholder={t("Who's in for Saturday? Any tips for newcomers?")}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={createPost.isPending}>
            {createPost.isPending ? t('Posting...') : t('Post')}
          </Button>
        </div>
      </form>
      <QueuedWrites scope={postsScope(groupId)} />
    </>
  );
}

/** Who is reading: the author's own posts get Edit and Delete, the group's creator Delete on every post. */
export interface DiscussionViewer {
  userId: string | undefined;
  isCreator: boolean;
}

function EditPostForm({ post, groupId, onDone }: { post: GroupPost; groupId: string; onDone(): void }) {
  const field = useMessageField(MESSAGES.post.blank, post.content);
  const update = useUpdatePost(groupId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const content = field.take();
    if (!content) return;
    if (content === post.content) return onDone();
    update.mutate(
      { postId: post.id, content },
      {
        onSuccess: () => {
          toast({ title: t('Post updated'), variant: 'success' });
          onDone();
        },
        onError: (error) => errorToast(error, t('Failed to update post')),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <MessageField id={`edit-post-${post.id}`} label={t('Edit your post')} labelClassName="sr-only" field={field} rows={3} maxLength={LIMITS.postMaxLength} autoFocus />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('Saving...') : t('Save')}
        </Button>
      </div>
    </form>
  );
}

function PostItem({ post, groupId, viewer }: { post: GroupPost; groupId: string; viewer: DiscussionViewer }) {
  const [editing, setEditing] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  const del = useDeletePost(groupId);
  const author = personName(post.author) ?? t('Member');
  const mine = viewer.userId === post.authorId;
  const canDelete = mine || viewer.isCreator;
  return (
    <li className="flex gap-3">
      <MemberAvatar person={post.author} />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{author}</span>
          <time dateTime={post.createdAt} title={formatDateTime(post.createdAt)} className="text-muted-foreground">
            {formatRelative(post.createdAt)}
          </time>
          {post.editedAt ? (
            <span className="text-xs text-muted-foreground" title={t('Edited {date}', { date: formatDateTime(post.editedAt) })}>
              {t('(edited)')}
            </span>
          ) : null}
        </p>
        {editing ? (
          <EditPostForm post={post} groupId={groupId} onDone={() => setEditing(false)} />
        ) : post.blockedAuthor ? (
          <BlockedContentNote />
        ) : (
          <>
            {post.hiddenByModerator ? (
              <p className="text-sm italic text-muted-foreground" role="note">
                {post.hiddenByModerator.reason ? t('Hidden by a moderator: {reason}. Only you can see it.', { reason: post.hiddenByModerator.reason }) : t(MODERATION_INLINE.hiddenPlaceholder)}
              </p>
            ) : null}
            {post.content ? <p className="whitespace-pre-wrap text-sm">{post.content}</p> : null}
          </>
        )}
        {!editing && (mine || canDelete || (viewer.userId && !post.blockedAuthor)) ? (
          <div className="-ml-3 flex flex-wrap gap-1">
            {!mine && viewer.userId && !post.blockedAuthor ? <BlockPersonButton userId={post.authorId} name={author} /> : null}
            {!mine && viewer.userId && !post.blockedAuthor && post.content ? <ReportButton target={{ type: 'group_post', id: post.id }} about={t('post by {name}', { name: author })} /> : null}
            {mine ? (
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" /> {t('Edit')}<span className="sr-only"> {t('your post')}</span>
              </Button>
            ) : null}
            {canDelete ? (
              <Button variant="ghostDestructive" size="sm" disabled={del.isPending} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" /> {del.isPending ? t('Deleting...') : t('Delete')}
                <span className="sr-only"> {t('post by {name}', { name: author })}</span>
              </Button>
            ) : null}
          </div>
        ) : null}
        <LazyConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('Delete this post?')}
          description={mine ? t('It is removed from the discussion for everyone. This cannot be undone.') : t("{name}'s post is removed from the discussion for everyone. This cannot be undone.", { name: author })}
          confirmLabel={t('Delete Post')}
          pendingLabel={t('Deleting...')}
          pending={del.isPending}
          onConfirm={() =>
            del.mutate(post.id, {
              onSuccess: () => {
                setConfirming(false);
                toast({ title: t('Post deleted') });
              },
              onError: (error) => {
                setConfirming(false);
                errorToast(error, t('Failed to delete post'));
              },
            })
          }
        />
      </div>
    </li>
  );
}

export function GroupDiscussion({ groupId, viewer }: { groupId: string; viewer: DiscussionViewer }) {
  const posts = useGroupPosts(groupId);
  const items = posts.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="grid gap-6">
      <NewPostForm groupId={groupId} />
      {posts.isPending ? (
        <div role="status" aria-label={t('Loading posts')} className="grid gap-4">
          {[0, 1].map((i) => (
            <div key={i} className="flex gap-3">
              <Skeleton className="size-10 shrink-0 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-4 w-full" />
              </div>
            </div>
          ))}
        </div>
      ) : posts.isError ? (
        <p className="text-sm text-muted-foreground">{t("Couldn't load the discussion. Please reload the page.")}</p>
      ) : items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          className="py-8"
          icon={<MessageSquare />}
          title={t('No posts yet')}
          description={t('Start the conversation: say hello or propose the next game.')}
        />
      ) : (
        <ul className="grid gap-5" aria-label={t('Posts')}>
          {items.map((post) => (
            <PostItem key={post.id} post={post} groupId={groupId} viewer={viewer} />
          ))}
        </ul>
      )}
      <LoadMoreButton query={posts} label={t('Show older posts')} />
    </div>
  );
}
