import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveEvent, type LiveFeed, startLiveFeed } from "#server/inbox/live-feed.ts";
import { silentLogger } from "#server/logger.ts";
import { openStore, type SubmissionStore } from "#server/store/index.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/databases.ts";

// New inquiries reach open inboxes: within one process on SQLite, and across instances
// on one PostgreSQL, whichever instance stored them (LISTEN/NOTIFY, sent at COMMIT).

const inquiry = (email: string) => ({
  name: "Ada Lovelace",
  email,
  message: "We are raising a first close.",
  fund_type: null,
  aum: null,
});

function nextEvent(feed: LiveFeed, accept: (event: LiveEvent) => boolean): Promise<LiveEvent> {
  return new Promise((resolve) => {
    const stop = feed.subscribe((event) => {
      if (!accept(event)) return;
      stop();
      resolve(event);
    });
  });
}

const storedEmails = (event: LiveEvent) =>
  event.kind === "stored" ? event.inquiries.map((i) => i.email) : [];

describe("live feed on SQLite", () => {
  let db: TestDatabase;
  let store: SubmissionStore;
  let feed: LiveFeed;
  beforeAll(async () => {
    db = await createTestDatabase("sqlite", "feed");
    store = await openStore({ SQLITE_PATH: db.env.SQLITE_PATH ?? "" }, silentLogger);
    feed = startLiveFeed({}, store, silentLogger);
  });
  afterAll(async () => {
    await feed?.stop();
    await store?.close();
    db?.dispose();
  });

  it("announces a stored inquiry, and not a duplicate of it", async () => {
    const event = nextEvent(feed, () => true);
    await store.insert(inquiry("live@example.com"));
    expect(storedEmails(await event)).toEqual(["live@example.com"]);
    const seen: LiveEvent[] = [];
    const stop = feed.subscribe((e) => seen.push(e));
    expect(await store.insert(inquiry("live@example.com"))).toEqual({
      outcome: "duplicate",
    });
    const after = nextEvent(feed, () => true);
    await store.insert(inquiry("second@example.com"));
    await after;
    stop();
    expect(seen.flatMap(storedEmails)).toEqual(["second@example.com"]);
  });
});

describe("live feed across two instances on one PostgreSQL", () => {
  let db: TestDatabase;
  const stores: SubmissionStore[] = [];
  const feeds: LiveFeed[] = [];
  beforeAll(async () => {
    db = await createTestDatabase("postgres", "feed");
    for (let i = 0; i < 2; i++) {
      const store = await openStore({ SQLITE_PATH: "", DATABASE_URL: db.env.DATABASE_URL }, silentLogger);
      stores.push(store);
      feeds.push(startLiveFeed({ DATABASE_URL: db.env.DATABASE_URL }, store, silentLogger));
    }
  });
  afterAll(async () => {
    for (const feed of feeds) await feed.stop();
    for (const store of stores) await store.close();
  });

  it("delivers an inquiry stored by one instance to the inboxes of both", async () => {
    const [a, b] = stores;
    const [feedA, feedB] = feeds;
    if (!a || !b || !feedA || !feedB) throw new Error("instances missing");
    await Promise.all(feeds.map((feed) => feed.ready()));
    const onB = nextEvent(feedB, (e) => storedEmails(e).includes("from-a@example.com"));
    const onA = nextEvent(feedA, (e) => storedEmails(e).includes("from-a@example.com"));
    await a.insert(inquiry("from-a@example.com"));
    const [eventB] = await Promise.all([onB, onA]);
    expect(eventB.kind === "stored" && eventB.inquiries[0]?.status).toBe("new");
    const onAFromB = nextEvent(feedA, (e) => storedEmails(e).includes("from-b@example.com"));
    await b.insert(inquiry("from-b@example.com"));
    expect(storedEmails(await onAFromB)).toEqual(["from-b@example.com"]);
  });

  it("asks inboxes to reload after a bulk insert too large to name", async () => {
    const [feedA] = feeds;
    if (!feedA) throw new Error("instance missing");
    const reload = nextEvent(feedA, (e) => e.kind === "reload");
    await db.exec(`INSERT INTO contact_submissions (name, email, message, content_hash)
      SELECT 'Bulk', 'bulk' || n || '@example.com', 'Loaded', lpad(to_hex(n), 64, '0') FROM generate_series(1, 300) n`);
    expect((await reload).kind).toBe("reload");
  });
});
