import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { NOTIFICATION_TEXT } from "~/lib/notifications";
import { pageTitle } from "~/lib/meta";
import { unsubscribeAction, unsubscribeLoader } from "./unsubscribe.server";

// /unsubscribe?token=…: the link in every notification, signed out. Opening it changes nothing
// (mail scanners open links); its button, or the mail client's one-click post to the same address
// (List-Unsubscribe-Post), turns that notification off.

export const meta: MetaFunction = () => [
  { title: pageTitle(NOTIFICATION_TEXT.unsubscribeHeading) },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export const loader = unsubscribeLoader;
export const action = unsubscribeAction;

export default function UnsubscribePage() {
  const { token, about } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="container page-section auth-page">
      <div className="card auth-card">
        <h1>{NOTIFICATION_TEXT.unsubscribeHeading}</h1>
        {answer?.done ? (
          <p className="form-success" role="status">
            {NOTIFICATION_TEXT.unsubscribed} {answer.about ?? about ?? "them"}.
          </p>
        ) : !about ? (
          <p className="form-alert" role="alert">
            {NOTIFICATION_TEXT.invalidLink}
          </p>
        ) : (
          <Form method="post" action={`/unsubscribe?${new URLSearchParams({ token })}`}>
            <p>Stop the emails about {about}?</p>
            <button type="submit" className="button button-primary">
              {NOTIFICATION_TEXT.unsubscribeButton}
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
