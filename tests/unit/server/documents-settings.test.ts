import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { splitRuns } from "#server/documents/watermark/stamp/stamp-runs.ts";
import { stampLine, watermarkLine } from "#server/documents/watermark/text.ts";
import { configProblem } from "#tests/support/servers/config-problem.ts";

// The data room's settings as an operator writes them, and the watermark and stamp lines
// as a viewer sees them.

describe("data room settings", () => {
  it("defaults to 200 MiB uploads and bounded rendering", () => {
    expect(loadConfig({})).toMatchObject({
      DOCUMENT_MAX_BYTES: 209_715_200,
      DOCUMENT_MAX_PAGES: 2000,
      DOCUMENT_RENDER_TIMEOUT_MS: 5000,
      DOCUMENT_RENDER_HEAP_MB: 256,
      DOCUMENT_RENDER_MEMORY_MB: 768,
    });
    expect(loadConfig({}).DOCUMENT_RENDER_WORKERS).toBeGreaterThanOrEqual(1);
  });

  it("takes a size in bytes and names the variable of a bad value", () => {
    expect(loadConfig({ DOCUMENT_MAX_BYTES: "1048576" }).DOCUMENT_MAX_BYTES).toBe(1_048_576);
    expect(configProblem({ DOCUMENT_MAX_BYTES: "200MB" })).toMatch(/^ {2}DOCUMENT_MAX_BYTES: /m);
    expect(configProblem({ DOCUMENT_RENDER_WORKERS: "0" })).toMatch(/^ {2}DOCUMENT_RENDER_WORKERS: /m);
  });
});

describe("watermark and stamp lines", () => {
  const viewer = {
    name: "محمد\u202eevil",
    email: "m@example.com",
    organisation: "Org",
    at: new Date("2026-11-24T09:41:59Z"),
  };

  it("isolates each field, drops direction overrides, and prints the minute in UTC", () => {
    expect(watermarkLine(viewer)).toBe(
      "\u2068محمد evil\u2069  ·  \u2068m@example.com\u2069  ·  \u2068Org\u2069  ·  \u20682026-11-24 09:41 UTC\u2069",
    );
    expect(stampLine(viewer)).toBe("محمد evil  ·  m@example.com  ·  Org  ·  2026-11-24 09:41 UTC");
  });

  it("cuts a very long name or organisation so the e-mail and the time still fit", () => {
    const line = stampLine({ ...viewer, name: "N".repeat(200), organisation: "O".repeat(200) });
    expect(line).toBe(`${"N".repeat(59)}…  ·  m@example.com  ·  ${"O".repeat(59)}…  ·  2026-11-24 09:41 UTC`);
  });

  it("gives each script its font and keeps a separator out of a right-to-left run", () => {
    const has = (font: string, codePoint: number) =>
      font === "latin" ? codePoint < 0x600 : codePoint >= 0x600 || codePoint === 0x20;
    const runs = splitRuns("محمد علي  ·  m@example.com", ["latin", "arabic"], has);
    expect(runs).toEqual([
      { text: "محمد علي", font: "arabic" },
      { text: "  ·  m@example.com", font: "latin" },
    ]);
  });

  it("leaves out a character no font has instead of printing a question mark", () => {
    expect(splitRuns("a\u{1F600}b", ["latin"], (_font, codePoint) => codePoint < 0x80)).toEqual([
      { text: "ab", font: "latin" },
    ]);
  });
});
