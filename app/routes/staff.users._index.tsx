import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { StaffPage } from "~/components/staff-console";
import { ROLE_LABELS } from "~/lib/accounts";
import { pageTitle } from "~/lib/meta";
import { STAFF_PAGE_TEXT } from "~/lib/staff-console";
import { findUsersByEmail } from "~/server/staff-users.server";
import { requireStaff, staffPageTakesNoPosts } from "~/server/staff-auth.server";

// The staff's accounts (docs/product.md#the-staff-console): found by e-mail, exactly or by its start.

export const meta: MetaFunction = () => [{ title: pageTitle(STAFF_PAGE_TEXT.usersHeading) }, { name: "robots", content: "noindex" }];

export const action = (args: ActionFunctionArgs) => staffPageTakesNoPosts(args);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const email = (new URL(request.url).searchParams.get("email") ?? "").slice(0, 254);
  return json({ email, users: await findUsersByEmail(email) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function StaffUsers() {
  const { email, users } = useLoaderData<typeof loader>();
  const none = email.trim() !== "" && users.length === 0;
  return (
    <StaffPage heading={STAFF_PAGE_TEXT.usersHeading}>
      <Form method="get" className="inline-form">
        <div className="field">
          <label htmlFor="find-user">{STAFF_PAGE_TEXT.findUserLabel}</label>
          <input
            id="find-user"
            name="email"
            type="search"
            defaultValue={email}
            aria-invalid={none || undefined}
            aria-describedby={none ? "find-user-error" : undefined}
          />
          <p className="field-error" id="find-user-error" hidden={!none}>
            {STAFF_PAGE_TEXT.noUsers}
          </p>
        </div>
        <button type="submit" className="button button-secondary">
          {STAFF_PAGE_TEXT.findUser}
        </button>
      </Form>
      <ul>
        {users.map((user) => (
          <li key={user.id}>
            <Link to={`/staff/users/${user.id}`}>{user.email}</Link> ·{" "}
            {user.role in ROLE_LABELS ? ROLE_LABELS[user.role as keyof typeof ROLE_LABELS] : user.role}
            {user.companyName ? ` · ${user.companyName}` : ""}
            {user.suspendedAt ? " · Suspended" : ""}
          </li>
        ))}
      </ul>
    </StaffPage>
  );
}
