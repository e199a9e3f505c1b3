import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportingOverview, StaffBankDetails } from "#common/reporting-staff-api.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { ORIGIN, type PortalContentFixture, portalContentFixture } from "#tests/support/portal/content.ts";
import { reportingPath } from "#tests/support/reporting/staff-api.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";

// Bank details for calls under four eyes: entered by one staff member (pending), approved
// only by a different one; the one who entered them is refused with a clear error. Approving
// new details supersedes the old ones, and every step is in the audit log with both people.

describe.each(DATABASE_KINDS)("bank details on %s", (kind) => {
  let f: PortalContentFixture;
  let hugo: StaffClient;
  let dealId: string;
  const details = {
    accountName: "Harbour Wind VI SCSp",
    bankName: "Banque de Luxembourg",
    iban: "lu28 0019 4006 4475 0000",
    bic: "bluxlulL",
    reference: "HW6 capital call",
  };

  beforeAll(async () => {
    f = await portalContentFixture(kind, "reporting_bank");
    hugo = (await enrolStaff(f.api.base, ORIGIN, f.env, "hugo@ucp.example", "Hugo Staff")).client;
    dealId = await f.deal("Harbour Wind VI");
  }, 180_000);
  afterAll(async () => f?.close());

  const as = <T>(client: StaffClient, path: string, body?: unknown) =>
    client.json<T & { code?: string; message?: string }>(reportingPath(dealId, path), {
      method: "POST",
      body,
    });
  const statuses = async () =>
    (await f.db.query("SELECT status FROM reporting_bank_details ORDER BY entered_at, id")).map(
      (row) => row.status,
    );

  it("refuses details that are not an IBAN and a BIC, storing nothing", async () => {
    for (const wrong of [{ iban: "not an iban" }, { bic: "BLUX" }, { accountName: "" }]) {
      const refused = await as(f.staff, "/bank-details", { ...details, ...wrong });
      expect([refused.status, refused.body.code]).toEqual([400, "invalid_request"]);
    }
    expect(await statuses()).toEqual([]);
  });

  it("keeps entered details pending until a second staff member approves them", async () => {
    const entered = await as<StaffBankDetails>(f.staff, "/bank-details", details);
    expect(entered.status).toBe(201);
    expect(entered.body).toMatchObject({ status: "pending", iban: "LU280019400644750000", bic: "BLUXLULL" });
    const self = await as(f.staff, `/bank-details/${entered.body.id}/approve`);
    expect([self.status, self.body.code]).toEqual([403, "four_eyes"]);
    expect(self.body.message).toMatch(/second staff member/);
    expect(await statuses()).toEqual(["pending"]);
    const approved = await as<StaffBankDetails>(hugo, `/bank-details/${entered.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("approved");
    expect(approved.body.approvedBy).not.toBe(entered.body.enteredBy);
    const again = await as(hugo, `/bank-details/${entered.body.id}/approve`);
    expect([again.status, again.body.code]).toEqual([409, "not_pending"]);
  });

  it("supersedes the approved details when new ones are approved, and audits every step", async () => {
    const entered = await as<StaffBankDetails>(hugo, "/bank-details", {
      ...details,
      reference: "HW6 call 2",
    });
    expect((await as(hugo, `/bank-details/${entered.body.id}/approve`)).body.code).toBe("four_eyes");
    expect((await as(f.staff, `/bank-details/${entered.body.id}/approve`)).status).toBe(200);
    expect(await statuses()).toEqual(["superseded", "approved"]);
    const overview = await f.staff.json<ReportingOverview>(reportingPath(dealId));
    expect(overview.body.bankDetails.map((row) => [row.reference, row.status])).toEqual([
      ["HW6 call 2", "approved"],
      ["HW6 capital call", "superseded"],
    ]);
    const events = await f.db.query(
      "SELECT event, actor_email FROM staff_audit_events WHERE event LIKE 'portal_bank_details_%' ORDER BY id",
    );
    expect(events).toEqual([
      { event: "portal_bank_details_entered", actor_email: "grace@ucp.example" },
      { event: "portal_bank_details_approved", actor_email: "hugo@ucp.example" },
      { event: "portal_bank_details_entered", actor_email: "hugo@ucp.example" },
      { event: "portal_bank_details_approved", actor_email: "grace@ucp.example" },
    ]);
  });

  it("withdraws details still pending, so that no one can approve them later, and audits it", async () => {
    const typo = await as<StaffBankDetails>(f.staff, "/bank-details", { ...details, reference: "HW6 cal 3" });
    const remove = (client: StaffClient, id: string) =>
      client.json<{ code?: string }>(reportingPath(dealId, `/bank-details/${id}`), { method: "DELETE" });
    const withdrawn = await remove(hugo, typo.body.id);
    expect(withdrawn.status).toBe(204);
    expect(await statuses()).toEqual(["superseded", "approved"]);
    const late = await as(hugo, `/bank-details/${typo.body.id}/approve`);
    expect([late.status, late.body.code]).toEqual([404, "not_found"]);
    expect([(await remove(hugo, typo.body.id)).status]).toEqual([404]);
    // What was in use stays on record: approved and replaced details cannot be withdrawn.
    const overview = await f.staff.json<ReportingOverview>(reportingPath(dealId));
    for (const kept of overview.body.bankDetails) {
      const refused = await remove(f.staff, kept.id);
      expect([refused.status, refused.body.code]).toEqual([409, "not_pending"]);
    }
    expect(await statuses()).toEqual(["superseded", "approved"]);
    const [event] = await f.db.query(
      "SELECT actor_email, detail FROM staff_audit_events WHERE event = 'portal_bank_details_withdrawn'",
    );
    expect(event?.actor_email).toBe("hugo@ucp.example");
    expect(JSON.stringify(event?.detail)).toContain("LU280019400644750000");
  });
});
