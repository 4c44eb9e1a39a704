import type { ActionFunctionArgs } from "@remix-run/node";
import { ALERT_TOAST_TEXT } from "~/lib/job-alerts";
import { jobSearchQuery, readJobSearch } from "~/lib/job-search";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/flash.server";
import { idParam, notFound, readForm } from "~/server/http.server";
import { mailMode } from "~/server/mail.server";
import { deleteAlert, describeSearch, isAlertFrequency, MAX_ALERTS, saveAlert, setAlertPaused } from "~/server/job-alerts.server";
import { refuseCrossSite } from "~/server/security.server";

// POST /alerts: the job alert forms (the prompt on /jobs, the buttons in Settings), as plain posts.

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  // The search as /jobs reads it from its address: the same cleaning, the same defaults.
  const fields = new URLSearchParams();
  for (const name of ["q", "location", "radius", "discipline", "remote", "salary"]) {
    const value = formData.get(name);
    if (typeof value === "string") fields.set(name, value);
  }
  const { search } = readJobSearch(fields);
  const back = `/jobs${jobSearchQuery({ ...search, company: null, page: 1 })}`;
  // Signed out (a page left open): sign in, and back to the search or to Settings' list.
  const user = await requireUser(request, intent === "create" ? back : "/settings");

  if (intent === "create") {
    if (user.role !== "candidate") {
      return redirectWithToast(back, { title: ALERT_TOAST_TEXT.candidatesOnly, variant: "destructive" });
    }
    if (mailMode() === "off") {
      return redirectWithToast(back, {
        title: ALERT_TOAST_TEXT.mailOff,
        description: ALERT_TOAST_TEXT.mailOffDescription,
        variant: "destructive",
      });
    }
    const frequencyField = formData.get("frequency");
    const frequency = isAlertFrequency(frequencyField) ? frequencyField : "daily";
    if (!(await saveAlert(user.id, search, frequency))) {
      return redirectWithToast(back, {
        title: ALERT_TOAST_TEXT.tooManyTitle,
        description: `You have ${MAX_ALERTS} job alerts already. Delete one in Settings first.`,
        variant: "destructive",
      });
    }
    return redirectWithToast(back, {
      title: ALERT_TOAST_TEXT.savedTitle,
      description: `We will email you ${frequency} about new jobs: ${describeSearch(search)}.`,
    });
  }

  const alertId = idParam(formData.get("alertId"));
  if (alertId === null) throw notFound();
  if (intent === "pause" || intent === "resume") {
    if (!(await setAlertPaused(user.id, alertId, intent === "pause"))) throw notFound();
    return redirectWithToast("/settings", { title: intent === "pause" ? ALERT_TOAST_TEXT.pausedTitle : ALERT_TOAST_TEXT.resumedTitle });
  }
  if (intent === "delete") {
    if (!(await deleteAlert(user.id, alertId))) throw notFound();
    return redirectWithToast("/settings", { title: ALERT_TOAST_TEXT.deletedTitle });
  }
  throw notFound();
}

export const loader = () => {
  throw notFound();
};
