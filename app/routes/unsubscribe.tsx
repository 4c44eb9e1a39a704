import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { NOTIFICATION_TEXT } from "~/lib/accounts";
import { pageTitle } from "~/lib/meta";
import { NOTIFICATIONS, readUnsubscribeToken, setNotification } from "~/server/notifications.server";
import { refuseCrossSite } from "~/server/security.server";

// /unsubscribe?token=…: the link in every notification, signed out. Opening it changes nothing
// (mail scanners open links); its button, or the mail client's one-click post to the same address
// (List-Unsubscribe-Post), turns that notification off.

export const meta: MetaFunction = () => [
  { title: pageTitle(NOTIFICATION_TEXT.unsubscribeHeading) },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

function tokenOf(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, reader: token.length <= 100 ? readUnsubscribeToken(token) : null };
}

export function loader({ request }: LoaderFunctionArgs) {
  const { token, reader } = tokenOf(request);
  return json({ token, about: reader ? NOTIFICATIONS[reader.kind].about : null }, { status: reader ? 200 : 400 });
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { reader } = tokenOf(request);
  if (!reader) return json({ done: false }, { status: 400 });
  // A deleted account has nothing left to turn off: done all the same.
  await setNotification(reader.userId, reader.kind, false);
  return json({ done: true });
}

export default function UnsubscribePage() {
  const { token, about } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>()?.done;
  return (
    <section className="container page-section auth-page">
      <div className="card auth-card">
        <h1>{NOTIFICATION_TEXT.unsubscribeHeading}</h1>
        {!about ? (
          <p className="form-alert" role="alert">
            {NOTIFICATION_TEXT.invalidLink}
          </p>
        ) : done ? (
          <p className="form-success" role="status">
            {NOTIFICATION_TEXT.unsubscribed} {about}.
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
