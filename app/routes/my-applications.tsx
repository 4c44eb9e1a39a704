import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Await, defer, useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { Link } from "~/components/link";
import { Suspense } from "react";
import { ApplicationCard, ApplicationSkeletons } from "~/components/application-card";
import { Pagination } from "~/components/pagination";
import { SectionFailure } from "~/components/page-failures";
import { SignInPrompt } from "~/components/sign-in-prompt";
import { APPLY_TEXT, WITHDRAW_TEXT, type Application } from "~/lib/applications";
import { pluralize } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import { useCurrentUser } from "~/lib/use-current-user";
import { countApplications, listApplications, withdrawApplication } from "~/server/applications.server";
import { getCurrentUser, requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/flash.server";
import { idParam, pagingFor, readForm } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";
import { pageSections } from "~/server/sections.server";

// My Applications' own words (docs/product.md#wording).
const MY_APPLICATIONS_TEXT = {
  loadFailed: "Failed to load applications. Please try again.",
  emptyTitle: "No applications yet",
  emptyDescription: "Start exploring job opportunities and apply to positions that match your skills.",
  signedOutHeading: "Please log in to view your applications",
} as const;

export const meta: MetaFunction = () => [{ title: pageTitle("My Applications") }];

interface ApplicationsPage {
  applications: Application[];
  total: number;
  page: number;
  totalPages: number;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  const empty: ApplicationsPage = { applications: [], total: 0, page: 1, totalPages: 0 };
  if (user?.role !== "candidate") return json({ list: empty as ApplicationsPage | null });
  // The list is the page's main content: failed, the page says so in its place, and answers 503.
  const sections = pageSections();
  const list = await sections.load("applications", async (): Promise<ApplicationsPage> => {
    const total = await countApplications(user.id);
    const { page, pageSize, totalPages } = pagingFor(request, total);
    const applications = await listApplications(user.id, { page, pageSize });
    return { applications, total, page, totalPages };
  });
  return json({ list }, sections.answer(list === null));
}

/**
 * Withdraw (the card's form posts withdraw=<application id> and the list's page): back to that
 * page with a toast saying it was withdrawn, or why not.
 */
export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const formData = await readForm(request);
  const page = idParam(formData.get("page"));
  const back = page && page > 1 ? `/my-applications?page=${page}` : "/my-applications";
  const user = await requireUser(request, back);
  if (user.role !== "candidate") return redirectWithToast(back, { title: APPLY_TEXT.candidatesOnly, variant: "destructive" });
  const applicationId = idParam(formData.get("withdraw"));
  const outcome =
    applicationId === null ? { refusal: { message: WITHDRAW_TEXT.notFound } } : await withdrawApplication(user.id, applicationId);
  if ("refusal" in outcome) return redirectWithToast(back, { title: outcome.refusal.message, variant: "destructive" });
  return redirectWithToast(back, { title: WITHDRAW_TEXT.withdrawnTitle, description: outcome.application.job.title });
}

/**
 * On a client-side navigation the page shows at once with three skeleton cards, and the list
 * follows. The first, server-rendered load has the list in the page already.
 * (This runs in the browser, hence `defer` from @remix-run/react.)
 */
export function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  return defer({
    list: serverLoader<typeof loader>().then((data) => {
      // The server's list failed (a 503 with no list): the page says so, as when the request does.
      if (!data.list) throw new Error("The applications failed to load");
      return data.list;
    }),
  });
}

export default function MyApplicationsPage() {
  const user = useCurrentUser();
  const { list } = useLoaderData() as { list: ApplicationsPage | Promise<ApplicationsPage> | null };

  if (!user) return <SignInPrompt heading={MY_APPLICATIONS_TEXT.signedOutHeading} returnTo="/my-applications" />;
  return (
    <section className="container page-section applications-page">
      <header className="page-header">
        <h1>My Applications</h1>
        <p className="lead">Every job you have applied to, and where each application stands.</p>
      </header>
      {user.role !== "candidate" ? (
        <p className="empty-state">{APPLY_TEXT.candidatesOnly}</p>
      ) : list === null ? (
        <LoadFailed />
      ) : (
        <Suspense fallback={<ApplicationSkeletons />}>
          <Await resolve={list} errorElement={<LoadFailed />}>
            {(loaded) => <ApplicationList {...loaded} />}
          </Await>
        </Suspense>
      )}
    </section>
  );
}

function ApplicationList({ applications, total, page, totalPages }: ApplicationsPage) {
  if (total === 0) {
    return (
      <div className="empty-state">
        <h2>{MY_APPLICATIONS_TEXT.emptyTitle}</h2>
        <p className="muted">{MY_APPLICATIONS_TEXT.emptyDescription}</p>
        <Link to="/jobs" className="button button-primary">
          Browse Jobs
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="result-count">{pluralize(total, "application")}</p>
      <ul className="application-list">
        {applications.map((application) => (
          <li key={application.id}>
            <ApplicationCard application={application} page={page} />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => (n === 1 ? "/my-applications" : `/my-applications?page=${n}`)} />
    </>
  );
}

function LoadFailed() {
  return <SectionFailure message={MY_APPLICATIONS_TEXT.loadFailed} retryHref="/my-applications" />;
}

export function ErrorBoundary() {
  return (
    <section className="container page-section applications-page">
      <h1>My Applications</h1>
      <LoadFailed />
    </section>
  );
}
