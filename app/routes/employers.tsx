import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { pluralize } from "~/lib/format";
import { companyPath } from "~/lib/jobs";
import { pageTitle } from "~/lib/meta";
import { NOINDEX_FOLLOW } from "~/lib/seo";
import { Pagination } from "~/components/pagination";
import { countCompanies, listCompanies } from "~/server/companies.server";
import { pagingFor } from "~/server/http.server";
import { CompanyLogo } from "~/components/company-logo";
import { CompanyWebsiteLink } from "~/components/company-website";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle("Employers Hiring Engineers") },
  { name: "description", content: "Engineering employers hiring through Keystone Talent, with their open jobs." },
  // Only the first page is indexed (docs/product.md#feeds-and-search-engines).
  ...(data && data.page > 1 ? [NOINDEX_FOLLOW] : []),
];

/** Companies on a page of the directory. */
const COMPANIES_PAGE_SIZE = 24;

export async function loader({ request }: LoaderFunctionArgs) {
  const total = await countCompanies();
  const { page, pageSize, totalPages } = pagingFor(request, total, COMPANIES_PAGE_SIZE);
  // The canonical address keeps the page (app/components/canonical-link.tsx).
  const canonical = page > 1 ? `/employers?page=${page}` : "/employers";
  return json({ companies: await listCompanies({ page, pageSize }), total, page, totalPages, canonical });
}

export default function Employers() {
  const { companies, total, page, totalPages } = useLoaderData<typeof loader>();
  return (
    <div className="container page-section">
      <header className="page-header">
        <h1>Employers Hiring Engineers</h1>
        {total > 0 ? (
          <p className="lead">
            {pluralize(total, "company", "companies")} recruiting engineers through us, from startups to global manufacturers.
          </p>
        ) : null}
      </header>
      {total === 0 ? (
        <div className="empty-state">
          <p>No companies are listed yet. Hiring engineers? Create an employer account and post your first job.</p>
          <Link to="/register" className="button button-primary">
            Get Started
          </Link>
        </div>
      ) : null}
      <ul className="employer-directory">
        {companies.map((company) => {
          return (
            <li key={company.id} className="card employer-entry">
              <CompanyLogo company={company} size={64} large lazy />
              <div className="employer-body">
                <h2>
                  <Link to={companyPath(company.slug)}>{company.name}</Link>
                </h2>
                <p className="muted">
                  {company.industry} · {company.size}
                </p>
                <p>{company.description}</p>
                <p className="stack-links">
                  <Link to={`${companyPath(company.slug)}#open-jobs`} className="button button-secondary button-small">
                    {company.openJobs > 0 ? `View ${pluralize(company.openJobs, "open job")}` : "No open jobs right now"}
                    <span className="visually-hidden"> at {company.name}</span>
                  </Link>
                  <CompanyWebsiteLink website={company.website} />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => (n === 1 ? "/employers" : `/employers?page=${n}`)} />
    </div>
  );
}
