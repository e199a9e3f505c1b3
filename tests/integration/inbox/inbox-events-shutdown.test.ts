import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/databases.ts";
import { nextServerEvent } from "#tests/support/servers/sse.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";

// A stopping server ends its open event streams at once (the browsers reconnect, to
// another instance behind the balancer): an open stream must not hold the shutdown.

const ORIGIN = "http://inbox.test";

describe("live inbox events when the server stops", () => {
  let db: TestDatabase;
  let server: TestServer;
  let staff: StaffClient;
  beforeAll(async () => {
    db = await createTestDatabase("sqlite", "inbox_shutdown");
    server = await startServer({ ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40) });
    staff = (await enrolStaff(server.base, ORIGIN, { ...db.env }, "ada@ucp.example")).client;
  });
  afterAll(() => db?.dispose());

  it("ends the stream and closes", async () => {
    const response = await staff.call("/inbox/api/events");
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no stream");
    const buffer = { text: "" };
    await nextServerEvent(reader, buffer, (event) => event.event === "ready");
    await server.close();
    await expect(nextServerEvent(reader, buffer, () => true)).rejects.toThrow(/ended/);
  });
});
