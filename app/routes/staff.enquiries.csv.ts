import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { enquiryFiltersSchema } from "~/lib/staff-console-schemas";
import { enquiriesCsv } from "~/server/staff-enquiries.server";
import { requireStaff, staffPageTakesNoPosts } from "~/server/staff-auth.server";

// GET /staff/enquiries/csv: the filtered enquiries as a CSV download (docs/product.md#the-staff-console).

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const filters = enquiryFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(enquiriesCsv(filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const action = (args: ActionFunctionArgs) => staffPageTakesNoPosts(args);
