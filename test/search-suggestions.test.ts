import { beforeAll, describe, expect, it } from "vitest";
import { jobSearchQuery, readJobSearch } from "~/lib/job-search";
import { loader } from "~/routes/jobs._index";
import { sqlite } from "~/server/db.server";
import { closestTitleWord, editDistance, suggestQuery } from "~/server/search/suggestions.server";
import { callLoader, HOSTILE_QUERIES } from "./helpers";
import { createCompany, createJob } from "./factories";

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and swaps of neighbouring letters", () => {
    expect(editDistance("structual", "structural")).toBe(1);
    expect(editDistance("enginer", "engineer")).toBe(1);
    expect(editDistance("mechancial", "mechanical")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
    expect(editDistance("café", "cafe")).toBe(1);
  });

  it("stops at max + 1 once the distance is sure to be over max", () => {
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
    expect(editDistance("structual", "structural", 2)).toBe(1);
  });
});

describe("suggestions from the board's titles", () => {
  beforeAll(async () => {
    const company = await createCompany();
    const description = "Design frames for mid-rise buildings.";
    for (const title of ["Structural Engineer", "Structural Engineer", "Mechanical Engineer", "Mechanical Designer"]) {
      await createJob({ company, title, description, location: "Austin, TX", remote: 0 });
    }
    await createJob({ company, title: "Structural Engineer", description, location: "Denver, CO", remote: 1 });
    // A word misspelt in five descriptions: a search for it finds five jobs.
    for (const location of ["Boise, ID", "Reno, NV", "Reno, NV", "Reno, NV", "Reno, NV"]) {
      await createJob({ company, title: "Geotechnical Engineer", description: "Geotecnical site work.", location });
    }
    await createJob({ company, title: "Geotechnical Engineer", description, location: "Boise, ID" });
  });

  it("corrects a misspelt word to a word of the titles", async () => {
    expect(closestTitleWord("structual")).toBe("structural");
    expect(await suggestQuery({ q: "structual engineer" }, 0)).toBe("structural engineer");
    expect(await suggestQuery({ q: "Structual" }, 0)).toBe("structural");
  });

  it("leaves known words alone, plurals too, and suggests nothing when every word is known", async () => {
    expect(await suggestQuery({ q: "engineers mechanicl" }, 0)).toBe("engineers mechanical");
    expect(await suggestQuery({ q: "structural engineer" }, 0)).toBeNull();
  });

  it('keeps words joined by "&" as typed, and corrects the others', async () => {
    await createJob({ title: "Mechanical Designer", description: "Applies GD&T to castings.", location: "Austin, TX", remote: 0 });
    expect(await suggestQuery({ q: "GD&T mechanicl" }, 0)).toBe("gd&t mechanical");
  });

  it("suggests nothing when no title word is close", async () => {
    expect(closestTitleWord("xylophone")).toBeNull();
    expect(await suggestQuery({ q: "xylophone" }, 0)).toBeNull();
  });

  it("suggests only a query that finds more jobs with the search's other filters", async () => {
    expect(await suggestQuery({ q: "mechanicl", remote: true }, 0)).toBeNull();
    expect(await suggestQuery({ q: "structual", remote: true }, 0)).toBe("structural");
    expect(await suggestQuery({ q: "structual", location: "Seattle" }, 0)).toBeNull();
    expect(await suggestQuery({ q: "geotecnical", location: "boise" }, 1)).toBe("geotechnical");
  });

  it("is part of /jobs only when the search finds fewer than 5 jobs", async () => {
    const data = async (path: string) => (await (await callLoader(loader, path)).json()) as { total: number; suggestion: string | null };
    expect(await data("/jobs?q=structual+engineer")).toMatchObject({ total: 0, suggestion: "structural engineer" });
    expect(await data("/jobs?q=geotecnical&location=boise")).toMatchObject({ total: 1, suggestion: "geotechnical" });
    expect(await data("/jobs?q=geotecnical")).toMatchObject({ total: 5, suggestion: null });
    expect(await data("/jobs?q=structural")).toMatchObject({ total: 3, suggestion: null });
  });

  it.each(HOSTILE_QUERIES.filter((q) => q.trim()).map((q) => [q.length > 30 ? `${q.slice(0, 20)}… (${q.length} chars)` : q, q]))(
    "answers /jobs?q=%s with its page, a suggestion or none",
    async (_label, q) => {
      const path = `/jobs${jobSearchQuery(readJobSearch(new URLSearchParams({ q })).search)}`;
      const response = await callLoader(loader, path);
      expect(response.status).toBe(200);
      const { suggestion } = (await response.json()) as { suggestion: string | null };
      expect(suggestion === null || typeof suggestion === "string").toBe(true);
    },
  );
});

describe("the vocabulary of open titles (migration 0014)", () => {
  const vocabulary = (word: string) =>
    sqlite.prepare("SELECT doc FROM job_title_vocabulary WHERE term = ?").pluck().get(word) as number | undefined;
  const jobsWithTitle = (title: string) =>
    sqlite.prepare("SELECT jobs FROM open_job_titles WHERE title = ?").pluck().get(title) as number | undefined;

  it("holds each distinct open title once, as long as one open job has it", async () => {
    const word = `quillon${Math.random().toString(36).replace(/[\d.]/g, "").slice(0, 6)}`;
    const title = `Senior ${word} Engineer`;
    const first = await createJob({ title });
    const second = await createJob({ title });
    expect(jobsWithTitle(title)).toBe(2);
    expect(vocabulary(word)).toBe(1);

    sqlite.prepare("UPDATE jobs SET closed_at = ? WHERE id = ?").run(new Date().toISOString(), first.id);
    expect(jobsWithTitle(title)).toBe(1);
    expect(vocabulary(word)).toBe(1);

    sqlite.prepare("UPDATE jobs SET title = ? WHERE id = ?").run(`Junior ${word} Engineer`, second.id);
    expect(jobsWithTitle(title)).toBeUndefined();
    expect(jobsWithTitle(`Junior ${word} Engineer`)).toBe(1);
    expect(vocabulary(word)).toBe(1);

    sqlite.prepare("UPDATE jobs SET closed_at = NULL WHERE id = ?").run(first.id);
    expect(vocabulary(word)).toBe(2);

    sqlite.prepare("DELETE FROM jobs WHERE id IN (?, ?)").run(first.id, second.id);
    expect(jobsWithTitle(title)).toBeUndefined();
    expect(vocabulary(word)).toBeUndefined();
  });
});
