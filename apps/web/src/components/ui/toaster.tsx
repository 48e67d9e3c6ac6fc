import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { dismissToast, useToasts } from './use-toast';

export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-background text-foreground',
          )}
        >
          <div className="grid gap-1">
            {t.title ? <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title> : null}
            {t.description ? <Toast.Description className="text-sm">{t.description}</Toast.Description> : null}
          </div>
          <Toast.Close className="absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Dismiss</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4" />
    </Toast.Provider>
  );
}
