// The SQLite file on a location that cannot take it: not creatable, read-only, full
// at start, or filling up while the server runs. Each must end in a clear error at
// start or 503s, never a 201 for a row that is not stored. Read-only and full file
// systems are real (a small tmpfs), so those need root; without it they are skipped.
import { closeSync, openSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Checks } from "../report.ts";
import { FORM_HEADERS, messageFor } from "../support/insert-load.ts";
import { spawnServer, startServer } from "../support/server-process.ts";
import { mountTmpfs } from "../support/tmpfs.ts";
import { fillsUp } from "./sqlite-full.ts";

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

export function fill(dir: string): void {
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

export async function post(base: string, id: string): Promise<{ id: string; status: number; body: string }> {
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
  if (fullAtStart) figures.push("full at start: start refused");
  figures.push(await fillsUp(checks, log));
  return figures.join("; ");
}
