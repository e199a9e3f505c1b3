// A graceful stop while clients hold connections open: main.ts must still end the process.
import { type Checks, count, ms } from "../report.ts";
import { type ServerProcess, terminate } from "../support/server-process.ts";
import { idleCrowd, trickledBody } from "./scenarios.ts";

/** SIGTERM with idle connections and a request in progress: the process must still end. */
export async function sigtermWhileBusy(
  server: ServerProcess,
  idleCount: number,
  checks: Checks,
): Promise<string> {
  const idle = await idleCrowd(server.port, idleCount);
  const pending = trickledBody(server.port);
  // Half a second of idle and trickling connections before the signal: the clock is the subject.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const { exit, ms: took } = await terminate(server, 30_000);
  idle.destroy();
  await pending;
  checks.expect(
    "SIGTERM ends the process within its 10 s deadline despite open connections",
    exit !== undefined && took < 15_000,
    () => `still running after ${ms(took)}`,
  );
  // Which way it ended: the slow request timed out first, or main.ts's deadline cut it.
  const cut = server.output().includes("Requests still open") ? ", deadline cut the rest" : "";
  return `SIGTERM with ${count(idleCount)} idle + 1 trickling connection: exit ${exit?.code ?? exit?.signal ?? "none"} after ${(took / 1000).toFixed(1)} s${cut}`;
}
