import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ButtonForm, OneFieldForm, StaffPage } from "~/components/staff-console";
import { FIX_FIELDS, UNKNOWN_ACTION, type StaffFormFailure } from "~/lib/action-data";
import { formatDateTime } from "~/lib/dates";
import { pageTitle } from "~/lib/meta";
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, STAFF_CONSOLE_TEXT, STAFF_PAGE_TEXT } from "~/lib/staff-console";
import { enquiryNoteSchema, enquiryOwnerSchema, enquiryStatusSchema } from "~/lib/staff-console-schemas";
import { redirectWithToast } from "~/server/flash.server";
import { idParam, notFound, readForm } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";
import { addEnquiryNote, getEnquiry, setEnquiryOwner, setEnquiryStatus } from "~/server/staff-enquiries.server";
import { listStaffMembers } from "~/server/staff-accounts.server";
import { requireStaff } from "~/server/staff-auth.server";

// One enquiry for the staff (docs/product.md#the-staff-console): its fields, status and history,
// owner and notes, each change a plain post.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Enquiry from ${data.enquiry.companyName}` : STAFF_PAGE_TEXT.enquiriesHeading) },
  { name: "robots", content: "noindex" },
];

async function enquiryOf(idText: string | undefined) {
  const id = idParam(idText);
  const enquiry = id === null ? undefined : await getEnquiry(id);
  if (!enquiry) throw notFound();
  return enquiry;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const [enquiry, staffMembers] = await Promise.all([enquiryOf(params.id), listStaffMembers()]);
  return json({ enquiry, staffId: staff.id, staffMembers }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  refuseCrossSite(request);
  const enquiry = await enquiryOf(params.id);
  const formData = await readForm(request);
  const back = `/staff/enquiries/${enquiry.id}`;
  const intent = formData.get("intent");
  if (intent === "status") {
    const submission = parseWithZod(formData, { schema: enquiryStatusSchema });
    if (submission.status !== "success") return json<StaffFormFailure>({ form: "status", message: FIX_FIELDS }, { status: 400 });
    const outcome = await setEnquiryStatus(staff, enquiry.id, submission.value.status);
    return redirectWithToast(back, { title: outcome === "changed" ? STAFF_PAGE_TEXT.statusSaved : STAFF_PAGE_TEXT.nothingChanged });
  }
  if (intent === "note") {
    const submission = parseWithZod(formData, { schema: enquiryNoteSchema });
    if (submission.status !== "success") {
      return json<StaffFormFailure>({ form: "note", result: submission.reply(), message: FIX_FIELDS }, { status: 400 });
    }
    await addEnquiryNote(staff, enquiry.id, submission.value.body);
    return redirectWithToast(back, { title: STAFF_PAGE_TEXT.noteAdded });
  }
  if (intent === "take" || intent === "owner") {
    const refused = () => json<StaffFormFailure>({ form: "owner", message: STAFF_CONSOLE_TEXT.ownerRequired }, { status: 400 });
    const submission = parseWithZod(formData, { schema: enquiryOwnerSchema });
    if (submission.status !== "success") return refused();
    const outcome = await setEnquiryOwner(staff, enquiry.id, intent === "take" ? staff.id : (submission.value.ownerId ?? null));
    if (outcome === "no-such-user") return refused();
    return redirectWithToast(back, { title: outcome === "changed" ? STAFF_PAGE_TEXT.ownerSaved : STAFF_PAGE_TEXT.nothingChanged });
  }
  return json<StaffFormFailure>({ form: "", message: UNKNOWN_ACTION }, { status: 400 });
}

export default function StaffEnquiry() {
  const { enquiry, staffId, staffMembers } = useLoaderData<typeof loader>();
  const failure = useActionData<StaffFormFailure>();
  const facts: [string, string | null][] = [
    ["Received", formatDateTime(enquiry.createdAt)],
    ["Kind", enquiry.kind === "engineering" ? "Engineering" : "Healthcare"],
    ["Page", enquiry.source],
    ["Contact", enquiry.contactName],
    ["Email", enquiry.email],
    ["Phone", enquiry.phone],
    ["Hiring needs", enquiry.hiringNeeds],
    ["Positions to fill", enquiry.positionsToFill],
    ["Timeline", enquiry.timeline],
    ["Message", enquiry.message],
  ];
  return (
    <StaffPage heading={`Enquiry from ${enquiry.companyName}`}>
      <dl>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className="pre-line">{value}</dd>
            </div>
          ))}
      </dl>

      <h2>{STAFF_PAGE_TEXT.status}</h2>
      <Form method="post" className="inline-form">
        <input type="hidden" name="intent" value="status" />
        <label htmlFor="enquiry-status">{STAFF_PAGE_TEXT.status}</label>
        <select key={enquiry.status} id="enquiry-status" name="status" defaultValue={enquiry.status}>
          {ENQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ENQUIRY_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-secondary button-small">
          {STAFF_PAGE_TEXT.saveStatus}
        </button>
      </Form>
      {enquiry.history.length > 0 ? (
        <ol>
          {enquiry.history.map((change, index) => (
            <li key={index}>
              {ENQUIRY_STATUS_LABELS[change.from]} → {ENQUIRY_STATUS_LABELS[change.to]} by {change.byEmail}, {formatDateTime(change.at)}
            </li>
          ))}
        </ol>
      ) : null}

      <h2>{STAFF_PAGE_TEXT.owner}</h2>
      {failure?.form === "owner" ? (
        <p className="form-alert" role="alert">
          {failure.message}
        </p>
      ) : null}
      {/* Handed to a colleague by the select; "Make me the owner" saves a look through it. */}
      <Form method="post" className="inline-form">
        <input type="hidden" name="intent" value="owner" />
        <label htmlFor="enquiry-owner">{STAFF_PAGE_TEXT.owner}</label>
        {/* Keyed by the owner: an uncontrolled select keeps what it showed when "Make me the owner" changes it. */}
        <select
          key={enquiry.owner?.id ?? "none"}
          id="enquiry-owner"
          name="ownerId"
          defaultValue={enquiry.owner ? String(enquiry.owner.id) : ""}
        >
          <option value="">{STAFF_PAGE_TEXT.noOwner}</option>
          {staffMembers.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-secondary button-small">
          {STAFF_PAGE_TEXT.saveOwner}
        </button>
      </Form>
      {enquiry.owner?.id === staffId ? null : <ButtonForm intent="take" label={STAFF_PAGE_TEXT.takeOwnership} />}

      <h2>Notes</h2>
      {enquiry.notes.length === 0 ? <p className="muted">No notes yet.</p> : null}
      <ol>
        {enquiry.notes.map((note) => (
          <li key={note.id}>
            <p className="pre-line">{note.body}</p>
            <p className="muted">
              {note.authorEmail}, {formatDateTime(note.createdAt)}
            </p>
          </li>
        ))}
      </ol>
      <OneFieldForm
        id="note"
        intent="note"
        schema={enquiryNoteSchema}
        name="body"
        label={STAFF_PAGE_TEXT.note}
        submit={STAFF_PAGE_TEXT.addNote}
        failure={failure}
        multiline
      />
    </StaffPage>
  );
}
