import { useLoaderData } from "@remix-run/react";
import type { MetaFunction } from "@remix-run/node";
import { ForgotPasswordPage } from "~/components/password-reset-forms";
import { RESET_TEXT } from "~/lib/password-reset";
import { pageTitle } from "~/lib/meta";
import { answerOr } from "~/lib/unreachable";
import { forgotPasswordAction, forgotPasswordLoader } from "./password-reset.server";

export const meta: MetaFunction = () => [{ title: pageTitle(RESET_TEXT.requestHeading) }];

export const loader = forgotPasswordLoader;
export const action = forgotPasswordAction;
export const clientAction = answerOr((message) => ({ message, result: null }));

export default function ForgotPassword() {
  return <ForgotPasswordPage {...useLoaderData<typeof loader>()} />;
}
