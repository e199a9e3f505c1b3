import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";

describe("inbox configuration", () => {
  it("limits a page of the inbox list to 2 seconds unless INBOX_QUERY_TIMEOUT_MS says otherwise", () => {
    expect(loadConfig({}).INBOX_QUERY_TIMEOUT_MS).toBe(2000);
    expect(loadConfig({ INBOX_QUERY_TIMEOUT_MS: "500" }).INBOX_QUERY_TIMEOUT_MS).toBe(500);
    for (const bad of ["0", "-1", "1.5", "soon", "60001"])
      expect(() => loadConfig({ INBOX_QUERY_TIMEOUT_MS: bad })).toThrow(/INBOX_QUERY_TIMEOUT_MS/);
  });
});
