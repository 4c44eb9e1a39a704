import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { BreakableText } from "~/components/breakable-text";
import { Link } from "~/components/link";
import { Pagination } from "~/components/pagination";
import { StaffPage } from "~/components/staff-console";
import { formatDateTime } from "~/lib/dates";
import { pageTitle } from "~/lib/meta";
import { isStaffAction, STAFF_ACTIONS, STAFF_PAGE_TEXT } from "~/lib/staff-console";
import { idParam, pagingFor } from "~/server/http.server";
import { listStaffMembers } from "~/server/staff-accounts.server";
import { countAuditEntries, listAuditEntries } from "~/server/staff-audit.server";
import { requireStaff, staffPageTakesNoPosts } from "~/server/staff-auth.server";

// The staff's audit log (docs/product.md#the-staff-console): newest first, 20 a page, by action and staff member.

export const meta: MetaFunction = () => [{ title: pageTitle(STAFF_PAGE_TEXT.auditHeading) }, { name: "robots", content: "noindex" }];

export const action = (args: ActionFunctionArgs) => staffPageTakesNoPosts(args);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const asked = params.get("action") ?? "";
  const action = isStaffAction(asked) ? asked : undefined;
  const staffId = idParam(params.get("staff")) ?? undefined;
  const filters = { action, staffId };
  const total = await countAuditEntries(filters);
  const paging = pagingFor(request, total);
  const [entries, staffMembers] = await Promise.all([listAuditEntries(filters, paging), listStaffMembers()]);
  return json(
    {
      action: action ?? "",
      staff: staffId ? String(staffId) : "",
      staffMembers,
      total,
      page: paging.page,
      totalPages: paging.totalPages,
      entries,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The console's page of what an entry changed. */
const subjectPath = ({ kind, id }: { kind: "enquiry" | "job" | "user"; id: number }) =>
  `/staff/${{ enquiry: "enquiries", job: "jobs", user: "users" }[kind]}/${id}`;

/** A value of an entry's before or after as words: text as it is, none as "—", anything else as JSON. */
const shown = (value: unknown) => (value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value));

/** Each field an entry's before or after names, with its two values. */
function changedFields(entry: { before: Record<string, unknown>; after: Record<string, unknown> }) {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  return fields.map((field) => ({ field, before: shown(entry.before[field]), after: shown(entry.after[field]) }));
}

export default function StaffAudit() {
  const { action, staff, staffMembers, total, page, totalPages, entries } = useLoaderData<typeof loader>();
  const query = new URLSearchParams(Object.entries({ action, staff }).filter(([, value]) => value !== ""));
  return (
    <StaffPage heading={STAFF_PAGE_TEXT.auditHeading}>
      <Form method="get" className="inline-form">
        <div className="field">
          <label htmlFor="audit-action">Action</label>
          <select id="audit-action" name="action" defaultValue={action}>
            <option value="">Any</option>
            {STAFF_ACTIONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-staff">Staff member</label>
          <select id="audit-staff" name="staff" defaultValue={staff}>
            <option value="">Anyone</option>
            {staffMembers.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-secondary">
          {STAFF_PAGE_TEXT.filter}
        </button>
      </Form>
      <p>{total} entries</p>
      {entries.length === 0 ? <p className="muted">{STAFF_PAGE_TEXT.noEntries}</p> : null}
      <ol className="audit-entries">
        {entries.map((entry) => (
          <li key={entry.id}>
            <p>
              {formatDateTime(entry.createdAt)} · <BreakableText text={entry.staffEmail} /> (#{entry.staffId}) ·{" "}
              <strong>{entry.action}</strong> ·{" "}
              <Link to={subjectPath(entry.subject)}>
                {entry.subject.kind} {entry.subject.id}
              </Link>
            </p>
            <dl className="audit-changes">
              {changedFields(entry).map(({ field, before, after }) => (
                <div key={field}>
                  <dt>{field}</dt>
                  <dd>
                    <span className="muted">Before:</span> {before} · <span className="muted">After:</span> {after}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(n) => `/staff/audit?${new URLSearchParams([...query, ["page", String(n)]])}`}
      />
    </StaffPage>
  );
}
