import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";

export interface Migration {
  version: number;
  name: string;
  /** The file name, as the operator sees it. */
  file: string;
  sql: string;
  /** SHA-256 of the file: an applied migration that was edited afterwards stops the start. */
  checksum: string;
}

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/**
 * Reads `migrations/<dialect>/NNN_name.sql` in version order. Migrations are never
 * edited once released; a change is a new file with the next number.
 */
export function loadMigrations(dialect: "sqlite" | "postgres"): Migration[] {
  const dir = new URL(`./migrations/${dialect}/`, import.meta.url);
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match?.[1] || !match[2])
        throw new Error(`migration file name must look like 001_name.sql: ${file}`);
      // Line endings are normalised so a checkout with CRLF does not look like an edit.
      const sql = readFileSync(new URL(file, dir), "utf8").replace(/\r\n/g, "\n");
      const checksum = createHash("sha256").update(sql).digest("hex");
      return { version: Number(match[1]), name: match[2], file, sql, checksum };
    })
    .sort((a, b) => a.version - b.version);
  // Numbers only rise, without repeats. Gaps are allowed while parallel branches each hold
  // a reserved number (the portal's part 2 reserved 011 to 013 at once); a database never
  // sees a gap filled later, because the branches are merged before a release.
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (migration.version < 1 || (previous && migration.version <= previous.version))
      throw new Error(`migration versions must rise, 1, 2, 3…: ${dialect} ${migration.version}`);
  });
  return migrations;
}

/** Refuses to start on a database whose applied migrations differ from the files. */
export function checkApplied(migration: Migration, appliedChecksum: string | undefined): boolean {
  if (appliedChecksum === undefined) return false;
  if (appliedChecksum !== migration.checksum) {
    throw new Error(
      `migration ${migration.file} was changed after it was applied; add a new migration instead`,
    );
  }
  return true;
}
