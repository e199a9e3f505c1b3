import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "#server/logger.ts";
import { restic } from "#server/ops/backup/restic.ts";
import { openStore } from "#server/store/index.ts";
import { runBackupCommand } from "#tests/support/cli/backup-cli.ts";
import { migrate } from "#tests/support/cli/inquiries-cli.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database/databases.ts";
import { seedInquiries } from "#tests/support/database/seed-inquiries.ts";
import { eventually } from "#tests/support/servers/smtp.ts";
import { startServer } from "#tests/support/servers/test-server.ts";

// `npm run backup` and `npm run restore` on the SQLite path, into a real restic repository
// (Debian's restic), as an operator runs them. The drill under load, with sign-ins after
// the restore, is the reliability suite's disaster part.

/** How many inquiries the inbox's search finds for `word` in the SQLite file at `path`. */
function found(path: string, word: string): number {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const row = db.prepare("SELECT count(*) AS n FROM inquiry_search WHERE inquiry_search MATCH ?").get(word);
    return Number((row as { n: number }).n);
  } finally {
    db.close();
  }
}

const BLOB = Buffer.from("%PDF-1.7 a stored document's bytes\n");
const BLOB_SHA = createHash("sha256").update(BLOB).digest("hex");

// Each restic command derives its key (scrypt) before it starts: a few seconds on a busy machine.
describe("backup and restore of the SQLite path", { timeout: 120_000 }, () => {
  let db: TestDatabase;
  let root: string;
  let env: Record<string, string>;
  const sqlitePath = () => db.env.SQLITE_PATH as string;

  beforeAll(async () => {
    db = await createTestDatabase("sqlite", "backup");
    await migrate(db);
    await seedInquiries(db, { count: 500, rareWord: "backup", rareEvery: 100 });
    const folder = join(dirname(sqlitePath()), "blobs", BLOB_SHA.slice(0, 2), BLOB_SHA.slice(2, 4));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, BLOB_SHA), BLOB);
    await db.query(
      `INSERT INTO document_blobs (sha256, size, chunk_count, created_at) VALUES ('${BLOB_SHA}', ${BLOB.length}, 1, '2026-01-01T00:00:00.000Z')`,
    );
    root = mkdtempSync(join(tmpdir(), "ucp-backup-test-"));
    env = {
      SQLITE_PATH: sqlitePath(),
      BACKUP_REPOSITORY: join(root, "repository"),
      BACKUP_PASSWORD: "a repository password",
    };
  });
  afterAll(() => {
    db.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it("takes a backup, then a second one that adds only what changed, and verifies the latest", async () => {
    const first = await runBackupCommand("backup", [], env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(
      /^backup [0-9a-f]{8} taken in [\d.]+ s: database copied in [\d.]+ s, writes waited at most \d+ ms; \d+ new files, [\d.]+ MB added/,
    );
    const second = await runBackupCommand("backup", [], env);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/; 0 new files, 0\.\d MB added/);
    const verified = await runBackupCommand("backup", ["verify"], env);
    expect(verified.code, verified.stderr).toBe(0);
    expect(verified.stdout).toMatch(
      /is good: 500 inquiries \(live 500\), 0 accounts \(live 0\), 0 document versions \(live 0\); 1 files match their SHA-256/,
    );
  });

  it("restores into an empty data directory and says what it restored; never over data", async () => {
    const target = join(root, "restored", "ucp.sqlite");
    const restored = await runBackupCommand("restore", ["latest"], { ...env, SQLITE_PATH: target });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(
      /^restored backup [0-9a-f]{8} of .* 500 inquiries, 0 accounts, 0 document versions \(1 stored files\); newest inquiry \d{4}-/,
    );
    expect(
      readFileSync(join(dirname(target), "blobs", BLOB_SHA.slice(0, 2), BLOB_SHA.slice(2, 4), BLOB_SHA)),
    ).toEqual(BLOB);
    expect(readFileSync(join(dirname(target), "auth-secret"), "utf8")).toBe(
      readFileSync(join(dirname(sqlitePath()), "auth-secret"), "utf8"),
    );
    // The inbox's search finds what it found before: every 100th seeded inquiry.
    expect(found(sqlitePath(), "backup")).toBe(5);
    expect(found(target, "backup")).toBe(5);
    const again = await runBackupCommand("restore", ["latest"], { ...env, SQLITE_PATH: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^restore: .* is not empty: restore into an empty data directory/);
    const tooEarly = await runBackupCommand("restore", ["2001-01-01T00:00:00Z"], {
      ...env,
      SQLITE_PATH: join(root, "early", "x.sqlite"),
    });
    expect(tooEarly.stderr).toBe("restore: no snapshot was taken at or before 2001-01-01T00:00:00Z\n");
  });

  it("stores the database without its search index, which the server makes again after a restore by hand", async () => {
    const folder = join(root, "by-hand");
    await restic({ repository: env.BACKUP_REPOSITORY ?? "", password: env.BACKUP_PASSWORD ?? "" }, [
      "restore",
      "latest",
      "--target",
      folder,
    ]);
    const database = join(folder, "database.sqlite");
    expect(found(database, "backup")).toBe(0);
    // An inquiry stored since (indexed as it arrives) leaves the restored ones unindexed still.
    const later = new DatabaseSync(database);
    later.exec(`INSERT INTO contact_submissions (created_at, name, email, message, fund_type, aum, content_hash)
      VALUES ('2026-11-27T10:00:00.000Z', 'Late Sender', 'late@example.com', 'A later backup question',
              'Private Equity', '$100M - $500M', '${"c".repeat(64)}')`);
    later.close();
    expect(found(database, "backup")).toBe(1);
    const store = await openStore({ SQLITE_PATH: database }, silentLogger);
    await store.close();
    expect(found(database, "backup")).toBe(6);
  });

  it("verify fails, in one line, when the repository is damaged", async () => {
    const copy = join(root, "damaged");
    await runBackupCommand("backup", [], { ...env, BACKUP_REPOSITORY: copy });
    const packs = join(copy, "data");
    for (const folder of readdirSync(packs)) {
      for (const pack of readdirSync(join(packs, folder))) {
        const path = join(packs, folder, pack);
        const bytes = readFileSync(path);
        const middle = Math.floor(bytes.length / 2);
        bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
        writeFileSync(path, bytes);
      }
    }
    const verified = await runBackupCommand("backup", ["verify"], { ...env, BACKUP_REPOSITORY: copy });
    expect(verified.code).toBe(1);
    expect(verified.stdout).toMatch(/^backup [0-9a-f]{8} FAILED: /);
  });

  it("refuses what it cannot do with a reason: no repository set, PostgreSQL, bad arguments", async () => {
    const unset = await runBackupCommand("backup", [], { SQLITE_PATH: sqlitePath() });
    expect(unset).toMatchObject({
      code: 1,
      stderr: "backup: set BACKUP_REPOSITORY and BACKUP_PASSWORD (see the README's Backups section)\n",
    });
    const postgres = await runBackupCommand("backup", [], {
      ...env,
      DATABASE_URL: "postgres://u@127.0.0.1:1/x",
    });
    expect(postgres.code).toBe(1);
    expect(postgres.stderr).toMatch(/^backup: on PostgreSQL, pgBackRest takes the backups/);
    const usage = await runBackupCommand("restore", [], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^restore: give one backup to restore\n\nUsage: npm run restore/);
  });

  it("with BACKUP_INTERVAL, the server takes backups itself", async () => {
    const repository = join(root, "scheduled");
    const server = await startServer({ ...env, BACKUP_REPOSITORY: repository, BACKUP_INTERVAL: "10s" });
    try {
      const listed = await eventually(
        async () => {
          const list = await runBackupCommand("backup", ["list"], { ...env, BACKUP_REPOSITORY: repository });
          return list.code === 0 && list.stdout.trim() !== "" ? list.stdout : undefined;
        },
        "a backup taken by the server",
        40_000,
      );
      expect(listed).toMatch(/^[0-9a-f]{8} {2}\d{4}-\d{2}-\d{2}T/);
    } finally {
      await server.close();
    }
  });
});
