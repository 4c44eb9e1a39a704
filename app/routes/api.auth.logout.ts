import { json, type ActionFunctionArgs } from "@remix-run/node";
import { type ApiMethod, wrongMethod } from "~/server/http.server";
import { refuseCrossSite } from "~/server/security.server";
import { endSession } from "~/server/session.server";

export const methods: ApiMethod[] = ["POST"];

/** POST /api/auth/logout: {ok: true}; the server session is deleted and the cookie cleared. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return wrongMethod("POST");
  refuseCrossSite(request);
  return json({ ok: true }, { headers: { "Set-Cookie": await endSession(request) } });
}

export const loader = () => wrongMethod("POST");
