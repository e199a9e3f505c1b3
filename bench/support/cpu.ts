// CPU time of processes from /proc (Linux): how much work one insert costs the server
// instances and the database, which is what scaling to more machines depends on.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** User and system CPU seconds of `pid`, with its reaped children's. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which may contain spaces: state is field 3.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((index) => Number(fields[index] ?? 0));
    return ((utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0)) / TICKS;
  } catch {
    return 0;
  }
}

/** The postmaster of the cluster in `dataDir` and its current children (the backends). */
export function postgresPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    });
  return [postmaster, ...children];
}
