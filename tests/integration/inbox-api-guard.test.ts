import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApi, startApi, VALID_SUBMISSION } from "../support/api-server.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/databases.ts";
import { INBOX_API_ROUTES } from "../support/inbox-routes.ts";

// Without a signed-in session, no inbox route reads or changes anything, and every
// answer is private (no-store, noindex) in the inbox API's one error shape.

describe.each(DATABASE_KINDS)("inbox API without a session on %s", (kind) => {
  let db: TestDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "inbox_guard");
    api = await startApi(db.env);
    expect((await api.post(VALID_SUBMISSION)).status).toBe(201);
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  it.each(INBOX_API_ROUTES)("$method $path answers 401 and changes nothing", async (route) => {
    const response = await fetch(api.url(route.path), {
      method: route.method,
      headers: route.body ? { "content-type": "application/json" } : {},
      body: route.body ? JSON.stringify(route.body) : undefined,
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(await response.json()).toEqual({ code: "unauthenticated", message: expect.any(String) });
    const [row] = await db.query(
      "SELECT status, (SELECT count(*) FROM inquiry_notes) AS notes FROM contact_submissions",
    );
    expect(row).toMatchObject({ status: "new" });
    expect(Number(row?.notes)).toBe(0);
    expect(await db.rows()).toHaveLength(1);
  });
});
