// An application's statuses and their badges: what the employer's pages and the mails need, apart
// from the apply texts of app/lib/applications.ts that every page with job cards loads.

import { APPLICATION_STATUSES, type ApplicationStatus } from "../../db/values/applications";

export { APPLICATION_STATUSES, type ApplicationStatus } from "../../db/values/applications";

export type BadgeTone = "blue" | "yellow" | "purple" | "teal" | "red" | "green" | "neutral";

/** What the candidate and the employer see of an application: the employer's status, or withdrawn by the candidate. */
export type ApplicationState = ApplicationStatus | "withdrawn";

/** The statuses an application may be withdrawn from (once, while it is not withdrawn): all but hired, an offer included. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ["applied", "reviewing", "interviewing", "offered", "rejected"];

/** The pipeline's stages as the employer's list filters and counts them: the statuses in order, then withdrawn. */
export const APPLICATION_STAGES: readonly ApplicationState[] = [...APPLICATION_STATUSES, "withdrawn"];

/** Whether the candidate may withdraw an application in this state. */
export const canWithdraw = (state: ApplicationState) => (WITHDRAWABLE_STATUSES as readonly string[]).includes(state);

// The status badges' wording: docs/product.md#wording.
const STATUS_BADGES: Record<ApplicationState, { label: string; tone: BadgeTone }> = {
  applied: { label: "Application Submitted", tone: "blue" },
  reviewing: { label: "Under Review", tone: "yellow" },
  interviewing: { label: "Interviewing", tone: "purple" },
  offered: { label: "Offer Extended", tone: "teal" },
  rejected: { label: "Not Selected", tone: "red" },
  hired: { label: "Hired", tone: "green" },
  withdrawn: { label: "Withdrawn", tone: "neutral" },
};

/** The label and colour of a status badge; a value the table does not know (none should reach it) is shown raw. */
export function statusBadge(status: string): { label: string; tone: BadgeTone } {
  return Object.hasOwn(STATUS_BADGES, status) ? STATUS_BADGES[status as ApplicationState] : { label: status, tone: "neutral" };
}
