import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cliOnDatabase } from "#tests/support/cli/inquiries-cli.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";

// An export holds personal data: the file is its owner's only, also when it replaces an
// older export that others could read. And a cell that a spreadsheet could run as a
// formula gets the guard quote, look-alike characters and hidden starts included.

/** Values whose first visible character a spreadsheet may read as a formula start. */
const LOOK_ALIKES = [
  '＝HYPERLINK("http://evil.example")', // full-width equals
  "＋cmd|' /C calc'!A0", // full-width plus
  "－2+3", // full-width hyphen-minus
  "＠SUM(A1:A2)", // full-width commercial at
  "﹦1+1", // small equals
  "−1+1", // minus sign
  "\u200b=1+1", // zero-width space before =
  "\u202e=1+1", // right-to-left override before =
  "\ufeff+1", // BOM before +
  " =1+1", // space before =
  "\u061c=1+1", // Arabic letter mark before =
  "\u00ad=1+1", // soft hyphen before =
  "\u180e=1+1", // Mongolian vowel separator before =
  "\u034f=1+1", // combining grapheme joiner before =
  "\u{e0001}=1+1", // language tag before =
  "\u3164+1", // Hangul filler before +
  "\u2800@SUM(A1)", // blank braille cell before @
];
const HARMLESS = ["Ana Lima", "5 % returns", "email: a=b", "(+44) 20"];

describe.each(DATABASE_KINDS)("inquiries export on %s", (kind) => {
  const { run } = cliOnDatabase(
    kind,
    "cli_export_safety",
    [...LOOK_ALIKES, ...HARMLESS].map((value, index) => ({
      at: `2025-06-01T09:00:${String(index).padStart(2, "0")}.000Z`,
      name: value,
      email: "a@example.com",
      message: value,
    })),
  );

  it("writes 0600 over an existing export that was 0644", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "ucp-export-")), "existing.csv");
    writeFileSync(out, "an older export\n");
    chmodSync(out, 0o644);
    const result = await run("export", "--format", "csv", "--out", out);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(readFileSync(out, "utf8")).not.toContain("an older export");
  });

  it("guards look-alike and hidden formula starts, and leaves other text alone", async () => {
    const { code, stdout } = await run("export", "--format", "csv");
    expect(code).toBe(0);
    const lines = stdout.split("\r\n").slice(1, -1);
    expect(lines).toHaveLength(LOOK_ALIKES.length + HARMLESS.length);
    for (const [index, value] of LOOK_ALIKES.entries()) {
      expect(lines[index], JSON.stringify(value)).toContain(`,"'${value.replaceAll('"', '""')}",`);
    }
    for (const [index, value] of HARMLESS.entries()) {
      expect(lines[LOOK_ALIKES.length + index]).toContain(`,"${value}",`);
    }
  });
});
