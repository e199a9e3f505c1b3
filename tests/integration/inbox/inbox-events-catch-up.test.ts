import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboxListItem, InboxPage } from "#common/inbox-api.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { nextServerEvent, type ServerEvent } from "#tests/support/servers/sse.ts";
import { startServer, type TestServer, uniqueSubmission } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";

// The inbox reads its list, then opens its live stream: the stream first delivers what
// was stored after the list's newest inquiry, so nothing stored in between is missed. On
// PostgreSQL the inquiries are stored through another instance than the stream's.

const ORIGIN = "http://inbox.test";

interface OpenStream {
  reader: ReadableStreamDefaultReader<Uint8Array>;
  buffer: { text: string };
}

describe.each(DATABASE_KINDS)("live stream catch-up on %s", (kind) => {
  let db: TestDatabase;
  const instances: TestServer[] = [];
  let staff: StaffClient;
  const streamSide = () => instances[0] as TestServer;
  const storeSide = () => instances.at(-1) as TestServer;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "inbox_catch_up");
    // The list's time limit is another test's subject: here a loaded machine (a reader
    // thread's first start) must not turn the list read into a 503.
    const env = {
      ...db.env,
      PUBLIC_SITE_URL: ORIGIN,
      AUTH_SECRET: "s".repeat(40),
      INBOX_QUERY_TIMEOUT_MS: "60000",
    };
    for (let i = 0; i < (kind === "postgres" ? 2 : 1); i++) instances.push(await startServer(env));
    staff = (await enrolStaff(streamSide().base, ORIGIN, env, "ada@ucp.example")).client;
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    db?.dispose();
  });

  const store = async (email: string) =>
    expect((await storeSide().post(uniqueSubmission({ email }))).status).toBe(201);

  /**
   * A transaction that has begun storing an inquiry: it has its transaction id and the
   * inquiry's id, and commits the row later. The row itself is written just before the
   * commit: written at once, its status count's shard row (one of 16, picked at random)
   * could be the one a newer insert needs, and that insert would wait for this commit.
   */
  async function holdAnId() {
    const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
    await client.connect();
    await client.query("BEGIN");
    await client.query("SELECT pg_current_xact_id()");
    const { rows } = await client.query<{ id: string }>(
      "SELECT nextval(pg_get_serial_sequence('contact_submissions', 'id'))::text AS id",
    );
    const id = rows[0]?.id ?? "";
    return {
      id,
      async commit(email: string) {
        await client.query(
          `INSERT INTO contact_submissions (id, name, email, message, content_hash)
           OVERRIDING SYSTEM VALUE
           VALUES ($1, 'Held Back', $2, 'Stored slowly.', encode(sha256(random()::text::bytea), 'hex'))`,
          [id, email],
        );
        await client.query("COMMIT");
      },
      end: () => client.end(),
    };
  }

  async function open(query: string, headers: Record<string, string> = {}): Promise<OpenStream> {
    const response = await staff.call(`/inbox/api/events${query}`, { headers });
    expect(response.status).toBe(200);
    if (!response.body) throw new Error("no stream");
    return { reader: response.body.getReader(), buffer: { text: "" } };
  }

  /** The inquiries a stream delivers before it says "ready". */
  async function caughtUp(stream: OpenStream): Promise<ServerEvent[]> {
    const events: ServerEvent[] = [];
    await nextServerEvent(stream.reader, stream.buffer, (event) => {
      if (event.event !== "ready") events.push(event);
      return event.event === "ready";
    });
    return events;
  }
  const emailOf = (event: ServerEvent) => (JSON.parse(event.data) as InboxListItem).email;
  /**
   * What the inbox shows of the events: on PostgreSQL a catch-up may send again an inquiry
   * stored while another transaction was still running, and the inbox drops what it holds.
   */
  const news = (events: ServerEvent[], held: ReadonlySet<string>) =>
    events.filter((event) => event.event !== "inquiry" || !held.has(JSON.parse(event.data).id));
  /** A live point's inquiry id (on PostgreSQL it goes on with "." and a transaction). */
  const idOf = (point: string | null | undefined) => point?.split(".")[0];

  it("delivers first what was stored after the list's newest inquiry, oldest first, then live ones", async () => {
    await store("before@example.com");
    const list = await staff.json<InboxPage>("/inbox/api/inquiries");
    expect(list.status).toBe(200);
    expect(list.body.items[0]?.email).toBe("before@example.com");
    // The list's live point starts with its newest inquiry's id.
    expect(idOf(list.body.liveFrom)).toBe(list.body.items[0]?.id);

    // Stored after the list was read, before the stream is open.
    await store("between.one@example.com");
    await store("between.two@example.com");
    const stream = await open(`?since=${list.body.liveFrom}`);
    const held = new Set(list.body.items.map((item) => item.id));
    const missed = news(await caughtUp(stream), held);
    expect(missed.map((event) => [event.event, emailOf(event)])).toEqual([
      ["inquiry", "between.one@example.com"],
      ["inquiry", "between.two@example.com"],
    ]);
    // Each carries its point, which the browser sends back as Last-Event-ID on reconnecting.
    expect(missed.map((event) => idOf(event.id))).toEqual(missed.map((event) => JSON.parse(event.data).id));

    for (const event of missed) held.add(JSON.parse(event.data).id);
    const live = nextServerEvent(stream.reader, stream.buffer, (event) => event.event === "inquiry");
    await store("live@example.com");
    expect(emailOf(await live)).toBe("live@example.com");
    held.add(JSON.parse((await live).data).id);
    await stream.reader.cancel();

    // A reconnection catches up from the last inquiry it was sent, not from `since`.
    await store("while.away@example.com");
    const again = await open(`?since=${list.body.liveFrom}`, { "last-event-id": (await live).id ?? "" });
    expect(news(await caughtUp(again), held).map(emailOf)).toEqual(["while.away@example.com"]);
    await again.reader.cancel();
  });

  it("asks for a reload, naming the newest inquiry, when more than a list page was stored since", async () => {
    const { liveFrom } = (await staff.json<InboxPage>("/inbox/api/inquiries")).body;
    for (let i = 0; i < 51; i++) await store(`flood.${i}@example.com`);
    const newest = (await staff.json<InboxPage>("/inbox/api/inquiries")).body.items[0]?.id;
    const stream = await open(`?since=${liveFrom}`);
    expect((await caughtUp(stream)).map((event) => [event.event, idOf(event.id)])).toEqual([
      ["reload", newest],
    ]);
    await stream.reader.cancel();
  });

  // On PostgreSQL ids come from a sequence and can commit out of order.
  if (kind === "postgres")
    it("delivers an inquiry that took its id before the list's newest but committed after the list was read", async () => {
      // An inquiry whose transaction is still open: it has its id, nobody sees it yet.
      const held = await holdAnId();
      try {
        // A newer one commits first, and the list is read.
        await store("committed.first@example.com");
        const list = (await staff.json<InboxPage>("/inbox/api/inquiries")).body;
        expect(list.items[0]?.email).toBe("committed.first@example.com");
        expect(BigInt(held.id)).toBeLessThan(BigInt(list.items[0]?.id ?? "0"));
        expect(list.items.map((item) => item.email)).not.toContain("held.back@example.com");
        await held.commit("held.back@example.com");

        // The stream opens after both committed: the older id must still reach the inbox.
        const stream = await open(`?since=${list.liveFrom}`);
        expect((await caughtUp(stream)).map(emailOf)).toContain("held.back@example.com");
        await stream.reader.cancel();
      } finally {
        await held.end();
      }
    });

  if (kind === "postgres")
    it("delivers on reconnection an inquiry that took its id before the last one sent live", async () => {
      const stream = await open(
        `?since=${(await staff.json<InboxPage>("/inbox/api/inquiries")).body.liveFrom}`,
      );
      await caughtUp(stream);
      let lastPoint = "";
      const held = await holdAnId();
      try {
        const live = nextServerEvent(stream.reader, stream.buffer, (event) => event.event === "inquiry");
        await store("sent.live@example.com");
        expect(emailOf(await live)).toBe("sent.live@example.com");
        lastPoint = (await live).id ?? "";
        await stream.reader.cancel();
        // Committed while the inbox is away, with an id older than the last one it was sent.
        await held.commit("held.live@example.com");
      } finally {
        await held.end();
      }
      const again = await open("", { "last-event-id": lastPoint });
      expect((await caughtUp(again)).map(emailOf)).toContain("held.live@example.com");
      await again.reader.cancel();
    });

  it("refuses a malformed since or Last-Event-ID in the inbox API's error shape", async () => {
    const refusals: [string, Record<string, string>, string][] = [
      ["?since=abc", {}, 'The parameter "since" is not valid.'],
      ["?since=-1", {}, 'The parameter "since" is not valid.'],
      ["?since=1234567890123456789", {}, 'The parameter "since" is not valid.'],
      ["?since=1&since=2", {}, 'The parameter "since" is not valid.'],
      ["?since=1.", {}, 'The parameter "since" is not valid.'],
      ["?since=1.2.3", {}, 'The parameter "since" is not valid.'],
      ["", { "last-event-id": "1 OR 1=1" }, 'The header "Last-Event-ID" is not valid.'],
    ];
    for (const [query, headers, message] of refusals) {
      const { status, body, response } = await staff.json(`/inbox/api/events${query}`, { headers });
      expect([query, status, response.headers.get("content-type"), body]).toEqual([
        query,
        400,
        "application/json; charset=utf-8",
        { code: "invalid_request", message },
      ]);
    }
  });
});
