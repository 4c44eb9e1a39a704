import { describe, expect, it } from "vitest";
import * as jobsPage from "~/routes/jobs._index";
import * as postedJobsPage from "~/routes/posted-jobs._index";
import * as editJobPage from "~/routes/posted-jobs.$id_.edit";
import { DISCIPLINES } from "~/lib/jobs";
import { db } from "~/server/db.server";
import { createCompany, createEmployer, createJob, createJobs } from "./factories";
import { callAction, callLoader, form, jobFields } from "./helpers";

/** The kept tallies and companies.open_jobs, each beside a count of the rows themselves. */
async function talliesAgainstCounts() {
  const open = db.selectFrom("jobs").where("closed_at", "is", null);
  const kept = Object.fromEntries((await db.selectFrom("open_job_tallies").selectAll().execute()).map((row) => [row.scope, row.count]));
  const counted: Record<string, number> = {
    all: (await open.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n,
  };
  for (const row of await open
    .select(["discipline", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("discipline")
    .execute()) {
    counted[`discipline:${row.discipline}`] = row.n;
  }
  const companies = await db
    .selectFrom("companies")
    .select(["companies.id", "companies.open_jobs"])
    .select((eb) =>
      eb
        .selectFrom("jobs")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("jobs.company_id", "=", "companies.id")
        .where("jobs.closed_at", "is", null)
        .as("counted"),
    )
    .execute();
  const nonZero = (tallies: Record<string, number>) => Object.fromEntries(Object.entries(tallies).filter(([, n]) => n !== 0));
  return {
    kept: nonZero(kept),
    counted,
    companiesOff: companies.filter((company) => company.open_jobs !== company.counted),
  };
}

async function expectTalliesRight() {
  const { kept, counted, companiesOff } = await talliesAgainstCounts();
  expect(kept).toEqual(counted);
  expect(companiesOff).toEqual([]);
}

describe("the open-job tallies", () => {
  it("stay equal to a count through posting, editing, closing, reopening, moving and deleting", async () => {
    await createJobs(12);
    await createJob({ closed_at: new Date().toISOString() });
    await expectTalliesRight();

    const employer = await createEmployer();
    const job = await createJob({ company_id: employer.company!.id, discipline: "Civil Engineering" });
    await expectTalliesRight();

    const toDiscipline = DISCIPLINES.find((discipline) => discipline !== "Civil Engineering")!;
    await callAction(editJobPage.action, `/posted-jobs/${job.id}/edit`, form(jobFields({ discipline: toDiscipline }), employer.cookie), {
      id: String(job.id),
    });
    expect((await db.selectFrom("jobs").select("discipline").where("id", "=", job.id).executeTakeFirstOrThrow()).discipline).toBe(
      toDiscipline,
    );
    await expectTalliesRight();

    for (const intent of ["close", "close", "relist", "relist"]) {
      const response = await callAction(postedJobsPage.action, "/posted-jobs", form({ intent, jobId: String(job.id) }, employer.cookie));
      expect(response.status, intent).toBe(302);
      await expectTalliesRight();
    }

    const other = await createCompany();
    await db.updateTable("jobs").set({ company_id: other.id }).where("id", "=", job.id).execute();
    await expectTalliesRight();
    await db
      .updateTable("jobs")
      .set({ closed_at: new Date().toISOString(), company_id: employer.company!.id })
      .where("id", "=", job.id)
      .execute();
    await expectTalliesRight();

    await db.deleteFrom("jobs").where("id", "=", job.id).execute();
    await db
      .deleteFrom("jobs")
      .where("id", "in", db.selectFrom("jobs").select("id").where("closed_at", "is", null).limit(3))
      .execute();
    await expectTalliesRight();
  });

  it("give /jobs its totals: the whole board, a discipline, a company", async () => {
    const company = await createCompany();
    await createJobs(3, { company_id: company.id, discipline: "Chemical Engineering" });
    const { counted } = await talliesAgainstCounts();
    const total = async (query: string) => (await (await callLoader(jobsPage.loader, `/jobs${query}`)).json()).total;
    expect(await total("")).toBe(counted.all);
    expect(await total("?discipline=Chemical+Engineering")).toBe(counted["discipline:Chemical Engineering"]);
    expect(await total(`?company=${company.id}`)).toBe(3);
  });
});
