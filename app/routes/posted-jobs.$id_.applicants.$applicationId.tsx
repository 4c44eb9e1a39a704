import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ApplicantCard } from "~/components/applicant-card";
import { MessageForm } from "~/components/candidate-message-form";
import { FormAlert, TextField } from "~/components/form-field";
import { Link } from "~/components/link";
import { Pagination } from "~/components/pagination";
import { UNKNOWN_ACTION, type ApplicantActionFailure } from "~/lib/action-data";
import { statusBadge } from "~/lib/application-statuses";
import { formatDateTime } from "~/lib/dates";
import { EMPLOYER_TEXT, MAX_NOTE_LENGTH, noteSchema, type StatusChange } from "~/lib/employer";
import { messageSchema, MESSAGES_PER_HOUR, PIPELINE_TEXT, type ApplicationMessage } from "~/lib/hiring-pipeline";
import { pageTitle } from "~/lib/meta";
import { addApplicationNote, listApplicationNotes, listStatusChanges } from "~/server/applicant-notes.server";
import { requireOwnJob } from "~/server/auth.server";
import { findApplicant, isApplicationStatus, setApplicationStatus } from "~/server/employer-jobs.server";
import { redirectWithToast } from "~/server/flash.server";
import { listMessages, sendCandidateMessage } from "~/server/hiring-pipeline.server";
import { idParam, notFound, pagingFor, readForm } from "~/server/http.server";
import { mailMode } from "~/server/mail.server";
import { rateLimitUser, refuseCrossSite } from "~/server/security.server";

const HOUR_MS = 60 * 60_000;

const applicantPath = (jobId: number, applicationId: number) => `/posted-jobs/${jobId}/applicants/${applicationId}`;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `${data.applicant.fullName}, applicant for ${data.job.title}` : "Applicant") },
  { name: "robots", content: "noindex" },
];

/** One of the company's jobs and one of its applications (else 404), for the employer's users only. */
async function requireOwnApplicant(request: Request, params: LoaderFunctionArgs["params"]) {
  const { user, company, job } = await requireOwnJob(request, params.id);
  const applicationId = idParam(params.applicationId);
  const applicant = applicationId === null ? undefined : await findApplicant(job.id, applicationId);
  if (!applicant) throw notFound();
  return { user, company, job, applicant };
}

