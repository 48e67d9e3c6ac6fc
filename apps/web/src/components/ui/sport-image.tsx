/**
 * An event's or group's picture in 16:9, or its sport's emoji on a tinted background when there is none (design brief
 * "Images"): sized up front so nothing shifts, lazily loaded unless `eager` (the first cards above the fold).
 */
import { sportEmoji } from '@kickoff/shared';
import { cn } from '@/lib/utils';

export function SportImage({
  imageUrl,
  sportType,
  eager = false,
  className,
  emojiClassName,
}: {
  imageUrl: string | null | undefined;
  sportType: string;
  eager?: boolean;
  /** The frame: a different ratio on wide screens, rounded corners. */
  className?: string;
  /** The emoji's size (text-6xl by default). */
  emojiClassName?: string;
}) {
  return (
    <div className={cn('relative aspect-video w-full overflow-hidden bg-gradient-to-br from-brand-soft to-accent', className)}>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          width={1600}
          height={900}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        // Decorative: every card and detail screen names the sport next to it.
        <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className={cn('text-6xl drop-shadow-sm', emojiClassName)}>{sportEmoji(sportType)}</span>
        </div>
      )}
    </div>
  );
}
