import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSessionUserId } from "~/server/session.server";
import { findViewableResume, resumeFileResponse } from "~/server/uploads.server";

/** A stored resume, for its owner and the employers it was sent to; anyone else, signed in or not, gets the same 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const resume = await findViewableResume(params.id ?? "", await getSessionUserId(request));
  if (!resume) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return resumeFileResponse(resume);
}
