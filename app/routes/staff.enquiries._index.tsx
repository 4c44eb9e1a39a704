import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { Pagination } from "~/components/pagination";
import { StaffPage } from "~/components/staff-console";
import { formatDate } from "~/lib/dates";
import { ENQUIRY_DISCIPLINES, HEALTHCARE_SPECIALTIES } from "~/lib/enquiries";
import { pageTitle } from "~/lib/meta";
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, STAFF_PAGE_TEXT } from "~/lib/staff-console";
import { enquiryFiltersSchema } from "~/lib/staff-console-schemas";
import { pagingFor } from "~/server/http.server";
import { countEnquiries, listEnquiries } from "~/server/staff-enquiries.server";
import { requireStaff, staffPageTakesNoPosts } from "~/server/staff-auth.server";

// The staff's list of enquiries (docs/product.md#the-staff-console): a GET filter form, newest first, 20 a page.

export const meta: MetaFunction = () => [{ title: pageTitle(STAFF_PAGE_TEXT.enquiriesHeading) }, { name: "robots", content: "noindex" }];

export const action = (args: ActionFunctionArgs) => staffPageTakesNoPosts(args);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const url = new URL(request.url);
  const filters = enquiryFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const total = await countEnquiries(filters);
  const paging = pagingFor(request, total);
  const enquiries = await listEnquiries(filters, paging);
  return json(
    { filters, total, page: paging.page, totalPages: paging.totalPages, enquiries },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function StaffEnquiries() {
  const { filters, total, page, totalPages, enquiries } = useLoaderData<typeof loader>();
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const hrefFor = (n: number) => `/staff/enquiries?${new URLSearchParams([...query, ["page", String(n)]])}`;
  return (
    <StaffPage heading={STAFF_PAGE_TEXT.enquiriesHeading}>
      <Form method="get" className="inline-form">
        <div className="field">
          <label htmlFor="filter-kind">Kind</label>
          <select id="filter-kind" name="kind" defaultValue={filters.kind ?? ""}>
            <option value="">Any</option>
            <option value="engineering">Engineering</option>
            <option value="healthcare">Healthcare</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-field">Discipline or specialty</label>
          <select id="filter-field" name="field" defaultValue={filters.field ?? ""}>
            <option value="">Any</option>
            {[...ENQUIRY_DISCIPLINES, ...HEALTHCARE_SPECIALTIES].map((field) => (
              <option key={field} value={field}>
                {field}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">Any</option>
            {ENQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ENQUIRY_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-secondary">
          {STAFF_PAGE_TEXT.filter}
        </button>
      </Form>
      <p>
        {total} {total === 1 ? "enquiry" : "enquiries"} ·{" "}
        <a href={`/staff/enquiries/csv?${query}`} download>
          {STAFF_PAGE_TEXT.exportCsv}
        </a>
      </p>
      {enquiries.length === 0 ? (
        <p className="muted">{STAFF_PAGE_TEXT.noEnquiries}</p>
      ) : (
        // Wider than a phone: the table scrolls in its own box (its links take the focus into it).
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Company</th>
                <th scope="col">Kind</th>
                <th scope="col">Discipline or specialty</th>
                <th scope="col">Status</th>
                <th scope="col">Owner</th>
              </tr>
            </thead>
            <tbody>
              {enquiries.map((enquiry) => (
                <tr key={enquiry.id}>
                  <td>{formatDate(enquiry.createdAt)}</td>
                  <td>
                    <Link to={`/staff/enquiries/${enquiry.id}`}>{enquiry.companyName}</Link>
                  </td>
                  <td>{enquiry.kind === "engineering" ? "Engineering" : "Healthcare"}</td>
                  <td>{enquiry.field}</td>
                  <td>{ENQUIRY_STATUS_LABELS[enquiry.status]}</td>
                  <td>{enquiry.ownerEmail ?? "None"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
    </StaffPage>
  );
}
