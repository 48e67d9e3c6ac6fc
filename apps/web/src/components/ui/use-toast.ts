/** The toast store of spec §4/§9: one visible at a time, 5000 ms by default, removed after a long delay. */
import * as React from 'react';
import { LIMITS, OFFLINE_ENTRY_TEXTS } from '@kickoff/shared';
import { isOnline } from '@/lib/offline/online';

const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastData {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
  /** One action beside the text, such as Undo (issue 19): it runs and closes the toast. */
  action?: { label: string; onClick(): void };
  open: boolean;
}

type Listener = (toasts: ToastData[]) => void;
let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const l of listeners) l(toasts);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
  emit();
}

export function toast(input: Omit<ToastData, 'id' | 'open'>) {
  const id = String(++counter);
  // A toast with an action (Undo) stays twice as long: there is something to do, not only to read.
  const duration = input.duration ?? (input.action ? 2 * LIMITS.toastDurationMs : LIMITS.toastDurationMs);
  toasts = [{ ...input, duration, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** The destructive "Error" toast with the server's message, or the spec's fallback. */
export function errorToast(error: unknown, fallback: string, title = 'Error') {
  return toast({ title, description: messageOf(error) ?? fallback, variant: 'destructive' });
}

/** Extracts the server's message from an ApiError-like error. */
export function messageOf(error: unknown): string | undefined {
  // fetch's own failure ("Failed to fetch") while the browser knows it is offline.
  if (error instanceof TypeError && !isOnline()) return OFFLINE_ENTRY_TEXTS.notSent;
  if (error && typeof error === 'object' && 'serverMessage' in error) {
    const m = (error as { serverMessage?: string }).serverMessage;
    if (m) return m;
  }
  return undefined;
}

export function useToasts(): ToastData[] {
  const [state, setState] = React.useState(toasts);
  React.useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return state;
}
