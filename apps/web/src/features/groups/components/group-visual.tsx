/** The group's image in a fixed ratio, or its sport emoji on a tinted background (design brief "Images"). */
import { sportEmoji } from '@kickoff/shared';
import { cn } from '@/lib/utils';

export function GroupVisual({
  imageUrl,
  sportType,
  className,
  emojiClassName,
  eager = false,
}: {
  imageUrl: string | null | undefined;
  sportType: string;
  className?: string;
  emojiClassName?: string;
  eager?: boolean;
}) {
  return (
    <div className={cn('relative aspect-video w-full overflow-hidden bg-brand-soft', className)}>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-brand-soft to-secondary">
          <span aria-hidden="true" className={cn('text-5xl drop-shadow-sm', emojiClassName)}>
            {sportEmoji(sportType)}
          </span>
        </div>
      )}
    </div>
  );
}
