import * as ToastPrimitive from "@radix-ui/react-toast";
import { clsx } from "clsx";
import { dismissToast, TOAST_DURATION, useToasts } from "~/lib/toast";

/**
 * The toast region (each toast stays 5 s; swipe right past 50 px to dismiss, F8 to focus), loaded
 * once the page has started: see Toaster.
 */
export default function ToastRegion() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
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
