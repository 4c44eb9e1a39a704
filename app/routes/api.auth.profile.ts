import { json, type ActionFunctionArgs } from "@remix-run/node";
import { profileSchema } from "~/lib/account-schemas";
import { type ApiMethod, parseJsonBody, wrongMethod } from "~/server/http.server";
import { updateProfile } from "~/server/accounts.server";
import { requireApiUser } from "~/server/auth.server";
import { refuseCrossSite } from "~/server/security.server";

export const methods: ApiMethod[] = ["PATCH"];

/**
 * PATCH /api/auth/profile: the profile fields to change (absent ones are kept), validated by the
 * form's schema; answers the updated User itself.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return wrongMethod("PATCH");
  refuseCrossSite(request);
  const { user, error } = await requireApiUser(request);
  if (error) return error;
  const { primaryResumeUrl: _resume, ...current } = user.profile;
  const body = await parseJsonBody(
    request,
    profileSchema
      .partial()
      .transform((changes) => ({ ...current, ...changes }))
      .pipe(profileSchema),
  );
  if (body.error) return body.error;
  return json(await updateProfile(user.id, body.data));
}

export const loader = () => wrongMethod("PATCH");
