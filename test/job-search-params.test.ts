import { describe, expect, it } from "vitest";
import { jobSearchQuery, readJobSearch } from "~/lib/job-search";

const read = (query: string) => readJobSearch(new URLSearchParams(query));

describe("readJobSearch", () => {
  it("reads every parameter", () => {
    expect(read("q=bridge&location=Austin&discipline=Civil+Engineering&remote=false&company=3&page=2")).toEqual({
      search: { q: "bridge", location: "Austin", discipline: "Civil Engineering", remote: "false", company: 3, page: 2 },
      ignored: [],
    });
  });

  it("defaults everything for an empty query", () => {
    expect(read("").search).toEqual({ q: "", location: "", discipline: "", remote: "any", company: null, page: 1 });
  });

  it("drops values that make no sense and names them", () => {
    const { search, ignored } = read("discipline=Basket+Weaving&remote=maybe&page=0&company=x&q=ok");
    expect(ignored.sort()).toEqual(["company", "discipline", "page", "remote"]);
    expect(search).toMatchObject({ q: "ok", discipline: "", remote: "any", page: 1, company: null });
  });

  it("cuts very long text and trims it", () => {
    expect(read(`q=${"a".repeat(10_000)}`).search.q).toHaveLength(200);
    expect(read("q=%20%20pump%20%20").search.q).toBe("pump");
  });

  describe("with both location controls sent", () => {
    it("takes the typed location when only the text field changed", () => {
      expect(read("location=Denver&location=Austin&current_location=Austin").search.location).toBe("Denver");
    });
    it("takes the chosen city when only the filter changed", () => {
      expect(read("location=Boston&location=Seattle&current_location=Boston").search.location).toBe("Seattle");
    });
    it("clears the location when the filter is set back to all locations", () => {
      expect(read("location=Austin&location=&current_location=Austin").search.location).toBe("");
    });
    it("keeps the location when neither changed", () => {
      expect(read("location=Austin&location=Austin&current_location=Austin").search.location).toBe("Austin");
    });
  });
});

describe("jobSearchQuery", () => {
  it("writes the shortest query in a fixed order", () => {
    expect(jobSearchQuery({ page: 3, remote: "true", q: "pump design", discipline: "Mechanical Engineering" })).toBe(
      "?q=pump+design&discipline=Mechanical+Engineering&remote=true&page=3",
    );
    expect(jobSearchQuery({ q: "", location: "", remote: "any", page: 1, company: null })).toBe("");
  });

  it("is stable: reading a canonical query gives the same query back", () => {
    for (const query of [
      "q=a&location=b&location=c&current_location=b&remote=any&page=1",
      `q=${" x".repeat(150)}`,
      "discipline=Quality+Assurance&company=2&page=4",
    ]) {
      const canonical = jobSearchQuery(read(query).search);
      expect(jobSearchQuery(read(canonical.slice(1)).search)).toBe(canonical);
    }
  });
});
