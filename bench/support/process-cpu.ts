// CPU time a process has used, user + system, from Linux's /proc. Unlike wall time it hardly
// depends on how loaded the machine is, so it tells what a request costs on idle cores.
import { readFileSync } from "node:fs";

/** Milliseconds of CPU used so far by process `pid` (all its threads), or undefined off Linux. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    // Clock ticks are 100 per second on every Linux this runs on (USER_HZ).
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}
