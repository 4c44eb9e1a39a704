import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { AuthPage } from "~/components/auth-forms";
import { pageTitle } from "~/lib/meta";
import { answerOr } from "~/lib/unreachable";
import { authFormAction, authPageLoader } from "./auth-form.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Sign In") }];

export const loader = authPageLoader;

export const action = (args: ActionFunctionArgs) => authFormAction("login", args);
export const clientAction = answerOr((message) => ({ message, result: null }));

export default function SignInPage() {
  return <AuthPage kind="login" />;
}
