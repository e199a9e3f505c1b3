// The SQLite file system fills up under a running server, then space comes back: 503s
// while full, never a 201 for a row that is not stored, 201s again without a restart.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Checks } from "../report.ts";
import { checkErrorShape } from "../support/error-shape.ts";
import { storedOnceCheck } from "../support/insert-load.ts";
import { mapLimited } from "../support/random.ts";
import { startServer } from "../support/server-process.ts";
import { mountTmpfs } from "../support/tmpfs.ts";
import { fill, post } from "./sqlite-storage.ts";

/** The file system fills up under a running server, then space comes back. */
export async function fillsUp(checks: Checks, log: (line: string) => void): Promise<string> {
  const disk = mountTmpfs(2048);
  if (!disk) return "filling up: skipped";
  const path = join(disk.dir, "ucp.sqlite");
  try {
    const server = await startServer({ SQLITE_PATH: path });
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
    const { acknowledged, wrong: missing } = storedOnceCheck(
      rows.map((row) => String(row.message)),
      answers,
    );
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
