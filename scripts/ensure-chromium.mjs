// Makes sure Debian's Chromium is there for the browser tests: installs it when missing and
// running as root, and otherwise says how. (Playwright cannot download its own browser here.)
import { execSync } from "node:child_process";
import fs from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (fs.existsSync(path)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${path}, but there is no file there.`);
  process.exit(1);
}
if (process.getuid?.() !== 0) {
  console.error(
    "The browser tests need Debian's Chromium. Install it with:\n  sudo apt-get install -y chromium\nor point CHROMIUM_PATH at a Chromium binary.",
  );
  process.exit(1);
}

console.log("Installing Debian's chromium for the browser tests...");
const run = (command) => execSync(command, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
try {
  run("apt-get install -y --no-install-recommends chromium");
} catch {
  run("apt-get update");
  run("apt-get install -y --no-install-recommends chromium");
}
