import * as React from 'react';
import { cn } from '@/lib/utils';

/** A styled native select: the best mobile keyboard and accessibility for free. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 aria-[invalid=true]:border-destructive aria-[invalid=true]:focus-visible:outline-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
