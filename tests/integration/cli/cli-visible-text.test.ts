import { describe, expect, it } from "vitest";
import { cliOnDatabase } from "#tests/support/cli/inquiries-cli.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";

// `inquiries list` and `show` put visitor names on an operator's terminal. A bidi
// override must not reorder what the operator reads, zero-width characters must not make
// two names look alike, and a name of nothing visible reads "(no name)".

const NAMES = [
  "\u202eAna Lima\u202c",
  "exe.\u202etxt",
  "A\u200bn\u200da",
  "\u200b\u200c\u200d",
  "\u2066\u3164\ufeff",
];
/** Characters that must never reach the terminal. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\u3164]/;

describe.each(DATABASE_KINDS)("invisible characters in names, on %s", (kind) => {
  const cli = cliOnDatabase(
    kind,
    "cli_visible_text",
    NAMES.map((name, index) => ({
      at: `2025-06-01T09:00:0${index}.000Z`,
      name,
      email: `a${index}@example.com`,
      message: `Message ${index}\u202e`,
    })),
  );

  it("list: removes them, and shows (no name) for a name with nothing visible", async () => {
    const { code, stdout } = await cli.run("list");
    expect(code).toBe(0);
    expect(stdout).not.toMatch(INVISIBLE);
    const names = stdout
      .trim()
      .split("\n")
      .slice(1, NAMES.length + 1)
      .map((line) => line.split(/ {2,}/)[2]);
    expect(names).toEqual(["(no name)", "(no name)", "Ana", "exe.txt", "Ana Lima"]);
  });

  it("show: the same for the name and the message", async () => {
    const ids = (await cli.db.rows()).map((row) => row.id);
    const { code, stdout } = await cli.run("show", ids[3] ?? "");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Name: +\(no name\)$/m);
    expect(stdout).toContain("Message 3\n");
    expect(stdout).not.toMatch(INVISIBLE);
  });
});
