import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BreakableText } from "~/components/breakable-text";
import { ButtonForm, OneFieldForm, StaffPage } from "~/components/staff-console";
import { FIX_FIELDS, UNKNOWN_ACTION, type StaffFormFailure } from "~/lib/action-data";
import { formatDate } from "~/lib/dates";
import { pageTitle } from "~/lib/meta";
import { STAFF_PAGE_TEXT, STAFF_CONSOLE_TEXT } from "~/lib/staff-console";
import { suspendUserSchema } from "~/lib/staff-console-schemas";
import { redirectWithToast } from "~/server/flash.server";
import { idParam, notFound, readForm } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";
import { getStaffUser, restoreUser, suspendUser } from "~/server/staff-users.server";
import { requireStaff } from "~/server/staff-auth.server";

// One account for the staff (docs/product.md#the-staff-console): suspend with a reason, or restore.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? data.user.email : STAFF_PAGE_TEXT.usersHeading) },
  { name: "robots", content: "noindex" },
];

async function userOf(idText: string | undefined) {
  const id = idParam(idText);
  const user = id === null ? undefined : await getStaffUser(id);
  if (!user) throw notFound();
  return user;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  return json({ user: await userOf(params.id) }, { headers: { "Cache-Control": "private, no-store" } });
}

const REFUSALS = {
  "not-suspendable": STAFF_CONSOLE_TEXT.staffNotSuspendable,
  "already-suspended": STAFF_CONSOLE_TEXT.alreadySuspended,
} as const;

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  refuseCrossSite(request);
  const user = await userOf(params.id);
  const formData = await readForm(request);
  const back = `/staff/users/${user.id}`;
  const intent = formData.get("intent");
  if (intent === "suspend") {
    const submission = parseWithZod(formData, { schema: suspendUserSchema });
    if (submission.status !== "success") {
      return json<StaffFormFailure>({ form: "suspend", result: submission.reply(), message: FIX_FIELDS }, { status: 400 });
    }
    const outcome = await suspendUser(staff, user.id, submission.value.reason);
    if (outcome === "not-found") throw notFound();
    if (outcome !== "suspended") return json<StaffFormFailure>({ form: "suspend", message: REFUSALS[outcome] }, { status: 409 });
    return redirectWithToast(back, { title: STAFF_PAGE_TEXT.suspended });
  }
  if (intent === "restore") {
    const outcome = await restoreUser(staff, user.id);
    if (outcome !== "restored")
      return json<StaffFormFailure>({ form: "restore", message: STAFF_CONSOLE_TEXT.notSuspended }, { status: 409 });
    return redirectWithToast(back, { title: STAFF_PAGE_TEXT.userRestored });
  }
  return json<StaffFormFailure>({ form: "", message: UNKNOWN_ACTION }, { status: 400 });
}

export default function StaffUser() {
  const { user } = useLoaderData<typeof loader>();
  const failure = useActionData<StaffFormFailure>();
  return (
    <StaffPage heading={<BreakableText text={user.email} />}>
      <p>
        {user.role} · joined {formatDate(user.createdAt)}
        {user.companyName ? ` · ${user.companyName}` : ""}
      </p>
      {failure && failure.form !== "suspend" ? (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      ) : null}
      {user.suspendedAt ? (
        <>
          <p>
            <strong>Suspended since {formatDate(user.suspendedAt)}</strong>
            {user.suspendedReason ? ` · Reason: ${user.suspendedReason}` : ""}
          </p>
          <ButtonForm intent="restore" label={STAFF_PAGE_TEXT.restoreUser} />
        </>
      ) : (
        <OneFieldForm
          id="suspend"
          intent="suspend"
          schema={suspendUserSchema}
          name="reason"
          label={STAFF_PAGE_TEXT.reason}
          submit={STAFF_PAGE_TEXT.suspend}
          failure={failure}
          multiline
        />
      )}
    </StaffPage>
  );
}
