import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  createTestDatabase,
  DATABASE_KINDS,
  openStoreOn,
  type TestDatabase,
} from "#tests/support/database/databases.ts";

// Versioned migrations run at every start: twice in a row, from several processes at
// the same moment, and never over a migration that was edited after it was applied.

const MIGRATION_COUNT = (kind: string) =>
  readdirSync(new URL(`../../../server/store/migrations/${kind}/`, import.meta.url)).filter((file) =>
    file.endsWith(".sql"),
  ).length;

/** Runs the store's start in a separate Node process; resolves with its exit code and output. */
function migrateInProcess(
  db: TestDatabase,
  startAt: number,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--disable-warning=ExperimentalWarning", "tests/support/database/open-store-process.ts"],
      {
        env: { ...process.env, ...db.env, START_AT: String(startAt) },
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe.each(DATABASE_KINDS)("migrations on %s", (kind) => {
  it("apply once and are a no-op on the next start", async () => {
    const db = await createTestDatabase(kind, "migrate_twice", { empty: true });
    try {
      await (await openStoreOn(db)).close();
      await (await openStoreOn(db)).close();
      const applied = await db.query(
        "SELECT version, name, checksum FROM schema_migrations ORDER BY version",
      );
      expect(applied).toHaveLength(MIGRATION_COUNT(kind));
      expect(applied[0]).toMatchObject({
        version: 1,
        name: "contact_submissions",
        checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(await db.query("SELECT count(*) AS n FROM contact_submissions")).toEqual([
        { n: kind === "sqlite" ? 0 : "0" },
      ]);
    } finally {
      db.dispose();
    }
  });

  it("are applied exactly once when three processes start at the same moment", async () => {
    const db = await createTestDatabase(kind, "migrate_concurrently", { empty: true });
    try {
      const startAt = Date.now() + 1500; // after all three have loaded
      const results = await Promise.all([0, 1, 2].map(() => migrateInProcess(db, startAt)));
      for (const result of results) expect(result, result.output).toMatchObject({ code: 0 });
      expect(await db.query("SELECT version FROM schema_migrations")).toHaveLength(MIGRATION_COUNT(kind));
    } finally {
      db.dispose();
    }
  });

  it("refuse to start when an applied migration was edited since", async () => {
    const db = await createTestDatabase(kind, "migrate_edited", { empty: true });
    try {
      await (await openStoreOn(db)).close();
      await db.query("UPDATE schema_migrations SET checksum = 'edited' WHERE version = 1");
      await expect(openStoreOn(db)).rejects.toThrow(
        /001_contact_submissions.sql was changed after it was applied/,
      );
    } finally {
      db.dispose();
    }
  });
});

describe("PostgreSQL durability check", () => {
  it("refuses to start when synchronous_commit is off", async () => {
    const db = await createTestDatabase("postgres", "sync_commit_off");
    const name = new URL(db.env.DATABASE_URL ?? "").pathname.slice(1);
    await db.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
    await expect(openStoreOn(db)).rejects.toThrow(/synchronous_commit=off/);
  });
});
