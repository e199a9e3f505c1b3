import { defineConfig } from "vitest/config";

// Two projects, named by what they test. Vitest runs without the React Router plugin:
// the site's tests render components directly; the server's tests are its pure parts
// (tests/unit/server, and the schema it shares with the form in tests/unit) and the
// real server against real databases (tests/integration).
export default defineConfig({
  test: {
    // Three workers on the 2-core machines here: the server's tests mostly wait on a database,
    // an SMTP sink, a render worker or a child server, so the cores would otherwise sit idle
    // (the whole run took 287 s with two workers and 255 s with three on an idle machine).
    maxWorkers: 3,
    // node:sqlite's "experimental" notice would otherwise open every worker's output.
    execArgv: ["--disable-warning=ExperimentalWarning"],
    projects: [
      {
        test: {
          name: "site",
          include: ["tests/unit/site/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
        },
      },
      {
        test: {
          name: "server",
          include: [
            "tests/unit/*.test.ts",
            "tests/unit/server/**/*.test.ts",
            "tests/unit/reporting/**/*.test.ts",
            "tests/integration/**/*.test.ts",
          ],
          environment: "node",
          // Each worker loads the server's modules once, not once per file: reloading them took
          // a fifth of the run's time. Nothing the tests use keeps state between files except
          // caches (PDFium, fonts); each file starts its own servers on its own databases.
          isolate: false,
          // One PostgreSQL server for the run, started in a temp dir and stopped after.
          globalSetup: ["tests/support/database/postgres-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
