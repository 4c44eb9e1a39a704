import { useFetcher } from "@remix-run/react";
import { Link } from "./link";
import { authPath } from "~/lib/accounts";
import { jobSearchQuery, type JobSearch } from "~/lib/job-search";
import { useCurrentUser } from "~/lib/use-current-user";

/** The prompt's words (docs/product.md#job-alerts). */
const ALERT_PROMPT_TEXT = {
  prompt: "Email me jobs like these",
  frequencyLabel: "How often",
  daily: "Daily",
  weekly: "Weekly",
  save: "Create Alert",
  saving: "Saving...",
  signedOutHint: "Sign in to get new jobs of this search by email.",
  on: "Job alert on:",
  paused: "Job alert paused:",
  manage: "Manage alerts",
} as const;

/**
 * "Email me jobs like these" under a search's results: a candidate saves the search as a daily or
 * weekly alert with a plain form; a signed-out visitor gets a link to sign in and come back to the
 * search; an employer, nothing; a candidate with an alert of this search, that it is on (or paused),
 * and a link to Settings. The search travels in hidden fields, read as /jobs reads its address.
 * With JavaScript a fetcher posts it, so that a post that gets no answer leaves the results as they
 * are (docs/decisions/035-a-failed-post-keeps-the-page.md).
 */
export function JobAlertPrompt({ search, alert }: { search: JobSearch; alert: { frequency: "daily" | "weekly"; paused: boolean } | null }) {
  const user = useCurrentUser();
  const fetcher = useFetcher();
  const saving = fetcher.state !== "idle";
  const here = `/jobs${jobSearchQuery({ ...search, company: null, page: 1 })}`;
  if (user && user.role !== "candidate") return null;
  if (!user) {
    return (
      <p className="job-alert-prompt">
        <a className="text-link" href={authPath("login", here)}>
          {ALERT_PROMPT_TEXT.prompt}
        </a>{" "}
        <span className="muted">{ALERT_PROMPT_TEXT.signedOutHint}</span>
      </p>
    );
  }
  if (alert) {
    return (
      <p className="job-alert-prompt job-alert-on" role="status">
        <strong>{alert.paused ? ALERT_PROMPT_TEXT.paused : ALERT_PROMPT_TEXT.on}</strong> {alert.frequency} emails of new jobs like these.{" "}
        <Link className="text-link" to="/settings#alerts-heading">
          {ALERT_PROMPT_TEXT.manage}
        </Link>
      </p>
    );
  }
  return (
    <fetcher.Form method="post" action="/alerts" className="job-alert-prompt">
      <input type="hidden" name="intent" value="create" />
      {(["q", "location", "radius", "discipline", "remote", "salary"] as const).map((name) => (
        <input key={name} type="hidden" name={name} value={search[name] ?? ""} />
      ))}
      <fieldset disabled={saving} className="inline-fields">
        <legend>{ALERT_PROMPT_TEXT.prompt}</legend>
        <label htmlFor="alert-frequency">{ALERT_PROMPT_TEXT.frequencyLabel}</label>
        <select id="alert-frequency" name="frequency" defaultValue="daily">
          <option value="daily">{ALERT_PROMPT_TEXT.daily}</option>
          <option value="weekly">{ALERT_PROMPT_TEXT.weekly}</option>
        </select>
        <button type="submit" className="button button-secondary">
          {saving ? ALERT_PROMPT_TEXT.saving : ALERT_PROMPT_TEXT.save}
        </button>
      </fieldset>
    </fetcher.Form>
  );
}
