import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboxListItem } from "#common/inbox-api.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { nextServerEvent } from "#tests/support/servers/sse.ts";
import { startServer, type TestServer, VALID_SUBMISSION } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";

// An open inbox hears of new inquiries as Server-Sent Events: on SQLite from its own
// server; on PostgreSQL from two instances of the server, whichever stored the inquiry.

const ORIGIN = "http://inbox.test";

describe.each(DATABASE_KINDS)("live inbox events on %s", (kind) => {
  let db: TestDatabase;
  const instances: TestServer[] = [];
  let staff: StaffClient;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "inbox_events");
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40) };
    // Two instances share one PostgreSQL; SQLite runs one server.
    for (let i = 0; i < (kind === "postgres" ? 2 : 1); i++) instances.push(await startServer(env));
    staff = (await enrolStaff(instances[0]?.base ?? "", ORIGIN, env, "ada@ucp.example")).client;
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    db?.dispose();
  });

  it("streams each new inquiry to an inbox open on any instance", async () => {
    const streams = await Promise.all(
      instances.map(async (instance) => {
        const response = await fetch(`${instance.base}/inbox/api/events`, {
          headers: { cookie: [...staff.cookies].map(([n, v]) => `${n}=${v}`).join("; "), origin: ORIGIN },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
        expect(response.headers.get("cache-control")).toBe("no-store");
        const body = response.body;
        if (!body) throw new Error("no stream");
        return { reader: body.getReader(), buffer: { text: "" } };
      }),
    );
    // Each stream says "ready" once new inquiries will reach it.
    for (const stream of streams)
      await nextServerEvent(stream.reader, stream.buffer, (e) => e.event === "ready");
    const first = instances[0];
    if (!first) throw new Error("no instance");
    const waiting = streams.map((stream) =>
      nextServerEvent(
        stream.reader,
        stream.buffer,
        (event) => event.event === "inquiry" && event.data.includes("live@example.com"),
      ),
    );
    expect((await first.post({ ...VALID_SUBMISSION, email: "live@example.com" })).status).toBe(201);
    for (const event of await Promise.all(waiting)) {
      const item = JSON.parse(event.data) as InboxListItem;
      expect(item).toMatchObject({ email: "live@example.com", name: VALID_SUBMISSION.name, status: "new" });
    }
    for (const stream of streams) await stream.reader.cancel();
  });
});
