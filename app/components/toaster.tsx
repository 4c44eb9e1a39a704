import * as ToastPrimitive from "@radix-ui/react-toast";
import clsx from "clsx";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { dismissToast, toast, TOAST_DURATION, useToasts, type ToastMessage } from "~/lib/toast";

/**
 * The toast region (spec section 9: 5 s, swipe right past 50 px to dismiss, F8 to focus).
 * A toast the server flashed is rendered in the page itself until React takes over, so it
 * also shows without JavaScript.
 */
export function Toaster({ flash }: { flash: ToastMessage | null }) {
  const hydrated = useHydrated();
  const toasts = useToasts();

  useEffect(() => {
    if (flash) toast(flash);
  }, [flash]);

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {!hydrated && flash ? (
        <div className="toast-viewport">
          <div role="status" className={clsx("toast toast-static", flash.variant === "destructive" && "toast-destructive")}>
            <p className="toast-title">{flash.title}</p>
            {flash.description ? <p className="toast-description">{flash.description}</p> : null}
          </div>
        </div>
      ) : null}
      {toasts.map((entry) => (
        <ToastPrimitive.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => !open && dismissToast(entry.id)}
          className={clsx("toast", entry.variant === "destructive" && "toast-destructive")}
        >
          <ToastPrimitive.Title className="toast-title">{entry.title}</ToastPrimitive.Title>
          {entry.description ? (
            <ToastPrimitive.Description className="toast-description">{entry.description}</ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close className="toast-close" aria-label="Dismiss notification">
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
