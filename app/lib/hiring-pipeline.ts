import { z } from "zod";
import { APPLICATION_STAGES, statusBadge, type ApplicationState, type ApplicationStatus } from "./application-statuses";
import { pluralize } from "./format";
import { normalizeLineEndings, trimmedText } from "./validation";

// The employer's hiring pipeline (docs/product.md#hiring-pipeline, decision 048): a job's
// applicants filtered by stage and sorted, moved several at a time, and written to.

/** How a job's applicant list is sorted: applied newest first (the default), oldest first, or last updated first. */
export const APPLICANT_SORTS = { newest: "Newest applied", oldest: "Oldest applied", updated: "Last updated" } as const;
export type ApplicantSort = keyof typeof APPLICANT_SORTS;
export const APPLICANT_SORT_NAMES = Object.keys(APPLICANT_SORTS) as ApplicantSort[];

/** What the applicant list shows: one stage or all (null), the order, and the page. */
export interface ApplicantQuery {
  stage: ApplicationState | null;
  sort: ApplicantSort;
  page: number;
}

const isStage = (value: string | null): value is ApplicationState =>
  value !== null && (APPLICATION_STAGES as readonly string[]).includes(value);
const isSort = (value: string | null): value is ApplicantSort => value !== null && Object.hasOwn(APPLICANT_SORTS, value);

/** The list's query as read from its address: a value it does not know is the default, and other parameters are dropped. */
export function readApplicantQuery(params: URLSearchParams): ApplicantQuery {
  const stage = params.get("stage");
  const sort = params.get("sort");
  const page = params.get("page");
  return {
    stage: isStage(stage) ? stage : null,
    sort: isSort(sort) ? sort : "newest",
    page: page !== null && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The query's one clean form ("?stage=interviewing&sort=oldest&page=2"), the defaults left out; "" for all of them. */
export function applicantQuery({ stage, sort, page }: Partial<ApplicantQuery>): string {
  const params = new URLSearchParams();
  if (stage) params.set("stage", stage);
  if (sort && sort !== "newest") params.set("sort", sort);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The most applications one "Move selected" post moves: more than a page of them is refused unread. */
export const MAX_BULK_MOVE = 100;

/** The most characters a message to a candidate holds. */
export const MAX_MESSAGE_LENGTH = 5000;

/** Messages to candidates an employer's user may send an hour, from all their companies' jobs. */
export const MESSAGES_PER_HOUR = 20;

// Our own wording (docs/product.md#hiring-pipeline).
export const PIPELINE_TEXT = {
  all: "All",
  filterLabel: "Stage",
  sortLabel: "Sort by",
  sortButton: "Sort",
  noneInStage: (label: string) => `No applicants at ${label}.`,
  moveLabel: "Move selected to",
  moveButton: "Move Selected",
  moving: "Moving...",
  selectLabel: (name: string) => `Select ${name}`,
  noneSelected: "Select at least one applicant to move.",
  tooMany: `Select at most ${MAX_BULK_MOVE} applicants at a time.`,
  movedTitle: (count: number, status: ApplicationStatus) => `${pluralize(count, "applicant")} moved to ${statusBadge(status).label}`,
  alreadyThere: (count: number) => `${count} ${count === 1 ? "was" : "were"} there already.`,
  withdrawnSkipped: (count: number) => `${count} withdrawn by the candidate ${count === 1 ? "was" : "were"} skipped.`,
  messageHeading: "Message the candidate",
  messageHint: (company: string) =>
    `Sent by email from ${company} through Keystone Talent; replies go to your email address. Kept in the history below.`,
  messageLabel: "Message",
  messageButton: "Send Message",
  sending: "Sending...",
  messageSentTitle: "Message sent",
  messageSentDescription: (name: string) => `${name} will get it by email.`,
  messageWithdrawn: "The candidate withdrew this application: it takes no more messages.",
  messageMailOff: "This site cannot send email at the moment, so the message was not sent.",
  messageSubject: (company: string, jobTitle: string) => `A message from ${company} about ${jobTitle}`,
  messageEvent: "Message sent",
} as const;

/** A message to a candidate: line endings made one before it is measured. */
export const messageSchema = z.object({
  message: z
    .string({ required_error: "Message is required", invalid_type_error: "Message must be text" })
    .transform(normalizeLineEndings)
    .pipe(
      trimmedText({
        max: MAX_MESSAGE_LENGTH,
        required: "Message is required",
        tooLong: `Message must be at most ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters`,
      }),
    ),
});

/** A message as the company's users see it in the history; `sentBy` is null once that account is deleted. */
export interface ApplicationMessage {
  id: number;
  body: string;
  sentBy: string | null;
  sentAt: string;
}

/** What "Move selected" did: how many moved, were at the stage already, or were withdrawn (left as they were). */
export interface BulkMoveOutcome {
  moved: number;
  alreadyThere: number;
  withdrawn: number;
}
