import { SNAPSHOT_TAG } from "./backup-layout.ts";
import { ResticError, type ResticTarget, restic } from "./restic.ts";

export interface Snapshot {
  id: string;
  shortId: string;
  time: string;
}

export async function listSnapshots(target: ResticTarget): Promise<Snapshot[]> {
  const { stdout } = await restic(target, ["snapshots", "--json", "--tag", SNAPSHOT_TAG]);
  const rows = JSON.parse(stdout) as { id: string; short_id: string; time: string }[];
  return rows
    .map((row) => ({ id: row.id, shortId: row.short_id, time: row.time }))
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

/**
 * `latest`, a snapshot id (or its first characters), or a time (ISO 8601): the newest
 * snapshot taken at or before it.
 */
export async function findSnapshot(target: ResticTarget, which: string): Promise<Snapshot> {
  const snapshots = await listSnapshots(target);
  if (snapshots.length === 0) throw new ResticError("the repository holds no backup yet");
  if (which === "latest") return snapshots.at(-1) as Snapshot;
  if (/^[0-9a-f]{8,64}$/.test(which)) {
    const found = snapshots.filter((snapshot) => snapshot.id.startsWith(which));
    if (found.length === 1) return found[0] as Snapshot;
    if (found.length > 1) throw new ResticError(`more than one snapshot starts with ${which}`);
  }
  const time = Date.parse(which);
  if (Number.isNaN(time))
    throw new ResticError(
      `no snapshot ${which}: give latest, a snapshot id or a time such as 2026-11-26T21:00:00Z`,
    );
  const before = snapshots.filter((snapshot) => Date.parse(snapshot.time) <= time);
  if (before.length === 0) throw new ResticError(`no snapshot was taken at or before ${which}`);
  return before.at(-1) as Snapshot;
}
