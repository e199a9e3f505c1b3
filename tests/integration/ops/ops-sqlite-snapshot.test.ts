import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotSqlite } from "#server/ops/backup/sqlite-snapshot.ts";

// The backup's copy of a database bigger than one of its steps, while another connection
// commits between the steps, as the server does under load: the copy must finish, and be
// one consistent moment of the database.

const count = (db: DatabaseSync) =>
  Number((db.prepare("SELECT count(*) AS n FROM t").get() as { n: number }).n);

describe("the SQLite snapshot under steady commits", { timeout: 30_000 }, () => {
  let root: string;
  let source: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "ucp-snapshot-test-"));
    source = join(root, "live.sqlite");
    const db = new DatabaseSync(source);
    db.exec("PRAGMA journal_mode = WAL; CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
    // About 40 MB: five of the copy's steps of 2,048 pages.
    const insert = db.prepare("INSERT INTO t (body) VALUES (?)");
    db.exec("BEGIN");
    for (let i = 0; i < 100_000; i++) insert.run(`${i}:${"x".repeat(380)}`);
    db.exec("COMMIT");
    db.close();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("finishes while rows keep arriving, and holds every row of one moment, whole", async () => {
    const writer = new DatabaseSync(source, { timeout: 5000 });
    const insert = writer.prepare("INSERT INTO t (body) VALUES (?)");
    const before = count(writer);
    let commits = 0;
    const committing = setInterval(() => {
      insert.run(`late ${commits}`);
      commits++;
    }, 1);
    const target = join(root, "copy.sqlite");
    try {
      const result = await snapshotSqlite(source, target);
      expect(result.pages).toBeGreaterThan(4 * 2048);
    } finally {
      clearInterval(committing);
    }
    const after = count(writer);
    writer.close();
    expect(commits).toBeGreaterThan(0);
    const copy = new DatabaseSync(target, { readOnly: true });
    try {
      expect(copy.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
      const copied = count(copy);
      expect(copied).toBeGreaterThanOrEqual(before);
      expect(copied).toBeLessThan(after);
      // One moment: the rows it holds are exactly the first `copied`, with no gap.
      expect(copy.prepare("SELECT max(id) AS id FROM t").get()).toEqual({ id: copied });
    } finally {
      copy.close();
    }
  });
});
