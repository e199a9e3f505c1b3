// The SQLite file on a location that cannot take it: not creatable, read-only, full
// at start, or filling up while the server runs. Each must end in a clear error at
// start or 503s, never a 201 for a row that is not stored. Read-only and full file
// systems are real (a small tmpfs), so those need root; without it they are skipped.
import { closeSync, openSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Checks } from "../report.ts";
import { checkErrorShape } from "../support/error-shape.ts";
import { FORM_HEADERS, idOfMessage, messageFor } from "../support/insert-load.ts";
import { mapLimited } from "../support/random.ts";
import { spawnServer, startServer } from "../support/server-process.ts";
import { mountTmpfs } from "../support/tmpfs.ts";

/** Starts the server where it must refuse to start; true when it exited non-zero naming the database. */
async function refusesToStart(path: string, checks: Checks, label: string): Promise<string> {
  const server = await spawnServer({ SQLITE_PATH: path });
  const timeout = new Promise<"still running">((resolve) =>
    setTimeout(() => resolve("still running"), 20_000),
  );
  const exit = await Promise.race([server.exited(), timeout]);
  await server.stop(1000);
  const message =
    /Cannot open the database[^\n]*/.exec(server.output())?.[0] ?? server.output().slice(0, 200);
  checks.expect(
    `sqlite ${label}: start refused with an error naming the file`,
    exit !== "still running" && exit.code !== 0 && message.includes(path),
    () => `${JSON.stringify(exit)}: ${message}`,
  );
  return message.replace(/\(SQLite file [^)]*\)/, "(…)");
}

function fill(dir: string): void {
  const fd = openSync(join(dir, "filler"), "w");
  try {
    for (const size of [65_536, 4096, 1]) {
      try {
        for (;;) writeSync(fd, Buffer.alloc(size));
      } catch {
        // ENOSPC: try a smaller piece, until not even a byte fits.
      }
    }
  } finally {
    closeSync(fd);
  }
}

async function post(base: string, id: string): Promise<{ id: string; status: number; body: string }> {
  const response = await fetch(`${base}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: FORM_HEADERS,
    // Bulky, so the free space runs out within a few hundred requests.
    body: JSON.stringify({
      name: "Disk Full",
      email: "full@example.com",
      message: `${messageFor(id)}\n${"x".repeat(3000)}`,
    }),
  });
  return { id, status: response.status, body: await response.text() };
}

export async function sqliteStorage(checks: Checks, log: (line: string) => void): Promise<string> {
  const figures: string[] = [];
  const notADir = join(tmpdir(), `ucp-not-a-dir-${process.pid}`);
  writeFileSync(notADir, "");
  log(`under a file: ${await refusesToStart(join(notADir, "ucp.sqlite"), checks, "under a regular file")}`);
  rmSync(notADir, { force: true });
  log(`under /sys: ${await refusesToStart("/sys/ucp-reliability/ucp.sqlite", checks, "on read-only sysfs")}`);
  figures.push("unwritable path: start refused");

  const readOnly = mountTmpfs(4096);
  if (!readOnly)
    return [...figures, "read-only and full file systems skipped (mounting a tmpfs needs root)"].join("; ");
  try {
    const path = join(readOnly.dir, "ucp.sqlite");
    const server = await startServer({ SQLITE_PATH: path });
    await server.stop();
    readOnly.remount("ro");
    log(`read-only: ${await refusesToStart(path, checks, "on a read-only file system")}`);
    figures.push("read-only: start refused");
  } finally {
    readOnly.unmount();
  }

  const fullAtStart = mountTmpfs(256);
  try {
    if (fullAtStart) {
      fill(fullAtStart.dir);
      log(
        `full at start: ${await refusesToStart(join(fullAtStart.dir, "ucp.sqlite"), checks, "on a full file system")}`,
      );
    }
  } finally {
    fullAtStart?.unmount();
  }
  figures.push(await fillsUp(checks, log));
  return figures.join("; ");
}

/** The file system fills up under a running server, then space comes back. */
async function fillsUp(checks: Checks, log: (line: string) => void): Promise<string> {
  const disk = mountTmpfs(2048);
  if (!disk) return "filling up: skipped";
  const path = join(disk.dir, "ucp.sqlite");
  try {
    const server = await startServer({
      SQLITE_PATH: path,
      RATE_LIMIT_PER_MINUTE: "0",
      RATE_LIMIT_PER_DAY: "0",
    });
    const answers: { id: string; status: number; body: string }[] = [];
    try {
      for (let n = 1; n <= 10; n++) answers.push(await post(server.url, `before-${n}`));
      fill(disk.dir);
      const ids = Array.from({ length: 300 }, (_, n) => `full-${n + 1}`);
      answers.push(...(await mapLimited(ids, 4, (id) => post(server.url, id))));
      const whileFull = answers.filter((answer) => answer.id.startsWith("full-"));
      const refused = whileFull.filter((answer) => answer.status !== 201);
      const offShape = refused.filter(
        (answer) => answer.status !== 503 || !checkErrorShape(503, "application/json", answer.body).ok,
      );
      checks.expect(
        "sqlite full: inserts refused with 503 once the disk is full",
        refused.length > 0,
        () => "every insert got 201",
      );
      checks.expect("sqlite full: every refusal is 503 PGRST000", offShape.length === 0, () =>
        offShape
          .slice(0, 3)
          .map((a) => `${a.status} ${a.body.slice(0, 120)}`)
          .join("; "),
      );
      checks.expect(
        "sqlite full: server stays up",
        server.alive() && (await fetch(`${server.url}/livez`)).ok,
      );
      rmSync(join(disk.dir, "filler"));
      const after = await post(server.url, "after-1");
      answers.push(after);
      checks.expect(
        "sqlite full: inserts succeed again once space is back, without a restart",
        after.status === 201,
        () => `${after.status} ${after.body.slice(0, 120)}`,
      );
      log(
        `filling up: ${whileFull.length - refused.length} × 201 then ${refused.length} × 503 while full; after freeing space: ${after.status}`,
      );
    } finally {
      await server.stop();
    }
    const db = new DatabaseSync(path);
    const rows = db.prepare("SELECT message FROM contact_submissions").all();
    db.close();
    const stored = new Map<string, number>();
    for (const row of rows) {
      const id = idOfMessage(String(row.message)) ?? "?";
      stored.set(id, (stored.get(id) ?? 0) + 1);
    }
    const acknowledged = answers.filter((answer) => answer.status === 201);
    const missing = acknowledged.filter((answer) => stored.get(answer.id) !== 1);
    checks.expect(
      "sqlite full: every 201 stored exactly once",
      missing.length === 0,
      () => `${missing.length} missing or repeated`,
    );
    const refusedCount = answers.filter((answer) => answer.status === 503).length;
    return `filling up: ${refusedCount} × 503 while full, ${acknowledged.length} acknowledged, ${acknowledged.length - missing.length} stored, recovered without restart`;
  } finally {
    disk.unmount();
  }
}
