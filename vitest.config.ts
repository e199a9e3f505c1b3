import { defineConfig } from "vitest/config";

// Vitest runs without the React Router plugin: unit tests render components
// directly, integration tests start the real server against real databases.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // One PostgreSQL server for the run, started in a temp dir and stopped after.
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
