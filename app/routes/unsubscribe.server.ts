import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { stampOf } from "~/server/accounts.server";
import { deleteAlert, describeSearch, listAlerts, searchOfAlert } from "~/server/job-alerts.server";
import {
  accountCreatedAt,
  NOTIFICATIONS,
  readUnsubscribeToken,
  setNotification,
  type UnsubscribeLink,
} from "~/server/notifications.server";
import { refuseCrossSite } from "~/server/security.server";

// The loader and action of /unsubscribe (app/routes/unsubscribe.tsx): what a link stops, and stopping it.

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

export async function unsubscribeLoader({ request }: LoaderFunctionArgs) {
  const { token, reader } = tokenOf(request);
  const about = reader ? ((await targetOf(reader))?.about ?? null) : null;
  return json({ token, about }, { status: reader ? 200 : 400 });
}

export async function unsubscribeAction({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { reader } = tokenOf(request);
  if (!reader) return json({ done: false, about: null }, { status: 400 });
  const target = await targetOf(reader);
  // What is gone already (a deleted account, an alert deleted) is done all the same.
  await target?.stop();
  return json({ done: true, about: target?.about ?? null });
}
