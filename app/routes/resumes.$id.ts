import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/server/http.server";
import { getSessionUserId } from "~/server/session.server";
import { findViewableResume, readStoredResume } from "~/server/uploads.server";

/**
 * A stored resume, for its owner and the employers it was sent to; anyone else, signed in or
 * not, gets the same 404. PDFs open inline, Word files download, both under a sandboxing
 * Content-Security-Policy (it replaces the site's); the server adds
 * "X-Content-Type-Options: nosniff" to it, as to every response.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const resume = await findViewableResume(params.id ?? "", await getSessionUserId(request));
  const file = resume && (await readStoredResume(resume));
  if (!file) return notFound();
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(file.isPdf, file.fileName),
      "Cache-Control": "private, no-store",
      // Opened in a tab, the file runs no script and has no origin: a PDF cannot act as the site.
      // Only "sandbox": more directives break the inline styles of Chrome's PDF viewer.
      "Content-Security-Policy": "sandbox",
    },
  });
}

function contentDisposition(inline: boolean, fileName: string) {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
