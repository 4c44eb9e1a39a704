import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { NOTIFICATION_TEXT } from "~/lib/notifications";
import { pageTitle } from "~/lib/meta";
import { deleteAlert, describeSearch, listAlerts, searchOfAlert } from "~/server/job-alerts.server";
import { stampOf } from "~/server/accounts.server";
import {
  accountCreatedAt,
  NOTIFICATIONS,
  readUnsubscribeToken,
  setNotification,
  type UnsubscribeLink,
} from "~/server/notifications.server";
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
  return { token, reader: token.length <= 200 ? readUnsubscribeToken(token) : null };
}

/**
 * What the link stops, in words, and how to stop it; null when its account or alert is gone
 * (deleted, or unsubscribed already), even if a later one got the same id.
 */
async function targetOf({ user, what }: UnsubscribeLink): Promise<{ about: string; stop: () => Promise<boolean> } | null> {
  const createdAt = await accountCreatedAt(user.id, user.stamp);
  if (!createdAt) return null;
  if (typeof what === "string") return { about: NOTIFICATIONS[what].about, stop: () => setNotification(user.id, what, false, createdAt) };
  const alert = (await listAlerts(user.id)).find((each) => each.id === what.alert.id && stampOf(each.created_at) === what.alert.stamp);
  if (!alert) return null;
  return { about: `your job alert ${describeSearch(searchOfAlert(alert))}`, stop: () => deleteAlert(user.id, alert.id, alert.created_at) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, reader } = tokenOf(request);
  const about = reader ? ((await targetOf(reader))?.about ?? null) : null;
  return json({ token, about }, { status: reader ? 200 : 400 });
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { reader } = tokenOf(request);
  if (!reader) return json({ done: false, about: null }, { status: 400 });
  const target = await targetOf(reader);
  // What is gone already (a deleted account, an alert deleted) is done all the same.
  await target?.stop();
  return json({ done: true, about: target?.about ?? null });
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
