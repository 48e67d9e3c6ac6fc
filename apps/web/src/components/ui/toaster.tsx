import type * as React from 'react';
import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { tx, useLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { dismissToast, useToasts } from './use-toast';

export function Toaster() {
  const toasts = useToasts();
  useLanguage();
  // Texts translate at display time (see tx): toasts of shared constants (GROUP_TOASTS...) are the spec's English.
  const say = (text: React.ReactNode) => (typeof text === 'string' ? tx(text) : text);
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
          <div className="grid min-w-0 flex-1 gap-1">
            {t.title ? <Toast.Title className="text-sm font-semibold [overflow-wrap:anywhere]">{say(t.title)}</Toast.Title> : null}
            {t.description ? <Toast.Description className="text-sm [overflow-wrap:anywhere]">{say(t.description)}</Toast.Description> : null}
          </div>
          {t.action ? (
            <Toast.Action
              altText={tx(t.action.label)}
              onClick={t.action.onClick}
              className="inline-flex h-9 shrink-0 items-center rounded-md border px-3 text-sm font-medium hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {tx(t.action.label)}
            </Toast.Action>
          ) : null}
          <Toast.Close className="absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{tx('Dismiss')}</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-[var(--tab-bar-space,0px)] right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4" />
    </Toast.Provider>
  );
}
