import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server/auth.server";
import { notFound } from "~/server/http.server";
import { myDataFileName, userDataArchive } from "~/server/my-data.server";

/**
 * GET /settings/my-data: the signed-in user's data as a ZIP archive to download (Settings, "Your
 * Data"; app/server/my-data.server.ts). Signed out: to sign in and back.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "/settings");
  const now = new Date();
  const archive = await userDataArchive(user.id, now);
  if (!archive) throw notFound();
  return new Response(archive, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${myDataFileName(now)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
