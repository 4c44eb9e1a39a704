import { describe, expect, it } from "vitest";
import { jobSearchQuery, readJobSearch } from "~/lib/job-search";

const read = (query: string) => readJobSearch(new URLSearchParams(query));

describe("readJobSearch", () => {
  it("reads every parameter", () => {
    expect(
      read(
        "q=bridge&location=Austin&radius=25&discipline=Civil+Engineering&remote=false&salary=100000&posted=7&company=3&sort=newest&page=2",
      ),
    ).toEqual({
      search: {
        q: "bridge",
        location: "Austin",
        radius: 25,
        discipline: "Civil Engineering",
        remote: "false",
        salary: 100_000,
        posted: 7,
        company: 3,
        sort: "newest",
        page: 2,
      },
      ignored: [],
    });
  });

  it("defaults everything for an empty query", () => {
    expect(read("").search).toEqual({
      q: "",
      location: "",
      discipline: "",
      remote: "any",
      salary: null,
      posted: null,
      company: null,
      radius: null,
      sort: "relevance",
      page: 1,
    });
  });

  it("drops values that make no sense and names them", () => {
    const { search, ignored } = read(
      "discipline=Basket+Weaving&remote=maybe&page=0&company=x&q=ok&salary=99999&posted=2&sort=oldest&location=Austin&radius=30",
    );
    expect(ignored.sort()).toEqual(["company", "discipline", "page", "posted", "radius", "remote", "salary", "sort"]);
    expect(search).toMatchObject({
      q: "ok",
      discipline: "",
      remote: "any",
      page: 1,
      company: null,
      salary: null,
      posted: null,
      radius: null,
      sort: "relevance",
    });
  });

  it("cuts very long text and trims it", () => {
    expect(read(`q=${"a".repeat(10_000)}`).search.q).toHaveLength(200);
    expect(read("q=%20%20pump%20%20").search.q).toBe("pump");
  });

  it("reads the first place an old link gives, from when the form had two location controls", () => {
    expect(read("location=Denver&location=Austin&current_location=Austin").search.location).toBe("Denver");
    expect(read("location=&location=Seattle&current_location=").search.location).toBe("Seattle");
    expect(read("location=&location=").search.location).toBe("");
  });
});

describe("jobSearchQuery", () => {
  it("writes the shortest query in a fixed order", () => {
    expect(jobSearchQuery({ page: 3, remote: "true", q: "pump design", discipline: "Mechanical Engineering" })).toBe(
      "?q=pump+design&discipline=Mechanical+Engineering&remote=true&page=3",
    );
    expect(jobSearchQuery({ q: "", location: "", remote: "any", page: 1, company: null })).toBe("");
    expect(jobSearchQuery({ q: "pump", sort: "newest", posted: 7, salary: 80_000 })).toBe("?q=pump&salary=80000&posted=7&sort=newest");
  });

  it("keeps a distance only with a place", () => {
    expect(jobSearchQuery({ q: "pump", location: "Austin, TX", radius: 25 })).toBe("?q=pump&location=Austin%2C+TX&radius=25");
    expect(jobSearchQuery({ q: "pump", location: "", radius: 25 })).toBe("?q=pump");
  });

  it("keeps a sort only with keywords, and best match (the default) never", () => {
    expect(jobSearchQuery({ q: "", sort: "newest", remote: "true" })).toBe("?remote=true");
    expect(jobSearchQuery({ q: "pump", sort: "relevance" })).toBe("?q=pump");
  });

  it("is stable: reading a canonical query gives the same query back", () => {
    for (const query of [
      "q=a&location=b&location=c&current_location=b&remote=any&page=1",
      `q=${" x".repeat(150)}`,
      "discipline=Quality+Assurance&company=2&page=4",
      "sort=newest&posted=30&salary=200000&q=valve",
    ]) {
      const canonical = jobSearchQuery(read(query).search);
      expect(jobSearchQuery(read(canonical.slice(1)).search)).toBe(canonical);
    }
  });
});
