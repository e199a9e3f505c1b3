import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSupabaseDatabase, type SupabaseDatabase } from "#tests/support/database/supabase.ts";
import { supabaseMigrationFiles } from "#tests/support/database/supabase-project.ts";
import { uniqueSubmission, VALID_SUBMISSION } from "#tests/support/servers/test-server.ts";

// The second Supabase migration on a real PostgreSQL: inserts run as PostgREST runs
// them (a transaction, role anon, request.headers set to the request's headers as
// JSON), so duplicate suppression, the per-address limits and the notification outbox
// are checked exactly as a hosted project would apply them.

const RULES_FILE = "20261122200000_contact_rules.sql";
let project: SupabaseDatabase;
let url: string;
let admin: pg.Client;

type Row = typeof VALID_SUBMISSION;
type Answer =
  | { status: 201; stored: boolean }
  | { status: number; body: unknown; headers: Record<string, string> };

/** One Data API insert: what PostgREST would answer, and whether a row was stored. */
async function post(client: pg.Client, headers: Record<string, string>, row: Row): Promise<Answer> {
  await client.query("BEGIN");
  try {
    await client.query("SET LOCAL ROLE anon");
    await client.query("SELECT set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
    const result = await client.query(
      "INSERT INTO public.contact_submissions (name, email, message, fund_type, aum) VALUES ($1, $2, $3, $4, $5)",
      [row.name, row.email, row.message, row.fund_type, row.aum],
    );
    await client.query("COMMIT");
    return { status: 201, stored: result.rowCount === 1 };
  } catch (error) {
    await client.query("ROLLBACK");
    const { code, message, detail } = error as { code?: string; message: string; detail?: string };
    // PostgREST's own error channel: the body in MESSAGE, the status and headers in DETAIL.
    if (code === "PGRST") {
      const response = JSON.parse(detail ?? "{}") as { status: number; headers: Record<string, string> };
      return { status: response.status, body: JSON.parse(message), headers: response.headers };
    }
    throw error;
  }
}

const from = (address: string) => ({ "x-forwarded-for": `${address}, 10.0.0.1`, "user-agent": "test" });

async function count(sql: string): Promise<number> {
  return Number((await admin.query<{ n: string }>(sql)).rows[0]?.n);
}

beforeAll(async () => {
  project = await createSupabaseDatabase("supabase_rules");
  url = project.url;
  admin = project.client;
});
afterAll(() => project?.close());
beforeEach(async () => {
  // Each test starts from empty tables and the documented limits.
  await admin.query("TRUNCATE public.contact_submissions, ucp_private.rate_limit_hits CASCADE");
  await admin.query("UPDATE ucp_private.insert_limits SET per_minute = 5, per_day = 50");
});

describe("the Supabase rules migration", () => {
  it("comes after the table's migration and hooks its triggers onto the table, after the trim", async () => {
    const files = supabaseMigrationFiles();
    expect(files.indexOf(RULES_FILE)).toBeGreaterThan(
      files.indexOf("20261121220000_contact_submissions.sql"),
    );
    const { rows } = await admin.query(
      "SELECT tgname FROM pg_trigger WHERE tgrelid = 'public.contact_submissions'::regclass AND NOT tgisinternal ORDER BY tgname",
    );
    // The trim trigger sorts first, so the rules see values as they will be stored.
    expect(rows.map((row) => row.tgname)).toEqual([
      "contact_submissions_notify",
      "contact_submissions_trim",
      "contact_submissions_unique_within_limits",
    ]);
  });

  it("stores an exact repeat within 10 minutes once, answering 201 both times", async () => {
    const row = uniqueSubmission();
    expect(await post(admin, from("198.51.100.10"), row)).toEqual({ status: 201, stored: true });
    // From another address too: the content decides, not the sender.
    expect(await post(admin, from("198.51.100.11"), row)).toEqual({ status: 201, stored: false });
    // Whitespace at the edges is trimmed before the comparison, as the bundled server does.
    expect(await post(admin, from("198.51.100.11"), { ...row, name: ` ${row.name}\t` })).toEqual({
      status: 201,
      stored: false,
    });
    // Any field that differs makes it a new inquiry.
    expect(await post(admin, from("198.51.100.10"), { ...row, aum: "$5B+" })).toEqual({
      status: 201,
      stored: true,
    });
    expect(await post(admin, from("198.51.100.10"), { ...row, fund_type: "Other" })).toEqual({
      status: 201,
      stored: true,
    });
    // Ten minutes later the same inquiry is stored again.
    await admin.query(
      "UPDATE public.contact_submissions SET created_at = created_at - interval '10 minutes 1 second'",
    );
    expect(await post(admin, from("198.51.100.12"), row)).toEqual({ status: 201, stored: true });
    expect(await count("SELECT count(*) AS n FROM public.contact_submissions")).toBe(4);
  });

  it("queues exactly one notification per stored inquiry, none for a repeat", async () => {
    const row = uniqueSubmission();
    await post(admin, from("198.51.100.20"), row);
    await post(admin, from("198.51.100.20"), row);
    await post(admin, from("198.51.100.20"), uniqueSubmission());
    const { rows } = await admin.query(
      `SELECT s.id, count(o.submission_id)::int AS queued FROM public.contact_submissions s
       LEFT JOIN ucp_private.notification_outbox o ON o.submission_id = s.id GROUP BY s.id`,
    );
    expect(rows.map((r) => r.queued)).toEqual([1, 1]);
    expect(await count("SELECT count(*) AS n FROM ucp_private.notification_outbox")).toBe(2);
  });

  it("answers 429 with Retry-After after 5 inserts a minute from one address", async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await post(admin, from("203.0.113.30"), uniqueSubmission()));
    expect(answers.slice(0, 5)).toEqual(Array(5).fill({ status: 201, stored: true }));
    for (const refused of answers.slice(5)) {
      expect(refused.status).toBe(429);
      if (!("headers" in refused)) throw new Error("not an error");
      const retryAfter = Number(refused.headers["Retry-After"]);
      expect(retryAfter).toBeGreaterThanOrEqual(59);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({
        code: "429",
        message: "Too many requests",
        details: null,
        hint: `Try again in ${retryAfter} seconds.`,
      });
    }
    // A refused insert stores nothing and queues nothing; another address is not affected.
    expect(await count("SELECT count(*) AS n FROM public.contact_submissions")).toBe(5);
    expect(await post(admin, from("203.0.113.31"), uniqueSubmission())).toEqual({
      status: 201,
      stored: true,
    });
  });

  it("counts the address PostgREST passes on: cf-connecting-ip first, an IPv6 /64 as one", async () => {
    await admin.query("UPDATE ucp_private.insert_limits SET per_minute = 1");
    const viaCloudflare = { "cf-connecting-ip": "192.0.2.40", "x-forwarded-for": "192.0.2.99" };
    expect((await post(admin, viaCloudflare, uniqueSubmission())).status).toBe(201);
    // A forged X-Forwarded-For does not buy a new budget behind Cloudflare.
    expect(
      (await post(admin, { ...viaCloudflare, "x-forwarded-for": "192.0.2.98" }, uniqueSubmission())).status,
    ).toBe(429);
    expect((await post(admin, from("2001:db8:40:1::1"), uniqueSubmission())).status).toBe(201);
    expect((await post(admin, from("2001:db8:40:1:ffff::2"), uniqueSubmission())).status).toBe(429);
    expect((await post(admin, from("2001:db8:40:2::1"), uniqueSubmission())).status).toBe(201);
  });

  it("applies the day window too, and lets the client in when the oldest insert leaves a window", async () => {
    await admin.query("UPDATE ucp_private.insert_limits SET per_minute = 2, per_day = 3");
    const address = from("203.0.113.50");
    expect((await post(admin, address, uniqueSubmission())).status).toBe(201);
    expect((await post(admin, address, uniqueSubmission())).status).toBe(201);
    expect((await post(admin, address, uniqueSubmission())).status).toBe(429);
    await admin.query("UPDATE ucp_private.rate_limit_hits SET at = at - interval '61 seconds'");
    expect((await post(admin, address, uniqueSubmission())).status).toBe(201);
    const refused = await post(admin, address, uniqueSubmission());
    if (!("headers" in refused)) throw new Error(`expected 429, got ${JSON.stringify(refused)}`);
    expect(refused.status).toBe(429);
    // The day window releases when the first insert (61 s old) is a day old.
    expect(Number(refused.headers["Retry-After"])).toBe(24 * 3600 - 61);
  });

  it("refuses more than one inquiry per request", async () => {
    await admin.query("BEGIN");
    try {
      await admin.query("SET LOCAL ROLE anon");
      await admin.query("SELECT set_config('request.headers', $1, true)", [
        JSON.stringify(from("198.51.100.60")),
      ]);
      const insert = admin.query(
        `INSERT INTO public.contact_submissions (name, email, message) VALUES ($1, $2, 'one'), ($1, $2, 'two')`,
        [VALID_SUBMISSION.name, VALID_SUBMISSION.email],
      );
      await expect(insert).rejects.toMatchObject({ code: "23514" });
    } finally {
      await admin.query("ROLLBACK");
    }
  });

  it("keeps every rule under 20 concurrent connections", async () => {
    const clients = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        return client;
      }),
    );
    const addresses = ["192.0.2.1", "192.0.2.2", "192.0.2.3", "2001:db8:77::1"];
    const contents = Array.from({ length: 8 }, () => uniqueSubmission());
    type Sent = { address: string; content: number; answer: Answer };
    try {
      const sent = (
        await Promise.all(
          clients.map(async (client, c) => {
            const mine: Sent[] = [];
            for (let i = 0; i < 3; i++) {
              const address = addresses[(c + i) % addresses.length] as string;
              const content = (c * 3 + i) % contents.length;
              mine.push({
                address,
                content,
                answer: await post(client, from(address), contents[content] as Row),
              });
            }
            return mine;
          }),
        )
      ).flat();
      expect(sent.every((s) => s.answer.status === 201 || s.answer.status === 429)).toBe(true);
      // Each address: exactly its 5 per minute accepted, whatever the interleaving.
      for (const address of addresses) {
        const mine = sent.filter((s) => s.address === address);
        const accepted = mine.filter((s) => s.answer.status === 201).length;
        expect(accepted, address).toBe(Math.min(5, mine.length));
      }
      // Each content accepted at least once is stored exactly once, with one notification.
      const acceptedContents = new Set(sent.filter((s) => s.answer.status === 201).map((s) => s.content));
      const stored = sent.filter((s) => s.answer.status === 201 && "stored" in s.answer && s.answer.stored);
      expect(stored).toHaveLength(acceptedContents.size);
      const { rows } = await admin.query(
        `SELECT s.message, count(*)::int AS copies,
           (SELECT count(*)::int FROM ucp_private.notification_outbox o WHERE o.submission_id = min(s.id)) AS queued
         FROM public.contact_submissions s GROUP BY s.message`,
      );
      expect(rows).toHaveLength(acceptedContents.size);
      expect(rows.every((row) => row.copies === 1 && row.queued === 1)).toBe(true);
      expect(await count("SELECT count(*) AS n FROM ucp_private.notification_outbox")).toBe(
        acceptedContents.size,
      );
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it.each([
    ["read the outbox", "SELECT * FROM ucp_private.notification_outbox"],
    ["read the limit counts", "SELECT * FROM ucp_private.rate_limit_hits"],
    ["change the limits", "UPDATE ucp_private.insert_limits SET per_minute = 1000"],
    ["claim notifications", "SELECT * FROM ucp_private.claim_notifications(10)"],
    ["read inquiries", "SELECT * FROM public.contact_submissions"],
  ])("refuses anon to %s", async (_action, sql) => {
    await post(admin, from("198.51.100.70"), uniqueSubmission());
    await admin.query("BEGIN");
    try {
      await admin.query("SET LOCAL ROLE anon");
      await expect(admin.query(sql)).rejects.toMatchObject({ code: "42501" });
    } finally {
      await admin.query("ROLLBACK");
    }
  });

  it("lets service_role claim a due notification, with its inquiry, and mark it sent", async () => {
    const row = uniqueSubmission();
    await post(admin, from("198.51.100.80"), row);
    await admin.query("BEGIN");
    try {
      await admin.query("SET LOCAL ROLE service_role");
      const claimed = await admin.query("SELECT * FROM ucp_private.claim_notifications(10)");
      expect(claimed.rows).toHaveLength(1);
      expect(claimed.rows[0]).toMatchObject({
        name: row.name,
        email: row.email,
        message: row.message,
        attempts: 0,
      });
      // Claimed for its lease: a second drain running at once gets nothing.
      expect((await admin.query("SELECT * FROM ucp_private.claim_notifications(10)")).rows).toHaveLength(0);
      await admin.query("SELECT ucp_private.notification_sent($1)", [claimed.rows[0].submission_id]);
      const { rows } = await admin.query(
        "SELECT sent_at IS NOT NULL AS sent, attempts FROM ucp_private.notification_outbox",
      );
      expect(rows).toEqual([{ sent: true, attempts: 1 }]);
    } finally {
      await admin.query("ROLLBACK");
    }
  });
});
