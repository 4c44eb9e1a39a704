import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthPage, useAuthFailureToast } from "~/components/auth-forms";
import { pageTitle } from "~/lib/meta";
import { authFormAction, authPageLoader, type AuthActionFailure } from "~/server/auth.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Sign In") }];

export const loader = authPageLoader;

export const action = (args: ActionFunctionArgs) => authFormAction("login", args);

export default function SignInPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const failure = useActionData<AuthActionFailure>();
  const navigation = useNavigation();
  useAuthFailureToast("login", failure);
  return (
    <AuthPage
      kind="login"
      as={Form}
      lastResult={failure?.result}
      message={failure?.message}
      pending={navigation.state !== "idle" && navigation.formAction === "/login"}
      redirectTo={redirectTo}
    />
  );
}
