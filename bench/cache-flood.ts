// A flood of distinct addresses from one client against the page cache: does it push out the
// pages everyone else asks for? The hot pages are warmed, then one client asks for 10,000
// addresses nobody asks for twice (a job page with a junk parameter each time) on several
// connections, and a visitor asks for one hot page after every `hotEvery` of them, in turn. Each
// hot page is then asked for once per `hotEvery` × hot pages flood requests, more than a plain
// LRU of the default size holds: only a cache that admits a page on its second request keeps them.
//
// Run by npm run bench on its cached server; alone: `npx tsx bench/cache-flood.ts <origin>` on a
// server with sample data (it takes the pages to flood and to keep from its /api/jobs).

export interface FloodOptions {
  /** The pages every visitor wants. */
  hotPages: string[];
  /** The flood's addresses, each asked for once. */
  floodPages: string[];
  /** One hot request after this many flood requests. */
  hotEvery: number;
  connections: number;
}

export interface FloodResult {
  hotPages: number;
  floodRequests: number;
  floodSeconds: number;
  /** The size of a flood page, as sent. */
  floodPageBytes: number;
  /** X-Cache of the hot requests made during the flood and right after it. */
  hot: { hit: number; miss: number; none: number };
  /** The hot pages that were not answered from the cache, once for each time. */
  missed: string[];
  /** X-Cache of the flood's own answers. */
  flood: { hit: number; miss: number; none: number };
  hitRate: number;
}

async function get(origin: string, path: string): Promise<string> {
  const response = await fetch(origin + path);
  lastBytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return response.headers.get("X-Cache") ?? "none";
}
let lastBytes = 0;

function count(counts: { hit: number; miss: number; none: number }, xCache: string) {
  if (xCache === "HIT") counts.hit++;
  else if (xCache === "MISS") counts.miss++;
  else counts.none++;
}

export async function cacheFlood(origin: string, { hotPages, floodPages, hotEvery, connections }: FloodOptions): Promise<FloodResult> {
  // Each worker keeps a cache of its own: every hot page is asked for on several connections at
  // once (so on every worker), three times over, so that each worker keeps it whatever its rule.
  for (let round = 0; round < 3; round++) {
    await Promise.all(hotPages.flatMap((page) => Array.from({ length: connections }, () => get(origin, page))));
  }

  await get(origin, `${floodPages[0]}-size`);
  const floodPageBytes = lastBytes;
  const hot = { hit: 0, miss: 0, none: 0 };
  const missed: string[] = [];
  const askHot = async (page: string) => {
    const xCache = await get(origin, page);
    count(hot, xCache);
    if (xCache !== "HIT") missed.push(page);
  };
  const flood = { hit: 0, miss: 0, none: 0 };
  let next = 0;
  let hotTurn = 0;
  const started = performance.now();
  // The visitor's requests are made by whichever connection sent the flood request before them.
  const connection = async () => {
    while (next < floodPages.length) {
      const index = next++;
      count(flood, await get(origin, floodPages[index]));
      if ((index + 1) % hotEvery === 0) await askHot(hotPages[hotTurn++ % hotPages.length]);
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const floodSeconds = (performance.now() - started) / 1000;
  for (const page of hotPages) await askHot(page);
  return {
    hotPages: hotPages.length,
    floodRequests: floodPages.length,
    floodSeconds,
    floodPageBytes,
    hot,
    missed,
    flood,
    hitRate: hot.hit / (hot.hit + hot.miss + hot.none),
  };
}

/** The bench's flood: 20 hot pages (the home page, /jobs, a search, the employers and 16 job pages), 10,000 junk addresses. */
export function floodPlan(jobIds: number[], word: string): FloodOptions {
  const hotJobs = jobIds.slice(0, 16).map((id) => `/jobs/${id}`);
  const floodJob = jobIds.at(-1)!;
  // New addresses each run: a second run on the same server within two minutes would ask for them again.
  const run = Math.random().toString(36).slice(2, 8);
  return {
    hotPages: ["/", "/jobs", `/jobs?q=${word}`, "/employers", ...hotJobs],
    floodPages: Array.from({ length: 10_000 }, (_, i) => `/jobs/${floodJob}?ref=${run}-${i}`),
    hotEvery: 400,
    connections: 8,
  };
}

export function describeFlood(result: FloodResult): string {
  return (
    `${result.floodRequests.toLocaleString("en-US")} distinct addresses in ${result.floodSeconds.toFixed(1)} s ` +
    `(flood X-Cache HIT/MISS/none ${result.flood.hit}/${result.flood.miss}/${result.flood.none}); ` +
    `${result.hotPages} hot pages: HIT/MISS/none ${result.hot.hit}/${result.hot.miss}/${result.hot.none}, ` +
    `hit rate ${(result.hitRate * 100).toFixed(1)}%${result.missed.length ? ` (missed: ${result.missed.join(", ")})` : ""}`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? "http://localhost:3000";
  const jobs = (await (await fetch(`${origin}/api/jobs?pageSize=100`)).json()) as { id: number; title: string }[];
  const word = jobs[0].title.split(/\s+/)[0].toLowerCase();
  console.log(
    describeFlood(
      await cacheFlood(
        origin,
        floodPlan(
          jobs.map((job) => job.id),
          word,
        ),
      ),
    ),
  );
}
