import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["test/**/*.test.{ts,tsx}"],
    setupFiles: ["test/setup.ts"],
    environment: "node",
    pool: "forks",
    // The default 5 s is too tight on a shared, busy machine: a test that writes thousands of rows took 5.2 s on one.
    testTimeout: 15_000,
  },
});
