import type { User } from "~/lib/accounts";
import { getCurrentUser } from "./auth.server";
import { apiError, methodNotAllowed, notFound } from "./http.server";

// The staff console's gate (docs/security.md#staff-accounts). Staff pages must not reveal that
// they exist: to anyone but a staff account signed in with its second factor in this session,
// every /staff page answers the site's ordinary 404 and every /api/staff call the API's.

/** A signed-in staff user who passed the second factor in this session (getCurrentUser checks it). */
async function currentStaff(request: Request): Promise<User | null> {
  const user = await getCurrentUser(request);
  return user?.role === "staff" ? user : null;
}

/** The staff user for a /staff page; anyone else: throws the ordinary 404. */
export async function requireStaff(request: Request): Promise<User> {
  const user = await currentStaff(request);
  if (!user) throw notFound();
  return user;
}

/** The staff user for an /api/staff call; anyone else: throws the API's JSON 404. */
export async function requireStaffApi(request: Request): Promise<User> {
  const user = await currentStaff(request);
  if (!user) throw apiError(404, "Not found");
  return user;
}

/**
 * The action of a staff page that takes no posts: the gate first, then 405, so that to anyone else
 * a post answers 404 as the page does (Remix's own 405 would tell that the address exists).
 */
export async function staffPageTakesNoPosts({ request }: { request: Request }): Promise<Response> {
  await requireStaff(request);
  return methodNotAllowed();
}
