import { get } from "node:http";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { nextServerEvent } from "#tests/support/servers/sse.ts";
import { startServer, type TestServer, uniqueSubmission } from "#tests/support/servers/test-server.ts";
import { enrolStaff, runStaff, type StaffClient } from "#tests/support/staff/staff.ts";

// A live stream delivers only while its session holds: a sign-out or a revocation on
// any instance ends it before the next inquiry's name and e-mail could reach it. One
// session holds at most five streams; a sixth closes the oldest.

const ORIGIN = "http://inbox.test";

interface OpenStream {
  reader: ReadableStreamDefaultReader<Uint8Array>;
  buffer: { text: string };
}

/**
 * Opens a stream as a browser's EventSource would, on a connection of its own that closes
 * with the stream (fetch would keep spare connections open that hold a server's close).
 */
async function openStream(base: string, staff: StaffClient): Promise<OpenStream> {
  const cookie = [...staff.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  const response = await new Promise<import("node:http").IncomingMessage>((resolve, reject) =>
    get(`${base}/inbox/api/events`, { agent: false, headers: { cookie, origin: ORIGIN } }, resolve).once(
      "error",
      reject,
    ),
  );
  expect(response.statusCode).toBe(200);
  const body = Readable.toWeb(response) as ReadableStream<Uint8Array>;
  const stream = { reader: body.getReader(), buffer: { text: "" } };
  await nextServerEvent(stream.reader, stream.buffer, (event) => event.event === "ready");
  return stream;
}

/** Reads on until the stream either carries an inquiry from `email` or ends. */
async function fate(stream: OpenStream, email: string): Promise<"delivered" | "ended"> {
  try {
    await nextServerEvent(
      stream.reader,
      stream.buffer,
      (event) => event.event === "inquiry" && event.data.includes(email),
    );
    return "delivered";
  } catch (error) {
    if ((error as Error).message === "the event stream ended") return "ended";
    throw error;
  }
}

describe.each(DATABASE_KINDS)("live streams and their sessions on %s", (kind) => {
  let db: TestDatabase;
  let env: Record<string, string>;
  const instances: TestServer[] = [];
  // Instance A signs in and out; streams are read on instance B (the same one on SQLite).
  const a = () => instances[0] as TestServer;
  const b = () => instances.at(-1) as TestServer;
  let witness: StaffClient;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "inbox_event_sessions");
    env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40) };
    for (let i = 0; i < (kind === "postgres" ? 2 : 1); i++) instances.push(await startServer(env));
    witness = (await enrolStaff(a().base, ORIGIN, env, "witness@ucp.example")).client;
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    db?.dispose();
  });

  /** Ends `whose` session by `end`, then stores an inquiry: the witness's stream proves it went out. */
  async function afterEnding(whose: OpenStream, end: () => Promise<void>) {
    const watching = await openStream(b().base, witness);
    await end();
    const inquiry = uniqueSubmission({ email: `visitor-${Date.now()}@example.com` });
    expect((await a().post(inquiry)).status).toBe(201);
    expect(await fate(watching, inquiry.email)).toBe("delivered");
    expect(await fate(whose, inquiry.email)).toBe("ended");
    await watching.reader.cancel();
  }

  it("a stream ends with its session's sign-out on another instance, and carries no later inquiry", async () => {
    const ada = (await enrolStaff(a().base, ORIGIN, env, "ada@ucp.example")).client;
    const stream = await openStream(b().base, ada);
    await afterEnding(stream, async () => {
      expect((await ada.json("/inbox/api/auth/sign-out", { body: {} })).status).toBe(200);
    });
  });

  it("a revoked member's stream ends and carries no later inquiry", async () => {
    const bob = (await enrolStaff(a().base, ORIGIN, env, "bob@ucp.example")).client;
    const stream = await openStream(b().base, bob);
    await afterEnding(stream, async () => {
      const revoked = await runStaff(["revoke", "bob@ucp.example"], env);
      expect(revoked.code).toBe(0);
    });
    // The browser's reconnection is refused.
    const again = await fetch(`${b().base}/inbox/api/events`, {
      headers: { cookie: [...bob.cookies].map(([n, v]) => `${n}=${v}`).join("; "), origin: ORIGIN },
    });
    expect(again.status).toBe(401);
  });

  it("one session holds five streams: a sixth and seventh close the two oldest", async () => {
    const streams: OpenStream[] = [];
    for (let i = 0; i < 7; i++) streams.push(await openStream(b().base, witness));
    const inquiry = uniqueSubmission({ email: `capped-${Date.now()}@example.com` });
    expect((await a().post(inquiry)).status).toBe(201);
    const fates = await Promise.all(streams.map((stream) => fate(stream, inquiry.email)));
    expect(fates).toEqual([
      "ended",
      "ended",
      "delivered",
      "delivered",
      "delivered",
      "delivered",
      "delivered",
    ]);
    for (const stream of streams.slice(2)) await stream.reader.cancel();
  });
});
