// Usage: npm run staff:add -- <email> | npm run staff:list | npm run staff:remove -- <email> |
// npm run staff:reset-two-factor -- <email>
// Staff accounts are made only here (docs/security.md#staff-accounts).
import { addStaffAccount, listStaffAccounts, removeStaffAccount, resetStaffSecondFactor } from "../../app/server/staff-accounts.server";
import { sqlite } from "../../app/server/db.server";

const USAGE =
  "Usage: npm run staff:add -- <email> | npm run staff:list | npm run staff:remove -- <email> | npm run staff:reset-two-factor -- <email>";
const [command, email, ...rest] = process.argv.slice(2);

async function run(): Promise<number> {
  if (command === "list" && email === undefined) {
    const accounts = await listStaffAccounts();
    if (accounts.length === 0) console.log("No staff accounts.");
    for (const account of accounts) {
      console.log(
        `${account.email}\tcreated ${account.createdAt}\t${account.secondFactor ? "two-factor set up" : "two-factor not set up yet"}`,
      );
    }
    return 0;
  }
  if (!["add", "remove", "reset-two-factor"].includes(command ?? "") || !email || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  if (command === "reset-two-factor") {
    if (await resetStaffSecondFactor(email)) {
      console.log(
        `The second factor and recovery codes of ${email} are gone and its sessions have ended: at the next sign-in with the password they set up an authenticator app again.`,
      );
      return 0;
    }
    console.error(`No staff account ${email}.`);
    return 1;
  }
  if (command === "remove") {
    if (await removeStaffAccount(email)) {
      console.log(`Removed the staff account ${email}; its sessions have ended.`);
      return 0;
    }
    console.error(`No staff account ${email}.`);
    return 1;
  }
  const outcome = await addStaffAccount(email);
  if (!outcome.ok) {
    console.error(`${email}: ${outcome.problem}`);
    return 1;
  }
  console.log(
    [
      `Staff account ${outcome.email} created.`,
      `Password (shown only now; hand it over privately): ${outcome.password}`,
      "At the first sign-in (the site's usual sign-in form) they set up an authenticator app and get their recovery codes.",
    ].join("\n"),
  );
  return 0;
}

process.exitCode = await run();
sqlite.close();
