import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { openRecordsConnections, type RecordsConnections } from "#server/store/connections.ts";
import { SqliteTurnError } from "#server/store/sqlite-sql.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";

// Requests that write at the same moment, as the server's records and sign-ins do: on
// SQLite one connection serves every request of a kind, and two connections (records and
// sign-ins) share the file's one write lock. Each write must land, whole, and alone.

const AUDIT = "INSERT INTO staff_audit_events (at, event, subject, realm) VALUES (?, 'probe', ?, 'portal')";
const at = () => new Date().toISOString();
const databaseEnv = (db: TestDatabase) => ({
  DATABASE_URL: db.env.DATABASE_URL,
  SQLITE_PATH: db.env.SQLITE_PATH ?? "",
});

describe.each(DATABASE_KINDS)("writes at the same moment on %s", (kind) => {
  let db: TestDatabase | undefined;
  let connections: RecordsConnections | undefined;
  afterEach(async () => {
    await connections?.close();
    db?.dispose();
  });

  async function open(label: string) {
    db = await createTestDatabase(kind, label);
    const opened = await openRecordsConnections(databaseEnv(db), { portal: true });
    connections = opened;
    const records = opened.records;
    if (!records) throw new Error("the records' connection was not opened");
    const subjects = async () =>
      (
        await opened.auth.all<{ subject: string }>(
          "SELECT subject FROM staff_audit_events WHERE event = 'probe' ORDER BY subject",
        )
      ).map((row) => row.subject);
    return { records, auth: opened.auth, subjects };
  }

  it("commits every transaction asked for at once, each whole", async () => {
    const { records, subjects } = await open("sql_together");
    const names = ["a", "b", "c", "d", "e"];
    const outcomes = await Promise.allSettled(
      names.map((name) =>
        records.transaction(async (run) => {
          await run.all(AUDIT, [at(), `${name}1`]);
          await run.all(AUDIT, [at(), `${name}2`]);
          return name;
        }),
      ),
    );
    expect(
      outcomes.map((outcome) => (outcome.status === "fulfilled" ? outcome.value : String(outcome.reason))),
    ).toEqual(names);
    expect(await subjects()).toEqual(names.flatMap((name) => [`${name}1`, `${name}2`]));
  });

  it("keeps a statement asked for during a transaction out of it: the transaction's rollback leaves it", async () => {
    const { records, subjects } = await open("sql_apart");
    const failing = records.transaction(async (run) => {
      await run.all(AUDIT, [at(), "rolled-back-1"]);
      await run.all(AUDIT, [at(), "rolled-back-2"]);
      throw new Error("the request changed its mind");
    });
    const alone = records.all(AUDIT, [at(), "kept"]);
    await expect(failing).rejects.toThrow("the request changed its mind");
    await alone;
    expect(await subjects()).toEqual(["kept"]);
  });

  it("lets a sign-in's write and a records transaction asked for at once both commit", async () => {
    const { records, auth, subjects } = await open("sql_two_connections");
    const outcomes = await Promise.allSettled([
      records.transaction(async (run) => {
        await run.all(AUDIT, [at(), "records-1"]);
        await run.all(AUDIT, [at(), "records-2"]);
      }),
      auth.all(AUDIT, [at(), "sign-in"]),
    ]);
    expect(
      outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "ok")),
    ).toEqual(["ok", "ok"]);
    expect(await subjects()).toEqual(["records-1", "records-2", "sign-in"]);
  });
});

describe("a SQLite transaction that waits on something else", () => {
  let db: TestDatabase | undefined;
  let connections: RecordsConnections | undefined;
  afterEach(async () => {
    await connections?.close();
    db?.dispose();
  });

  it("is rolled back with an error that says why, and the connection goes on serving", async () => {
    db = await createTestDatabase("sqlite", "sql_turn");
    const opened = await openRecordsConnections(databaseEnv(db), { portal: true });
    connections = opened;
    const records = opened.records;
    if (!records) throw new Error("the records' connection was not opened");
    const waiting = records.transaction(async (run) => {
      await run.all(AUDIT, [at(), "before-the-wait"]);
      await sleep(5);
      await run.all(AUDIT, [at(), "after-the-wait"]);
    });
    await expect(waiting).rejects.toBeInstanceOf(SqliteTurnError);
    await records.all(AUDIT, [at(), "next"]);
    const rows = await records.all<{ subject: string }>(
      "SELECT subject FROM staff_audit_events WHERE event = 'probe' ORDER BY subject",
    );
    expect(rows.map((row) => row.subject)).toEqual(["next"]);
  });
});
