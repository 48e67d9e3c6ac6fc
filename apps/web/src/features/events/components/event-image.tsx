import { sportEmoji, sportLabel } from '@kickoff/shared';
import { cn } from '@/lib/utils';

/** 16:9 event image, or the sport emoji on a tinted background; sized up front so nothing shifts. */
export function EventImage({
  imageUrl,
  sportType,
  className,
  eager = false,
}: {
  imageUrl: string | null | undefined;
  sportType: string;
  className?: string;
  eager?: boolean;
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
        <div className="absolute inset-0 flex items-center justify-center" role="img" aria-label={sportLabel(sportType)}>
          <span aria-hidden="true" className="text-6xl drop-shadow-sm">
            {sportEmoji(sportType)}
          </span>
        </div>
      )}
    </div>
  );
}
