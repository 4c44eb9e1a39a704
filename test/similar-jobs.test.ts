import { describe, expect, it } from "vitest";
import * as jobPage from "~/routes/jobs.$id";
import { createCompany, createJob } from "./factories";
import { callLoader, uniqueKeyword } from "./helpers";

async function similarTo(id: number) {
  const response = await callLoader(jobPage.loader, `/jobs/${id}`, { id: String(id) });
  expect(response.status).toBe(200);
  return ((await response.json()).similar as { id: number; title: string }[]).map((job) => job.id);
}

describe("a job page's similar jobs", () => {
  it("are open jobs of its discipline: its own title first, then titles with its words, five at most", async () => {
    const word = uniqueKeyword();
    const company = await createCompany();
    const job = (title: string, fields: Parameters<typeof createJob>[0] = {}) =>
      createJob({ company, title, discipline: "Mechanical Engineering", ...fields }).then((row) => row.id);
    const self = await job(`Senior ${word} Engineer`);
    const sameTitle = [await job(`Senior ${word} Engineer`), await job(`Senior ${word} Engineer`)];
    const closed = await job(`Senior ${word} Engineer`, { closed_at: new Date().toISOString() });
    const otherDiscipline = await job(`Senior ${word} Engineer`, { discipline: "Civil Engineering" });
    const sameWords = [await job(`${word} Engineer`), await job(`${word} Engineer`), await job(`${word} Engineer`)];
    const lead = await job(`Lead ${word} Engineer`);
    await job("Pump Technician");

    const similar = await similarTo(self);
    // Its own title, newest first; then another title's two newest (of three); five in all.
    expect(similar).toEqual([sameTitle[1], sameTitle[0], ...similar.slice(2)]);
    expect(similar).toHaveLength(5);
    expect(similar.slice(2).every((id) => [...sameWords, lead].includes(id))).toBe(true);
    expect(similar).not.toContain(self);
    expect(similar).not.toContain(closed);
    expect(similar).not.toContain(otherDiscipline);
  });

  it("are none when nothing like it is open", async () => {
    const lonely = await createJob({ title: `${uniqueKeyword()} Specialist`, discipline: "Aerospace Engineering" });
    expect(await similarTo(lonely.id)).toEqual([]);
  });
});
