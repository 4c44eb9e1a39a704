import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { type ApiMethod, methodNotAllowed } from "~/server/http.server";
import { getCurrentUser } from "~/server/auth.server";

export const methods: ApiMethod[] = ["GET"];

/** GET /api/auth/me: {user}, null when signed out. */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ user: await getCurrentUser(request) }, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = methodNotAllowed;
