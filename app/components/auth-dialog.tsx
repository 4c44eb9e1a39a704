import { useLocation } from "@remix-run/react";
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { AuthKind } from "~/lib/accounts";
import { useCurrentUser } from "~/lib/use-current-user";
import { usePreloadWhenIdle } from "~/lib/use-preload-when-idle";

// The dialog, its forms and their checks are not needed until a trigger is used.
const loadPanel = () => import("./auth-dialog-panel");
const AuthDialogPanel = lazy(loadPanel);

interface AuthDialogContextValue {
  /** Opens the dialog on a tab; `onSignedIn` runs once if the user signs in or registers from it. */
  openAuthDialog: (tab: AuthKind, options?: { onSignedIn?: () => void }) => void;
}

const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

/** Opens the auth dialog. Sign In and Get Started stay links to /login and /register without JS. */
export function useAuthDialog(): AuthDialogContextValue {
  const context = useContext(AuthDialogContext);
  if (!context) throw new Error("useAuthDialog must be used inside <AuthDialogProvider>");
  return context;
}

/** Holds the one auth dialog of the page and lets any trigger open it. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; everOpened: boolean; tab: AuthKind }>({
    open: false,
    everOpened: false,
    tab: "login",
  });
  usePreloadWhenIdle(loadPanel);
  const user = useCurrentUser();
  // The element that opened the dialog, to give focus back to.
  const opener = useRef<HTMLElement | null>(null);
  const onSignedIn = useRef<(() => void) | null>(null);

  // Signing in or registering reloads the root data with a user: the dialog has done its job.
  useEffect(() => {
    if (!user) return;
    setState((current) => ({ ...current, open: false }));
    const next = onSignedIn.current;
    onSignedIn.current = null;
    // After this render's own effects, the sign-in's flashed toast among them, so that a toast
    // `next` raises is the one left showing.
    if (next) setTimeout(next, 0);
  }, [user]);

  // A link in the dialog (the privacy notice under Register) leaves the page: the dialog closes with it.
  const { pathname } = useLocation();
  useEffect(() => {
    setState((current) => (current.open ? { ...current, open: false } : current));
  }, [pathname]);

  const openAuthDialog = useCallback((tab: AuthKind, options?: { onSignedIn?: () => void }) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onSignedIn.current = options?.onSignedIn ?? null;
    setState({ open: true, everOpened: true, tab });
  }, []);
  const value = useMemo(() => ({ openAuthDialog }), [openAuthDialog]);

  const onOpenChange = useCallback((open: boolean) => {
    if (!open) onSignedIn.current = null; // closed without signing in: the errand is dropped
    setState((current) => ({ ...current, open }));
  }, []);
  const onTabChange = useCallback((tab: AuthKind) => setState((current) => ({ ...current, tab })), []);
  const returnFocusTo = useCallback(() => opener.current, []);

  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      {state.everOpened ? (
        <Suspense fallback={null}>
          <AuthDialogPanel
            open={state.open}
            tab={state.tab}
            onOpenChange={onOpenChange}
            onTabChange={onTabChange}
            returnFocusTo={returnFocusTo}
          />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
