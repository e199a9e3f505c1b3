import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TRIMMED_CHARACTERS } from "#common/contact-schema.ts";

// The shared schema trims name, e-mail and message before it checks them; the Supabase
// table's trigger must trim exactly the same characters, or a hosted project would store
// another value than the bundled server for the same request.

const dir = join(import.meta.dirname, "../../supabase/migrations");
const sql = readdirSync(dir)
  .filter((file) => file.endsWith(".sql"))
  .sort()
  .map((file) => readFileSync(join(dir, file), "utf8"))
  .join("\n");

describe("the Supabase trim trigger", () => {
  it.each(["name", "email", "message"])("trims %s at both edges with the schema's characters", (column) => {
    const pattern = `^${TRIMMED_CHARACTERS}+|${TRIMMED_CHARACTERS}+$`;
    expect(sql).toContain(`new.${column} := regexp_replace(new.${column}, '${pattern}', '', 'g');`);
  });

  it("runs before every insert and update, ahead of every other BEFORE trigger", () => {
    // PostgreSQL fires BEFORE triggers in the order of their names.
    const created = [...sql.matchAll(/create trigger (\w+)\s+before insert/gi)].map((match) => match[1]);
    const dropped = new Set([...sql.matchAll(/drop trigger (\w+)/gi)].map((match) => match[1]));
    const live = created.filter((name) => !dropped.has(name)).sort();
    expect(live[0]).toBe("contact_submissions_trim");
    expect(sql).toMatch(
      /create trigger contact_submissions_trim\s+before insert or update on public\.contact_submissions\s+for each row execute function public\.contact_submissions_trim\(\)/,
    );
  });
});
