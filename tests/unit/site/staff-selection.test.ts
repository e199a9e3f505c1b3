import { describe, expect, it } from "vitest";
import { step, successor } from "#app/staff/inbox/list/selection.ts";
import { relativeTime } from "#app/ui/dates.ts";
import type { InboxListItem } from "#common/inbox-api.ts";

const rows = (...ids: string[]) => ids.map((id) => ({ id }) as InboxListItem);

// The staff inbox's highlight follows an inquiry by id; when that inquiry leaves the list,
// it moves to the row that took its place, as Gmail and Front do.
describe("the highlight in the inbox list", () => {
  it("stays on its inquiry when rows arrive above it or the list reloads", () => {
    expect(successor(rows("b", "c"), rows("new", "b", "c"), "c")).toBe("c");
  });
  it("moves to the next row when its inquiry leaves, else to the one before", () => {
    expect(successor(rows("a", "b", "c"), rows("a", "c"), "b")).toBe("c");
    expect(successor(rows("a", "b", "c"), rows("a", "b"), "c")).toBe("b");
    expect(successor(rows("a", "b", "c"), rows("a", "new"), "b")).toBe("a");
  });
  it("is empty with the list", () => {
    expect(successor(rows("a"), rows(), "a")).toBeNull();
  });
  it("steps within the list's ends", () => {
    expect(step(rows("a", "b"), "b", 1)).toBe("b");
    expect(step(rows("a", "b"), "a", -1)).toBe("a");
    expect(step(rows("a", "b"), "gone", 1)).toBe("a");
  });
});

describe("the relative hint beside every date", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  it("names the largest whole unit", () => {
    expect(relativeTime("2026-11-23T09:00:00Z", now)).toBe("3 hours ago");
    expect(relativeTime("2026-11-22T12:00:00Z", now)).toBe("yesterday");
    expect(relativeTime("2026-11-23T11:59:40Z", now)).toBe("just now");
  });
});
