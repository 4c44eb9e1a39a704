// An application's statuses and their badges: what the employer's pages and the mails need, apart
// from the apply texts of app/lib/applications.ts that every page with job cards loads.

import type { ApplicationStatus } from "../../db/values/applications";

export { APPLICATION_STATUSES, type ApplicationStatus } from "../../db/values/applications";

export type BadgeTone = "blue" | "yellow" | "red" | "green" | "neutral";

/** What the candidate and the employer see of an application: the employer's status, or withdrawn by the candidate. */
export type ApplicationState = ApplicationStatus | "withdrawn";

/** The statuses an application may be withdrawn from (once, while it is not withdrawn): all but hired. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ["applied", "reviewing", "rejected"];

/** Whether the candidate may withdraw an application in this state. */
export const canWithdraw = (state: ApplicationState) => (WITHDRAWABLE_STATUSES as readonly string[]).includes(state);

// The status badges' wording: docs/product.md#wording.
const STATUS_BADGES: Record<ApplicationState, { label: string; tone: BadgeTone }> = {
  applied: { label: "Application Submitted", tone: "blue" },
  reviewing: { label: "Under Review", tone: "yellow" },
  rejected: { label: "Not Selected", tone: "red" },
  hired: { label: "Hired", tone: "green" },
  withdrawn: { label: "Withdrawn", tone: "neutral" },
};

/** The label and colour of a status badge; a value the table does not know (none should reach it) is shown raw. */
export function statusBadge(status: string): { label: string; tone: BadgeTone } {
  return Object.hasOwn(STATUS_BADGES, status) ? STATUS_BADGES[status as ApplicationState] : { label: status, tone: "neutral" };
}
