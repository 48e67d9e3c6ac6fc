import * as React from 'react';
import { Avatar as Primitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export function Avatar({ className, ...props }: React.ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full', className)} {...props} />;
}
export function AvatarImage({ className, ...props }: React.ComponentProps<typeof Primitive.Image>) {
  return <Primitive.Image className={cn('aspect-square size-full object-cover', className)} {...props} />;
}
export function AvatarFallback({ className, ...props }: React.ComponentProps<typeof Primitive.Fallback>) {
  return (
    <Primitive.Fallback
      className={cn('flex size-full items-center justify-center rounded-full bg-brand-soft font-semibold text-brand-strong', className)}
      {...props}
    />
  );
}

/** The first letters of the display name, up to 2, upper case (spec §2 profile). */
export function initialsOf(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}
