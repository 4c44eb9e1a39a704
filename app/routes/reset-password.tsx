import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ResetPasswordPage } from "~/components/password-reset-forms";
import { RESET_TEXT } from "~/lib/password-reset";
import { pageTitle } from "~/lib/meta";
import { answerOr } from "~/lib/unreachable";
import { resetPasswordAction, resetPasswordLoader } from "./password-reset.server";

export const meta: MetaFunction = () => [{ title: pageTitle(RESET_TEXT.setHeading) }, { name: "robots", content: "noindex" }];

// The token is in the address: kept by no cache, and sent to no other site as a referrer. Not
// "no-referrer": Chromium then sends the form's post with "Origin: null", which Remix refuses.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export const loader = resetPasswordLoader;
export const action = resetPasswordAction;
export const clientAction = answerOr((message) => ({ message, result: null }));

export default function ResetPassword() {
  return <ResetPasswordPage {...useLoaderData<typeof loader>()} />;
}
