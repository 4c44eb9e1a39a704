import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import { StaffPage } from "~/components/staff-console";
import { formatDate } from "~/lib/dates";
import { pageTitle } from "~/lib/meta";
import { isStaffAction, STAFF_ACTIONS, STAFF_PAGE_TEXT } from "~/lib/staff-console";
import { idParam, pagingFor } from "~/server/http.server";
import { listStaffAccounts } from "~/server/staff-accounts.server";
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
  const [entries, staffAccounts] = await Promise.all([listAuditEntries(filters, paging), listStaffAccounts()]);
  const staffMembers = staffAccounts.map(({ id, email }) => ({ id, email }));
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
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <p>
              {formatDate(entry.createdAt)} · {entry.staffEmail} (#{entry.staffId}) · <strong>{entry.action}</strong> · {entry.subject.kind}{" "}
              {entry.subject.id}
            </p>
            <p className="muted">
              Before: <code>{JSON.stringify(entry.before)}</code> · After: <code>{JSON.stringify(entry.after)}</code>
            </p>
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
