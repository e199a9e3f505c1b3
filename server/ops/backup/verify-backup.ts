import { createHash } from "node:crypto";
import { createReadStream, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { IN_SNAPSHOT } from "./backup-layout.ts";
import { countData, type DataCounts } from "./data-counts.ts";
import { type ResticTarget, restic } from "./restic.ts";
import { findSnapshot } from "./snapshots.ts";

export interface VerifyReport {
  ok: boolean;
  verdict: string;
  problems: string[];
}

/**
 * Proves the latest backup restores: `restic check`, a restore into a temporary folder,
 * SQLite's integrity check, every blob's SHA-256 against its name, every stored file the
 * database names present, and the counts beside the live database's.
 */
export async function verifyBackup(
  target: ResticTarget,
  liveSqlitePath: string | undefined,
): Promise<VerifyReport> {
  const problems: string[] = [];
  await restic(target, ["check"]).catch((error: Error) => problems.push(error.message));
  const snapshot = await findSnapshot(target, "latest");
  const folder = mkdtempSync(join(tmpdir(), "ucp-verify-"));
  try {
    const restored = await restic(target, ["restore", snapshot.id, "--target", folder]).then(
      () => true,
      (error: Error) => problems.push(error.message) === 0,
    );
    if (!restored) return failed(snapshot.shortId, problems);
    const database = join(folder, IN_SNAPSHOT.database);
    if (!existsSync(database)) problems.push("the snapshot holds no database");
    else {
      const integrity = integrityOf(database);
      if (integrity !== "ok") problems.push(`integrity_check: ${integrity}`);
    }
    if (!existsSync(join(folder, IN_SNAPSHOT.authSecret))) problems.push("the snapshot holds no auth secret");
    const blobs = await checkBlobs(join(folder, IN_SNAPSHOT.blobs));
    problems.push(...blobs.problems);
    const counts = existsSync(database) ? countData(database) : undefined;
    const missing = counts ? missingBlobs(database, blobs.present) : [];
    if (missing.length > 0) problems.push(`${missing.length} stored files named by the database are missing`);
    const live = liveSqlitePath && existsSync(liveSqlitePath) ? countData(liveSqlitePath) : undefined;
    if (counts && live && counts.inquiries === 0 && live.inquiries > 0)
      problems.push(`the backup holds no inquiry while the live database holds ${live.inquiries}`);
    if (problems.length > 0) return failed(snapshot.shortId, problems);
    const verdict = `backup ${snapshot.shortId} of ${snapshot.time} is good: ${compareCounts(counts, live)}; ${blobs.present.size} files match their SHA-256`;
    return { ok: true, verdict, problems };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const failed = (id: string, problems: string[]): VerifyReport => ({
  ok: false,
  verdict: `backup ${id} FAILED: ${problems.join("; ")}`,
  problems,
});

function integrityOf(path: string): string {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const rows = db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join(", ");
  } finally {
    db.close();
  }
}

async function checkBlobs(root: string): Promise<{ present: Set<string>; problems: string[] }> {
  const present = new Set<string>();
  const problems: string[] = [];
  if (!existsSync(root)) return { present, problems };
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const sha = await sha256Of(join(entry.parentPath, entry.name));
    if (sha === entry.name) present.add(sha);
    else problems.push(`blob ${entry.name} does not match its SHA-256`);
  }
  return { present, problems };
}

function sha256Of(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(path)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

function missingBlobs(database: string, present: Set<string>): string[] {
  const db = new DatabaseSync(database, { readOnly: true });
  try {
    const rows = db.prepare("SELECT sha256 FROM document_blobs").all() as { sha256: string }[];
    return rows.map((row) => row.sha256).filter((sha) => !present.has(sha));
  } finally {
    db.close();
  }
}

const compareCounts = (backup: DataCounts | undefined, live: DataCounts | undefined) =>
  backup
    ? `${backup.inquiries} inquiries (live ${live?.inquiries ?? "?"}), ${backup.accounts} accounts (live ${live?.accounts ?? "?"}), ${backup.documents} document versions (live ${live?.documents ?? "?"})`
    : "no database";
