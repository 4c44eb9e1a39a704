import type { LoaderFunctionArgs } from "@remix-run/node";

type Loader = (args: LoaderFunctionArgs) => Promise<Response> | Response;

/** Calls a route loader as Remix would, and returns its response, thrown or returned. */
export async function callLoader(loader: Loader, path: string, params: Record<string, string> = {}, init?: RequestInit) {
  try {
    return await loader({ request: new Request(`http://localhost${path}`, init), params, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Strings that break naive full-text queries; search must treat them as plain words. */
export const HOSTILE_QUERIES = [
  '"',
  '""',
  '"unterminated phrase',
  "*",
  "engine*",
  "-",
  "-engineer",
  "NEAR(",
  "NEAR(civil bridge, 2)",
  "OR",
  "civil OR mechanical",
  "AND NOT",
  "title:engineer",
  "{title}: engineer",
  "^engineer",
  "(",
  ")",
  "'; DROP TABLE jobs; --",
  "%_%",
  "\\",
  "\u0000",
  "🚀 rocket engineer",
  "Ingeniería eléctrica",
  "x".repeat(10_000),
  "engineer ".repeat(2_000),
];
