import { lazy, Suspense, useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { toast, useToasts, type ToastMessage } from "~/lib/toast";

// Radix's toast region is not in the JavaScript a page loads first: it follows once the page
// has started, and the flashed toast shows as plain markup until then. If it cannot be loaded (the
// connection went before it arrived), toasts show as that plain markup: the failure toast of a
// post made offline (app/lib/guard-posts.ts) must not break the page instead.
const ToastRegion = lazy(() => import("./toast-region").catch(() => ({ default: PlainToasts })));

/**
 * Toasts. One the server flashed is rendered in the page itself, so it also shows without
 * JavaScript; with it, the toast region takes over.
 */
export function Toaster({ flash }: { flash: ToastMessage | null }) {
  const hydrated = useHydrated();

  useEffect(() => {
    if (flash) toast(flash);
  }, [flash]);

  const flashed = flash ? <StaticToast message={flash} /> : null;
  if (!hydrated) return flashed;
  return (
    <Suspense fallback={flashed}>
      <ToastRegion />
    </Suspense>
  );
}

function StaticToast({ message }: { message: Omit<ToastMessage, "id"> }) {
  return (
    <div className="toast-viewport">
      <div role="status" className={message.variant === "destructive" ? "toast toast-static toast-destructive" : "toast toast-static"}>
        <p className="toast-title">{message.title}</p>
        {message.description ? <p className="toast-description">{message.description}</p> : null}
      </div>
    </div>
  );
}

/** The newest open toast as plain markup, for when the toast region could not be loaded. */
function PlainToasts() {
  const latest = useToasts().find((entry) => entry.open);
  return latest ? <StaticToast message={latest} /> : null;
}
