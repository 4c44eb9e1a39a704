import * as Dialog from "@radix-ui/react-dialog";
import * as Tabs from "@radix-ui/react-tabs";
import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/root.server";
import type { AuthKind } from "~/lib/accounts";
import { BRAND } from "~/lib/meta";
import type { AuthActionFailure } from "~/lib/action-data";
import { LoginForm, RegisterForm, useAuthFailureToast } from "./auth-forms";
import { GoogleSignIn } from "./google-sign-in";
import { ModalDialog } from "./modal-dialog";

/** The auth dialog itself, loaded when first needed: see AuthDialogProvider. */
export default function AuthDialogPanel({
  open,
  tab,
  onOpenChange,
  onTabChange,
  returnFocusTo,
}: {
  open: boolean;
  tab: AuthKind;
  onOpenChange: (open: boolean) => void;
  onTabChange: (tab: AuthKind) => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo}>
      <Dialog.Title className="dialog-title">Welcome to {BRAND}</Dialog.Title>
      <Dialog.Description className="dialog-description">Sign in to your account or create a new one to get started.</Dialog.Description>
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AuthKind)}>
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
  );
}

/**
 * One tab's form, posted by a fetcher to the same action as the page. Success redirects back
 * here with the success toast; a failure comes back as data and shows the failure toast
 * (docs/product.md#wording).
 */
function DialogForm({ kind }: { kind: AuthKind }) {
  const fetcher = useFetcher<AuthActionFailure>();
  const location = useLocation();
  const failure = fetcher.data;
  useAuthFailureToast(kind, failure);

  const google = useRouteLoaderData<RootLoader>("root")?.googleSignIn ?? false;
  const Form = kind === "login" ? LoginForm : RegisterForm;
  const redirectTo = location.pathname + location.search;
  return (
    <>
      {google ? <GoogleSignIn redirectTo={redirectTo} pendingEmail={null} /> : null}
      <Form
        as={fetcher.Form}
        id={`dialog-${kind}`}
        lastResult={failure?.result}
        message={failure?.message}
        pending={fetcher.state !== "idle"}
        redirectTo={redirectTo}
      />
    </>
  );
}
