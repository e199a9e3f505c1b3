import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { openRecordsConnections, type RecordsConnections } from "#server/store/connections.ts";
import { SqliteTurnError } from "#server/store/sqlite-sql.ts";
import {
  createTestDatabase,
  DATABASE_KINDS,
  type DatabaseKind,
  type TestDatabase,
} from "#tests/support/database/databases.ts";

// Requests that write at the same moment, as the server's records and sign-ins do: on
// SQLite one connection serves every request of a kind, and two connections (records and
// sign-ins) share the file's one write lock. Each write must land, whole, and alone.

const AUDIT = "INSERT INTO staff_audit_events (at, event, subject, realm) VALUES (?, 'probe', ?, 'portal')";
const at = () => new Date().toISOString();
const opened: { db: TestDatabase; connections: RecordsConnections }[] = [];
afterEach(async () => {
  for (const { db, connections } of opened.splice(0)) {
    await connections.close();
    db.dispose();
  }
});

/** The server's records and sign-ins' connections on a fresh database, closed after the test. */
async function open(kind: DatabaseKind, label: string) {
  const db = await createTestDatabase(kind, label);
  const env = { DATABASE_URL: db.env.DATABASE_URL, SQLITE_PATH: db.env.SQLITE_PATH ?? "" };
  const connections = await openRecordsConnections(env, { portal: true });
  opened.push({ db, connections });
  const records = connections.records;
  if (!records) throw new Error("the records' connection was not opened");
  const subjects = async () =>
    (
      await connections.auth.all<{ subject: string }>(
        "SELECT subject FROM staff_audit_events WHERE event = 'probe' ORDER BY subject",
      )
    ).map((row) => row.subject);
  return { records, auth: connections.auth, subjects };
}

describe.each(DATABASE_KINDS)("writes at the same moment on %s", (kind) => {
  it("commits every transaction asked for at once, each whole", async () => {
    const { records, subjects } = await open(kind, "sql_together");
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
    const { records, subjects } = await open(kind, "sql_apart");
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
    const { records, auth, subjects } = await open(kind, "sql_two_connections");
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
  it("is rolled back with an error that says why, and the connection goes on serving", async () => {
    const { records, subjects } = await open("sqlite", "sql_turn");
    const waiting = records.transaction(async (run) => {
      await run.all(AUDIT, [at(), "before-the-wait"]);
      await sleep(5);
      await run.all(AUDIT, [at(), "after-the-wait"]);
    });
    await expect(waiting).rejects.toBeInstanceOf(SqliteTurnError);
    await records.all(AUDIT, [at(), "next"]);
    expect(await subjects()).toEqual(["next"]);
  });
});