/** An applicant, the company's notes on them (newest first, a page at a time), and the application's history with its messages. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, job, applicant } = await requireOwnApplicant(request, params);
  const { page, pageSize, totalPages } = pagingFor(request, applicant.noteCount);
  const [notes, history, sent] = await Promise.all([
    listApplicationNotes(applicant.applicationId, { page, pageSize }),
    listStatusChanges(applicant.applicationId),
    listMessages(applicant.applicationId),
  ]);
  return json({
    job: { id: job.id, title: job.title },
    company: { name: company.name },
    applicant,
    notes,
    history: { changes: history.changes, messages: sent.messages, earlierLeftOut: history.earlierLeftOut || sent.earlierLeftOut },
    mailOff: mailMode() === "off",
    page,
    totalPages,
  });
}

/** Adds a note (intent "note"), sets the status (intent "status") or messages the candidate (intent "message"); all plain posts. */
export async function action({ request, params }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { user, company, job, applicant } = await requireOwnApplicant(request, params);
  const formData = await readForm(request);
  const path = applicantPath(job.id, applicant.applicationId);
  const intent = formData.get("intent");

  if (intent === "note") {
    const submission = parseWithZod(formData, { schema: noteSchema });
    if (submission.status !== "success") {
      return json<ApplicantActionFailure>({ form: "note", result: submission.reply() }, { status: 400 });
    }
    try {
      if (!(await addApplicationNote(company.id, job.id, applicant.applicationId, user.id, submission.value.note))) throw notFound();
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error("Saving a note failed", error);
      return json<ApplicantActionFailure>({ form: "note", result: submission.reply(), message: EMPLOYER_TEXT.saveFailed }, { status: 500 });
    }
    return redirectWithToast(path, { title: EMPLOYER_TEXT.noteAddedTitle, description: EMPLOYER_TEXT.noteAddedDescription });
  }

  if (intent === "message") {
    const submission = parseWithZod(formData, { schema: messageSchema });
    if (submission.status !== "success") {
      return json<ApplicantActionFailure>({ form: "message", result: submission.reply() }, { status: 400 });
    }
    const limited = await rateLimitUser("candidate-message", user.id, MESSAGES_PER_HOUR, HOUR_MS);
    if (limited) {
      return json<ApplicantActionFailure>(
        { form: "message", result: submission.reply(), message: limited.message },
        { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
      );
    }
    const sent = await sendCandidateMessage(company.id, job.id, applicant.applicationId, user.id, submission.value.message);
    if (sent === null) throw notFound();
    if ("refused" in sent) {
      const withdrawn = sent.refused === "withdrawn";
      return json<ApplicantActionFailure>(
        {
          form: "message",
          result: submission.reply(),
          message: withdrawn ? PIPELINE_TEXT.messageWithdrawn : PIPELINE_TEXT.messageMailOff,
        },
        { status: withdrawn ? 409 : 503 },
      );
    }
    return redirectWithToast(path, {
      title: PIPELINE_TEXT.messageSentTitle,
      description: PIPELINE_TEXT.messageSentDescription(applicant.fullName),
    });
  }

  if (intent === "status") {
    const status = formData.get("status");
    if (!isApplicationStatus(status))
      return json<ApplicantActionFailure>({ form: "status", message: EMPLOYER_TEXT.chooseStatus }, { status: 400 });
    const changed = await setApplicationStatus(company.id, job.id, applicant.applicationId, status, user.id);
    if (changed === null) throw notFound();
    if ("withdrawn" in changed)
      return json<ApplicantActionFailure>({ form: "status", message: EMPLOYER_TEXT.withdrawnByCandidate }, { status: 409 });
    return redirectWithToast(path, { title: EMPLOYER_TEXT.statusSavedTitle, description: `${changed.name}: ${statusBadge(status).label}` });
  }

  return json<ApplicantActionFailure>({ form: null, message: UNKNOWN_ACTION }, { status: 400 });
}

/** One applicant: the application, the status form, the message form, the company's private notes, and the history. */
export default function ApplicantPage() {
  const { job, company, applicant, notes, history, mailOff, page, totalPages } = useLoaderData<typeof loader>();
  const failure = useActionData<ApplicantActionFailure>();
  const path = applicantPath(job.id, applicant.applicationId);
  return (
    <section className="container page-section posted-jobs-page applicant-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/posted-jobs">Posted Jobs</Link> <span aria-hidden="true">/</span> <Link to={`/posted-jobs/${job.id}`}>{job.title}</Link>{" "}
        <span aria-hidden="true">/</span> <span>{applicant.fullName}</span>
      </nav>
      {failure && failure.form !== "note" && failure.form !== "message" ? <FormAlert message={failure.message} /> : null}
      <ApplicantCard applicant={applicant} action={path} headingLevel={1} />

      {applicant.status === "withdrawn" ? null : (
        <section className="card" aria-labelledby="message-heading">
          <h2 id="message-heading">{PIPELINE_TEXT.messageHeading}</h2>
          {mailOff ? (
            <p className="muted">{PIPELINE_TEXT.messageMailOff}</p>
          ) : (
            <MessageForm
              key={history.messages.at(-1)?.id ?? 0}
              action={path}
              company={company.name}
              failure={failure?.form === "message" ? failure : undefined}
            />
          )}
        </section>
      )}

      <div className="applicant-sections">
        <section className="card" aria-labelledby="notes-heading">
          <h2 id="notes-heading">Notes</h2>
          <p className="muted">{EMPLOYER_TEXT.notesArePrivate}</p>
          {/* A new note changes the key: the form starts empty again after it is saved. */}
          <NoteForm key={notes[0]?.id ?? 0} action={path} failure={failure?.form === "note" ? failure : undefined} />
          {notes.length ? (
            <ol className="note-list" aria-label="Notes, newest first">
              {notes.map((note) => (
                <li key={note.id} className="note">
                  <p className="note-meta">
                    {note.author ?? EMPLOYER_TEXT.formerUser}, <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                  </p>
                  <p className="note-body">{note.body}</p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="muted">No notes yet.</p>
          )}
          <Pagination page={page} totalPages={totalPages} hrefFor={(n) => (n === 1 ? path : `${path}?page=${n}`)} />
        </section>

        <section className="card" aria-labelledby="history-heading">
          <h2 id="history-heading">History</h2>
          <ol className="history-list">
            {history.earlierLeftOut ? (
              <li className="muted">Earlier changes are not shown.</li>
            ) : (
              <li>
                <span className="history-event">Applied</span>{" "}
                <time dateTime={applicant.appliedDate}>{formatDateTime(applicant.appliedDate)}</time>
              </li>
            )}
            {timeline(history.changes, history.messages).map((entry) =>
              "to" in entry ? (
                <StatusChangeItem key={`change-${entry.id}`} change={entry} />
              ) : (
                <MessageItem key={`message-${entry.id}`} message={entry} />
              ),
            )}
          </ol>
        </section>
      </div>
    </section>
  );
}

/** The status changes and the messages in one list, oldest first. */
function timeline(changes: StatusChange[], messages: ApplicationMessage[]): (StatusChange | ApplicationMessage)[] {
  const at = (entry: StatusChange | ApplicationMessage) => ("to" in entry ? entry.changedAt : entry.sentAt);
  return [...changes, ...messages].sort((a, b) => (at(a) < at(b) ? -1 : at(a) > at(b) ? 1 : 0));
}

function MessageItem({ message }: { message: ApplicationMessage }) {
  return (
    <li className="history-message">
      <span className="history-event">{PIPELINE_TEXT.messageEvent}</span> by {message.sentBy ?? EMPLOYER_TEXT.formerUser},{" "}
      <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
      <p className="note-body">{message.body}</p>
    </li>
  );
}

function StatusChangeItem({ change }: { change: StatusChange }) {
  return (
    <li>
      <span className="history-event">
        {statusBadge(change.from).label} <span aria-hidden="true">→</span>
        <span className="visually-hidden"> to</span> {statusBadge(change.to).label}
      </span>{" "}
      by {change.changedBy ?? EMPLOYER_TEXT.formerUser}, <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>
    </li>
  );
}

/** The add-note form: a plain post; Conform checks it in the browser with the server's schema. */
function NoteForm({ action, failure }: { action: string; failure?: Extract<ApplicantActionFailure, { form: "note" }> }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === action && navigation.formData?.get("intent") === "note";
  const [form, fields] = useForm({
    id: "note",
    lastResult: failure?.result,
    constraint: getZodConstraint(noteSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: noteSchema }),
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="note-form">
      <input type="hidden" name="intent" value="note" />
      <FormAlert message={failure?.message} form={form} answer={failure} />
      <fieldset disabled={saving} className="form-fields">
        <legend className="visually-hidden">Add a note</legend>
        <TextField
          meta={fields.note}
          label="Note"
          multiline
          rows={4}
          hint={`Up to ${MAX_NOTE_LENGTH.toLocaleString("en-US")} characters.`}
        />
        <button type="submit" className="button button-primary">
          {saving ? "Saving..." : "Add Note"}
        </button>
      </fieldset>
    </Form>
  );
}
