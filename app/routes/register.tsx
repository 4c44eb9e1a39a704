import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthPage, useAuthFailureToast } from "~/components/auth-forms";
import { pageTitle } from "~/lib/meta";
import { authFormAction, authPageLoader, type AuthActionFailure } from "~/server/auth.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Create Account") }];

export const loader = authPageLoader;

export const action = (args: ActionFunctionArgs) => authFormAction("register", args);

export default function CreateAccountPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const failure = useActionData<AuthActionFailure>();
  const navigation = useNavigation();
  useAuthFailureToast("register", failure);
  return (
    <AuthPage
      kind="register"
      as={Form}
      lastResult={failure?.result}
      message={failure?.message}
      pending={navigation.state !== "idle" && navigation.formAction === "/register"}
      redirectTo={redirectTo}
    />
  );
}
