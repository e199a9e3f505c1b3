import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/databases.ts";
import { startServer, type TestServer, VALID_SUBMISSION } from "#tests/support/servers/test-server.ts";

// A stopping instance first tells the load balancer it is not ready (/healthz 503)
// and keeps serving while the balancer takes it out of rotation.

let db: TestDatabase | undefined;
let api: TestServer | undefined;
afterEach(async () => {
  await api?.close();
  db?.dispose();
});

describe("draining before a stop", () => {
  it("answers /healthz 503 while pages, inserts and /livez still answer as usual", async () => {
    db = await createTestDatabase("sqlite", "drain");
    api = await startServer({ ...db.env });
    expect((await fetch(`${api.base}/healthz`)).status).toBe(200);
    api.app.readiness.drain();
    const health = await fetch(`${api.base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "draining" });
    expect((await api.post({ ...VALID_SUBMISSION, message: "Sent while draining." })).status).toBe(201);
    expect((await fetch(`${api.base}/`)).status).toBe(200);
    expect((await fetch(`${api.base}/livez`)).status).toBe(200);
    expect(await db.rows()).toHaveLength(1);
  });

  it("drains 5 s by default and refuses a drain period that is not a number of seconds", () => {
    expect(loadConfig({}).SHUTDOWN_DRAIN_SECONDS).toBe(5);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: "0.5" }).SHUTDOWN_DRAIN_SECONDS).toBe(0.5);
    for (const value of ["-1", "soon", "301"]) {
      expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: value })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
    }
  });
});
