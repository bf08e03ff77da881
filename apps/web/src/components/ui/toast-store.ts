import { useSyncExternalStore } from 'react';
import { TOAST } from '@gius/shared/constants';

/** A toast can be added, updated, dismissed and removed (spec section 4, "Notifications"). */
export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastItem {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      removeToast(id);
    }, TOAST.removeDelayMs),
  );
}

export function addToast(input: { title?: string; description?: string; variant?: ToastVariant }) {
  const id = String(++counter);
  // One at a time: a new toast replaces the ones on screen.
  const item: ToastItem = { id, open: true, ...input, variant: input.variant ?? 'default' };
  emit([item, ...toasts].slice(0, TOAST.limit));
  return {
    id,
    update: (patch: Partial<Omit<ToastItem, 'id'>>) => updateToast(id, patch),
    dismiss: () => dismissToast(id),
  };
}

export function updateToast(id: string, patch: Partial<Omit<ToastItem, 'id'>>) {
  emit(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)));
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id?: string) {
  emit(id ? toasts.filter((t) => t.id !== id) : []);
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
