import * as Dialog from "@radix-ui/react-dialog";
import * as Tabs from "@radix-ui/react-tabs";
import { useFetcher, useLocation } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { AuthKind } from "~/lib/accounts";
import { BRAND } from "~/lib/brand";
import { useCurrentUser } from "~/lib/use-current-user";
import type { AuthActionFailure } from "~/server/auth.server";
import { LoginForm, RegisterForm, useAuthFailureToast } from "./auth-forms";
import { ModalDialog } from "./modal-dialog";

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

/** Holds the one auth dialog of the page (spec section 2) and lets any trigger open it. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; tab: AuthKind }>({ open: false, tab: "login" });
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

  const openAuthDialog = useCallback((tab: AuthKind, options?: { onSignedIn?: () => void }) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onSignedIn.current = options?.onSignedIn ?? null;
    setState({ open: true, tab });
  }, []);
  const value = useMemo(() => ({ openAuthDialog }), [openAuthDialog]);

  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      <ModalDialog
        open={state.open}
        onOpenChange={(open) => {
          if (!open) onSignedIn.current = null; // closed without signing in: the errand is dropped
          setState((current) => ({ ...current, open }));
        }}
        returnFocusTo={() => opener.current}
      >
        <Dialog.Title className="dialog-title">Welcome to {BRAND}</Dialog.Title>
        <Dialog.Description className="dialog-description">Sign in to your account or create a new one to get started.</Dialog.Description>
        <Tabs.Root value={state.tab} onValueChange={(tab) => setState((current) => ({ ...current, tab: tab as AuthKind }))}>
          <Tabs.List className="tabs-list" aria-label="Login or register">
            <Tabs.Trigger className="tab" value="login">
              Login
            </Tabs.Trigger>
            <Tabs.Trigger className="tab" value="register">
              Register
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login" className="tab-panel">
            <DialogForm kind="login" />
          </Tabs.Content>
          <Tabs.Content value="register" className="tab-panel">
            <DialogForm kind="register" />
          </Tabs.Content>
        </Tabs.Root>
      </ModalDialog>
    </AuthDialogContext.Provider>
  );
}

/**
 * One tab's form, posted by a fetcher to the same action as the page. Success redirects back
 * here with the spec's toast; a failure comes back as data and shows the spec's failure toast.
 */
function DialogForm({ kind }: { kind: AuthKind }) {
  const fetcher = useFetcher<AuthActionFailure>();
  const location = useLocation();
  const failure = fetcher.data;
  useAuthFailureToast(kind, failure);

  const Form = kind === "login" ? LoginForm : RegisterForm;
  return (
    <Form
      as={fetcher.Form}
      id={`dialog-${kind}`}
      lastResult={failure?.result}
      message={failure?.message}
      pending={fetcher.state !== "idle"}
      redirectTo={location.pathname + location.search}
    />
  );
}
