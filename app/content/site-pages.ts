// Every page of the site, once: the sitemap lists the `listed` ones, and the layout tests open
// each as everyone who may see it. Apart from pages.ts, which every page's header loads in the
// browser: only the sitemap's loader and the tests read this list.
import { MARKETING_PAGES } from "./pages";

/**
 * Who a page is for: anyone, or only a signed-in user (of one role); others are sent to sign in, or
 * refused. `signed-in` is a candidate or an employer; `staff` pages are a 404 to everyone else.
 */
export type PageAudience = "anyone" | "signed-in" | "candidate" | "employer" | "staff";

export interface SitePage {
  /**
   * The address; `:id` stands for a job's id, `:applicationId` for an application's, `:company` for a
   * company's slug, `:enquiryId` for an enquiry's and `:userId` for an account's.
   */
  path: string;
  audience: PageAudience;
  /** Listed in the sitemap (app/routes/sitemaps.$name.ts); jobs have sitemaps of their own. */
  listed?: boolean;
}

/**
 * Every page of the site, once. The sitemap lists the `listed` ones, and the layout tests
 * (e2e/layout.spec.ts) open each at phone, tablet and desktop widths as everyone who may see it:
 * a new page goes here.
 */
export const SITE_PAGES: SitePage[] = [
  { path: "/", audience: "anyone", listed: true },
  { path: "/jobs", audience: "anyone", listed: true },
  { path: "/jobs/:id", audience: "anyone" },
  { path: "/jobs/:id/report", audience: "anyone" },
  { path: "/employers", audience: "anyone", listed: true },
  { path: "/companies/:company", audience: "anyone" },
  { path: "/employer", audience: "anyone", listed: true },
  { path: "/healthcare", audience: "anyone", listed: true },
  { path: "/privacy", audience: "anyone", listed: true },
  ...MARKETING_PAGES.map(({ slug }): SitePage => ({ path: `/${slug}`, audience: "anyone", listed: true })),
  { path: "/login", audience: "anyone" },
  { path: "/register", audience: "anyone" },
  { path: "/forgot-password", audience: "anyone" },
  { path: "/reset-password", audience: "anyone" },
  { path: "/unsubscribe", audience: "anyone" },
  { path: "/settings", audience: "signed-in" },
  { path: "/profile", audience: "candidate" },
  { path: "/my-applications", audience: "candidate" },
  { path: "/saved-jobs", audience: "candidate" },
  { path: "/jobs/:id/apply", audience: "candidate" },
  { path: "/post-job", audience: "employer" },
  { path: "/posted-jobs", audience: "employer" },
  { path: "/posted-jobs/:id", audience: "employer" },
  { path: "/posted-jobs/:id/edit", audience: "employer" },
  { path: "/posted-jobs/:id/applicants/:applicationId", audience: "employer" },
  { path: "/staff", audience: "staff" },
  { path: "/staff/two-factor", audience: "staff" },
  { path: "/staff/enquiries", audience: "staff" },
  { path: "/staff/enquiries/:enquiryId", audience: "staff" },
  { path: "/staff/jobs", audience: "staff" },
  { path: "/staff/jobs/:id", audience: "staff" },
  { path: "/staff/users", audience: "staff" },
  { path: "/staff/users/:userId", audience: "staff" },
  { path: "/staff/audit", audience: "staff" },
];
