/**
 * @module
 * The toasts of spec section 8: one at a time (a new one replaces the one showing), a title and
 * an optional text, destructive for failures, urgent for what staff must act on now (an alert
 * from the kiosk: read out at once, and shown until closed).
 */
import { TOAST_LIMIT } from '@cubby/shared/constants';

/** One toast. */
export interface Toast {
  id: number;
  title: string;
  description?: string | undefined;
  variant: 'default' | 'destructive' | 'urgent';
  open: boolean;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

/** Shows a toast. */
export function toast(input: {
  title: string;
  description?: string;
  variant?: Toast['variant'];
}): void {
  const shown: Toast = { id: nextId++, variant: 'default', open: true, ...input };
  emit([shown, ...toasts].slice(0, TOAST_LIMIT));
}

/** Shows a failure toast: 'Error' with the message, unless a title is given. */
export function toastError(error: unknown, title = 'Error', fallback?: string): void {
  const message = error instanceof Error ? error.message : fallback;
  toast({ title, description: message || fallback, variant: 'destructive' });
}

/** Closes a toast (the viewport removes it after its exit animation). */
export function dismissToast(id: number): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

/** Removes a closed toast. */
export function removeToast(id: number): void {
  emit(toasts.filter((item) => item.id !== id));
}

/** Follows the toasts. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts showing now. */
export function currentToasts(): readonly Toast[] {
  return toasts;
}
