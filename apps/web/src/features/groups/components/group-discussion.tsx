/** The group discussion (spec §2): posts and a new-post form, for active members only. */
import * as React from 'react';
import { MessageSquare } from 'lucide-react';
import { LIMITS, MESSAGES } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { MessageField, useMessageField } from '@/components/ui/message-field';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { useCreatePost } from '../api/create-post';
import { useGroupPosts } from '../api/get-group-posts';
import { formatDateTime, formatRelative, personName } from './format';
import { MemberAvatar } from './member-avatar';

function NewPostForm({ groupId }: { groupId: string }) {
  const field = useMessageField(MESSAGES.post.blank);
  const createPost = useCreatePost(groupId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const content = field.take();
    if (content) createPost.mutate(content, { onSuccess: field.clear });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <MessageField
        id={`new-post-${groupId}`}
        label="Share something with the group"
        field={field}
        rows={3}
        maxLength={LIMITS.postMaxLength}
        placeholder="Who's in for Saturday? Any tips for newcomers?"
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={createPost.isPending}>
          {createPost.isPending ? 'Posting...' : 'Post'}
        </Button>
      </div>
    </form>
  );
}

export function GroupDiscussion({ groupId }: { groupId: string }) {
  const posts = useGroupPosts(groupId);
  const items = posts.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="grid gap-6">
      <NewPostForm groupId={groupId} />
      {posts.isPending ? (
        <div role="status" aria-label="Loading posts" className="grid gap-4">
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
        <p className="text-sm text-muted-foreground">Couldn't load the discussion. Please reload the page.</p>
      ) : items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          className="py-8"
          icon={<MessageSquare />}
          title="No posts yet"
          description="Start the conversation: say hello or propose the next game."
        />
      ) : (
        <ul className="grid gap-5" aria-label="Posts">
          {items.map((post) => {
            const author = personName(post.author) ?? 'Member';
            return (
              <li key={post.id} className="flex gap-3">
                <MemberAvatar person={post.author} />
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-semibold">{author}</span>
                    <time dateTime={post.createdAt} title={formatDateTime(post.createdAt)} className="text-muted-foreground">
                      {formatRelative(post.createdAt)}
                    </time>
                  </p>
                  <p className="whitespace-pre-wrap break-words text-sm">{post.content}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMoreButton query={posts} label="Show older posts" />
    </div>
  );
}
