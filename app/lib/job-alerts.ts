// Job alerts' words (docs/product.md#job-alerts): Settings', and the toasts. The prompt's are in
// app/components/job-alert-prompt.tsx, so that /jobs (whose JavaScript has a budget,
// bench/RESULTS.md) loads no chunk of its own for them.
export const ALERT_SETTINGS_TEXT = {
  heading: "Job Alerts",
  none: "No job alerts yet. Search for jobs, then choose \u201cEmail me jobs like these\u201d.",
  daily: "Daily",
  weekly: "Weekly",
  pause: "Pause",
  resume: "Resume",
  remove: "Delete",
  paused: "Paused",
} as const;

export const ALERT_TOAST_TEXT = {
  savedTitle: "Job alert saved",
  tooManyTitle: "Too many alerts",
  candidatesOnly: "Job alerts are for job seekers.",
  mailOff: "This site cannot send email at the moment, so job alerts cannot be saved.",
  mailOffDescription: "Follow this search with its RSS feed instead, or bookmark this page.",
  pausedTitle: "Job alert paused",
  resumedTitle: "Job alert resumed",
  deletedTitle: "Job alert deleted",
} as const;
