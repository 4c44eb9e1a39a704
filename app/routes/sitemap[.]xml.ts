import type { LoaderFunctionArgs } from "@remix-run/node";
import { config } from "~/server/config.server";
import { methodNotAllowed, publicValidators } from "~/server/http.server";
import { jobSitemapFiles } from "~/server/sitemaps.server";
import { sitemapIndexXml } from "~/server/xml.server";

// GET /sitemap.xml (docs/product.md#feeds-and-search-engines): the sitemap index. It lists the
// pages' sitemap and each job sitemap that holds an open job (app/routes/sitemaps.$name.ts).

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers, notModified } = publicValidators(request, context);
  if (notModified) return notModified;
  const names = ["pages.xml", ...(await jobSitemapFiles()).map((file) => `jobs-${file}.xml`)];
  return new Response(sitemapIndexXml(names.map((name) => `${config.mail.siteUrl}/sitemaps/${name}`)), {
    headers: { ...headers, "Content-Type": "application/xml; charset=utf-8" },
  });
}

export const action = methodNotAllowed;
