import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { NOTIFICATION_TEXT } from "~/lib/notifications";
import { pageTitle } from "~/lib/meta";
import { deleteAlert, describeSearch, listAlerts, searchOfAlert } from "~/server/job-alerts.server";
import { NOTIFICATIONS, readUnsubscribeToken, setNotification, type Unsubscribable } from "~/server/notifications.server";
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

/** What the link stops, in words; null for a job alert that is gone (deleted, or unsubscribed already). */
async function aboutOf(userId: number, what: Unsubscribable): Promise<string | null> {
  if (typeof what === "string") return NOTIFICATIONS[what].about;
  const alert = (await listAlerts(userId)).find((each) => each.id === what.alertId);
  return alert ? `your job alert ${describeSearch(searchOfAlert(alert))}` : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, reader } = tokenOf(request);
  const about = reader ? await aboutOf(reader.userId, reader.what) : null;
  return json({ token, about }, { status: reader ? 200 : 400 });
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { reader } = tokenOf(request);
  if (!reader) return json({ done: false, about: null }, { status: 400 });
  const about = await aboutOf(reader.userId, reader.what);
  // What is gone already (a deleted account, an alert deleted) is done all the same.
  if (typeof reader.what === "string") await setNotification(reader.userId, reader.what, false);
  else await deleteAlert(reader.userId, reader.what.alertId);
  return json({ done: true, about });
}

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
