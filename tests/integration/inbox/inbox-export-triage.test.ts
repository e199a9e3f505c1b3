import { beforeAll, describe, expect, it } from "vitest";
import type { InboxPage, StaffMember } from "#common/inbox-api.ts";
import { runInquiries } from "#tests/support/cli/inquiries-cli.ts";
import { parseCsv } from "#tests/support/cli/parse-csv.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { seedInquiries } from "#tests/support/database/seed-inquiries.ts";
import { serverOnDatabase } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";

// The export carries the triage: status, owner, how many notes and the last one, in the
// same format from the inbox and from the operator command; a note that starts a
// formula behind an invisible character is guarded like any other cell.

const ORIGIN = "http://inbox.test";
const env = { PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40) };
const HEADER = [
  "id",
  "created_at",
  "name",
  "email",
  "message",
  "fund_type",
  "aum",
  "status",
  "owner",
  "notes",
  "last_note",
];

describe.each(DATABASE_KINDS)("export with triage columns on %s", (kind) => {
  const target = serverOnDatabase(kind, "inbox_export_triage", env);
  let staff: StaffClient;

  beforeAll(async () => {
    await seedInquiries(target.db, { count: 3, rareWord: "x", rareEvery: 10 });
    staff = (await enrolStaff(target.server.base, ORIGIN, { ...target.db.env, ...env }, "ada@ucp.example"))
      .client;
  });

  it("exports status, owner, note count and last note, guarded, in both exports alike", async () => {
    const [me] = (await staff.json<StaffMember[]>("/inbox/api/staff")).body;
    const path = "/inbox/api/inquiries/2";
    await staff.json(`${path}/owner`, { method: "PUT", body: { ownerId: me?.id } });
    await staff.json(`${path}/status`, { method: "PUT", body: { status: "archived" } });
    await staff.json(`${path}/notes`, { body: { body: "First call done." } });
    await staff.json(`${path}/notes`, { body: { body: '\u061c=HYPERLINK("http://evil.example")' } });

    const response = await staff.call("/inbox/api/export?format=csv");
    const web = parseCsv(await response.text());
    expect(web[0]).toEqual(HEADER);
    const row = web.find((record) => record[0] === "2");
    expect(row?.slice(7)).toEqual([
      "archived",
      "Test Person",
      "2",
      '\'\u061c=HYPERLINK("http://evil.example")',
    ]);
    expect(web.find((record) => record[0] === "1")?.slice(7)).toEqual(["new", "", "0", ""]);

    const cli = await runInquiries(["export", "--format", "csv"], target.db.env);
    expect(cli.code).toBe(0);
    const records = parseCsv(cli.stdout);
    expect(records[0]).toEqual(HEADER);
    // The same cells for the same inquiry (the command is oldest first, the inbox newest first).
    expect(records.find((record) => record[0] === "2")).toEqual(row);

    const json = (await (await staff.call("/inbox/api/export?format=json&owner=me")).json()) as Record<
      string,
      unknown
    >[];
    expect(json.map((item) => [item.id, item.status, item.owner, item.notes])).toEqual([
      ["2", "archived", "Test Person", 2],
    ]);
    const mine = (await staff.json<InboxPage>("/inbox/api/inquiries?owner=me")).body.items;
    expect(mine.map((item) => item.id)).toEqual(["2"]);
  });
});
