import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ApplyDialogProvider } from "~/components/apply";
import { AuthDialogProvider } from "~/components/auth-dialog";
import { CanonicalLink } from "~/components/canonical-link";
import { Link } from "~/components/link";
import { useNonce } from "~/components/nonce";
import { NotFound } from "~/components/page-failures";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Toaster } from "~/components/toaster";
import { NOT_FOUND_TITLE, pageTitle } from "~/lib/meta";
import { UNREACHABLE_MESSAGE } from "~/lib/toast";
import stylesheet from "~/styles/app.css";
import { rootLoader } from "./root.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ error }) => {
  if (isRouteErrorResponse(error) && error.status === 404) return [{ title: NOT_FOUND_TITLE }];
  return [{ title: pageTitle(error ? "Something went wrong" : "Engineering Jobs and Recruiting") }];
};

export const loader = rootLoader;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <CanonicalLink siteUrl={data?.siteUrl} />
      </head>
      <body>
        <AuthDialogProvider>
          <ApplyDialogProvider>
            <SiteHeader />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter />
          </ApplyDialogProvider>
        </AuthDialogProvider>
        <Toaster flash={data?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    // A page this account may not use (a job seeker on an employer page): say why, and where to go.
    return (
      <section className="container page-section error-page">
        <h1>Not available for this account</h1>
        <p>{typeof error.data?.message === "string" ? error.data.message : "This page is not available to your account."}</p>
        <Link to="/" className="button button-primary">
          Go to the home page
        </Link>
      </section>
    );
  }
  // A page whose data never came (the connection dropped it: fetch's TypeError) says so. Its address
  // holds what was asked for (a search's words), so Try again, a plain link, asks again.
  return (
    <section className="container page-section error-page">
      <h1>Something went wrong</h1>
      <p>{error instanceof TypeError ? UNREACHABLE_MESSAGE : "We could not show this page. Please try again in a moment."}</p>
      <a href={location.pathname + location.search} className="button button-primary">
        Try again
      </a>
    </section>
  );
}
