import { clsx } from "clsx";
import { lazy, Suspense, useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { toast, type ToastMessage } from "~/lib/toast";

// Radix's toast region is not in the JavaScript a page loads first: it follows once the page
// has started, and the flashed toast shows as plain markup until then.
const ToastRegion = lazy(() => import("./toast-region"));

/**
 * Toasts. One the server flashed is rendered in the page itself, so it also shows without
 * JavaScript; with it, the toast region takes over.
 */
export function Toaster({ flash }: { flash: ToastMessage | null }) {
  const hydrated = useHydrated();

  useEffect(() => {
    if (flash) toast(flash);
  }, [flash]);

  const flashed = flash ? (
    <div className="toast-viewport">
      <div role="status" className={clsx("toast toast-static", flash.variant === "destructive" && "toast-destructive")}>
        <p className="toast-title">{flash.title}</p>
        {flash.description ? <p className="toast-description">{flash.description}</p> : null}
      </div>
    </div>
  ) : null;
  if (!hydrated) return flashed;
  return (
    <Suspense fallback={flashed}>
      <ToastRegion />
    </Suspense>
  );
}
