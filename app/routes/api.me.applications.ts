import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { type ApiMethod, methodNotAllowed, pagingQuery, parseQuery } from "~/server/http.server";
import { listApplications } from "~/server/applications.server";
import { requireApiUser } from "~/server/auth.server";

export const methods: ApiMethod[] = ["GET"];

const query = z.object(pagingQuery);

/** GET /api/me/applications?page&pageSize: the signed-in user's Application[], newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, error } = await requireApiUser(request);
  if (error) return error;
  const paging = parseQuery(request, query);
  if (paging.error) return paging.error;
  return json(await listApplications(user.id, paging.data), { headers: { "Cache-Control": "private, no-store" } });
}

export const action = methodNotAllowed;
