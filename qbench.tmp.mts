import { performance } from "node:perf_hooks";
process.env.DATABASE_PATH = process.argv[2];
const { searchJobSummaries } = await import("./app/server/jobs.server.ts");
const { findJobIds } = await import("./app/server/job-search.server.ts");
async function time(label: string, fn: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < 60; i++) { const t = performance.now(); await fn(); samples.push(performance.now() - t); }
  samples.sort((a, b) => a - b);
  console.log(label.padEnd(40), "p50", samples[30].toFixed(2), "p95", samples[57].toFixed(2), "ms");
}
const p = { page: 1, pageSize: 20 };
for (const q of ["engineer", "senior", "design", "bridge", "kubernetes", "senior engineer", "zzz"]) await time(`ids q=${q}`, () => findJobIds({ q }, p));
await time("page q=engineer (ids+rows)", () => searchJobSummaries({ q: "engineer" }, p));
await time("page q=engineer location=Austin", () => searchJobSummaries({ q: "engineer", location: "Austin" }, p));
await time("page q=engineer civil remote", () => searchJobSummaries({ q: "engineer", discipline: "Civil Engineering", remote: true }, p));
await time("page discipline+remote", () => searchJobSummaries({ discipline: "Civil Engineering", remote: true }, p));
await time("page discipline", () => searchJobSummaries({ discipline: "Civil Engineering" }, p));
await time("page all", () => searchJobSummaries({}, p));
await time("page location=Austin", () => searchJobSummaries({ location: "Austin" }, p));
await time("page featured", () => searchJobSummaries({ featured: true }, { page: 1, pageSize: 6 }));
