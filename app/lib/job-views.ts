import { pluralize } from "./format";

// The words of job page views on the employer's pages (docs/product.md#job-page-views).

/** The days a job's applicant page lists its views for, today (UTC) the last; the dashboard's recent figure covers the same. */
export const VIEW_DAYS = 30;

export const JOB_VIEWS_TEXT = {
  heading: "Page views",
  none: "No views yet",
  /** "12 views in the last 30 days, 40 in all" */
  figures: (recent: number, total: number) =>
    `${pluralize(recent, "view")} in the last ${VIEW_DAYS} days, ${total.toLocaleString("en-US")} in all`,
  byDay: `Views by day, the last ${VIEW_DAYS} days (UTC)`,
  day: "Day",
  views: "Views",
  counted:
    "Each opening of the job's page in a browser counts once, signed in or not, your own included; search engines' robots and pages fetched ahead do not. The figures catch up within a minute.",
} as const;

/** One job's views: over the last VIEW_DAYS days (today included) and in all. */
export interface ViewFigures {
  recent: number;
  total: number;
}
