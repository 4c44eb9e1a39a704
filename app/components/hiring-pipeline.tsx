import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { APPLICATION_STAGES, APPLICATION_STATUSES, statusBadge, type ApplicationState } from "~/lib/application-statuses";
import type { PostedJob } from "~/lib/employer";
import { pluralize } from "~/lib/format";
import { APPLICANT_SORT_NAMES, APPLICANT_SORTS, applicantQuery, PIPELINE_TEXT, type ApplicantQuery } from "~/lib/hiring-pipeline";
import { FormAlert } from "./form-field";
import { Link } from "./link";
import { SelectField } from "./select-field";

/** The id of the "Move selected" form, which each applicant's checkbox joins by its `form` attribute. */
export const MOVE_FORM_ID = "move-selected";

/**
 * A job's applications counted by stage, each a link to the list at that stage: "All 12 · Applied
 * 5 · Interviewing 2". The list's page marks the stage shown; Posted Jobs leaves out the empty ones.
 */
export function StageCounts({
  jobId,
  counts,
  current,
  sort = "newest",
  hideEmpty = false,
  label,
}: {
  jobId: number;
  counts: PostedJob["applicationCounts"];
  /** The stage the list shows (null: all); none on Posted Jobs. */
  current?: ApplicationState | null;
  sort?: ApplicantQuery["sort"];
  hideEmpty?: boolean;
  /** The list's accessible name, which tells one job's from another's on Posted Jobs. */
  label: string;
}) {
  if (counts.total === 0) return <p className="muted">No applicants yet</p>;
  const stages = APPLICATION_STAGES.filter((stage) => !hideEmpty || counts[stage] > 0 || stage === current);
  const item = (stage: ApplicationState | null, text: string, count: number) => (
    <li key={stage ?? "all"}>
      <Link
        to={`/posted-jobs/${jobId}${applicantQuery({ stage, sort })}`}
        className="stage-link"
        aria-current={current !== undefined && current === stage ? "page" : undefined}
      >
        {text} <span className="stage-count">{count.toLocaleString("en-US")}</span>
      </Link>
    </li>
  );
  return (
    <nav aria-label={label} className="stage-counts">
      <ul>
        {item(null, PIPELINE_TEXT.all, counts.total)}
        {stages.map((stage) => item(stage, statusBadge(stage).label, counts[stage]))}
      </ul>
    </nav>
  );
}

/** The sort control: a GET form that keeps the stage and starts again at page 1; works without script. */
export function ApplicantSortForm({ jobId, query }: { jobId: number; query: ApplicantQuery }) {
  return (
    <Form method="get" action={`/posted-jobs/${jobId}`} className="applicant-sort">
      {query.stage ? <input type="hidden" name="stage" value={query.stage} /> : null}
      <SelectField
        id="applicant-sort"
        label={PIPELINE_TEXT.sortLabel}
        name="sort"
        defaultValue={query.sort}
        options={APPLICANT_SORT_NAMES.map((sort) => [sort, APPLICANT_SORTS[sort]] as const)}
      />
      <button type="submit" className="button button-secondary button-small">
        {PIPELINE_TEXT.sortButton}
      </button>
    </Form>
  );
}

/**
 * "Move selected to <stage>": one form for the whole list, which the applicants' checkboxes join
 * by their `form` attribute (each card has its own status form, and forms do not nest).
 */
export function MoveSelectedForm({ action, message, answer }: { action: string; message?: string; answer?: unknown }) {
  const navigation = useNavigation();
  const moving = navigation.state === "submitting" && navigation.formData?.get("intent") === "move";
  // With JavaScript the list is rendered again in place, and the boxes would stay ticked: once a
  // move has gone through, they start empty again, as after the page a post without script loads.
  const wasMoving = useRef(false);
  useEffect(() => {
    if (moving) wasMoving.current = true;
    else if (navigation.state === "idle" && wasMoving.current) {
      wasMoving.current = false;
      if (!message) {
        for (const box of document.querySelectorAll<HTMLInputElement>(`input[form="${MOVE_FORM_ID}"]`)) box.checked = false;
      }
    }
  }, [moving, navigation.state, message]);
  return (
    <Form method="post" action={action} id={MOVE_FORM_ID} className="move-selected">
      <FormAlert message={message} answer={answer} />
      <input type="hidden" name="intent" value="move" />
      <SelectField
        id="move-status"
        label={PIPELINE_TEXT.moveLabel}
        name="status"
        defaultValue="reviewing"
        options={APPLICATION_STATUSES.map((status) => [status, statusBadge(status).label] as const)}
      />
      <button type="submit" className="button button-primary button-small" disabled={moving}>
        {moving ? PIPELINE_TEXT.moving : PIPELINE_TEXT.moveButton}
      </button>
    </Form>
  );
}

/** An applicant's checkbox for "Move selected", outside the card's own status form. */
export function SelectApplicant({ applicationId, name }: { applicationId: number; name: string }) {
  const id = `select-${applicationId}`;
  return (
    <div className="field-checkbox select-applicant">
      <input type="checkbox" id={id} name="selected" value={applicationId} form={MOVE_FORM_ID} />
      <label htmlFor={id}>
        <span className="visually-hidden">{PIPELINE_TEXT.selectLabel(name)}</span>
        <span aria-hidden="true">Select</span>
      </label>
    </div>
  );
}

/** "3 applicants at Interviewing", or how many there are in all: the list's lead line. */
export function stageSummary(count: number, stage: ApplicationState | null) {
  return stage ? `${pluralize(count, "applicant")} at ${statusBadge(stage).label}` : pluralize(count, "applicant");
}
