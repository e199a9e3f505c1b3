import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { auditCopy } from "#app/staff/audit/audit-copy.ts";

// Every change staff make in the portal reads as a sentence in the audit log, never as the
// screen's generic fallback (an event's raw name).

const PORTAL_EVENTS = [
  ...readFileSync("server/portal/staff/audit-events.ts", "utf8").matchAll(/\| "(portal_[a-z_]+)"/g),
].map((match) => match[1] as string);

describe("the audit log's sentences", () => {
  it("finds the portal's events", () => {
    expect(PORTAL_EVENTS.length).toBeGreaterThan(20);
  });

  it.each(PORTAL_EVENTS)("has a sentence for %s", (event) => {
    expect(auditCopy.events[event]).toMatch(/^\{actor\} /);
  });
});
