import { useSyncExternalStore } from "react";

/** A toast: a title, an optional description, and a variant (docs/product.md#toasts). */
export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

interface ToastEntry extends ToastMessage {
  open: boolean;
}

// One toast at a time (docs/product.md#toasts); a dismissed one is dropped after 1,000,000 ms.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

let toasts: ToastEntry[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
let counter = 0;

export function toast(message: Omit<ToastMessage, "id"> & { id?: string }): string {
  const id = message.id ?? `toast-${++counter}`;
  toasts = [{ ...message, id, open: true }, ...toasts.filter((entry) => entry.id !== id)].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: string) {
  toasts = toasts.map((entry) => (entry.id === id ? { ...entry, open: false } : entry));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((entry) => entry.id !== id || entry.open);
    emit();
  }, TOAST_REMOVE_DELAY);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const noToasts: ToastEntry[] = [];

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}

export const UNREACHABLE_MESSAGE = "Could not reach the server. Please check your connection and try again.";
/** What a form's post the site failed on (a 500) or refused as too large (a 413) says (app/lib/guard-posts.ts). */
export const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";
export const TOO_LARGE_MESSAGE = "That is more than this site accepts. Please shorten it and try again.";

/**
 * A form's failure toast when its post gets no answer (app/lib/guard-posts.ts), where the product's
 * texts give it one (docs/product.md#toasts): `<Form {...failureToastProps(title, description)}>`.
 * Every other form gets "Error" and UNREACHABLE_MESSAGE. (Here rather than beside the guard: every
 * page loads this module first anyway.)
 */
export const failureToastProps = (title: string, description?: string) => ({
  "data-failure-title": title,
  "data-failure-description": description ?? "",
});
