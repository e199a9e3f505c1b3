// A graceful stop while clients hold connections open: main.ts must still end the process.
import { type Checks, count, ms } from "../report.ts";
import { type ServerProcess, terminate } from "../support/server-process.ts";
import { waitUntil } from "../support/wait-until.ts";
import { idleCrowd, trickledBody } from "./scenarios.ts";

/** Body bytes the trickling request has sent when the signal comes. */
const BODY_BYTES_FIRST = 3;

/** SIGTERM with idle connections and a request in progress: the process must still end. */
export async function sigtermWhileBusy(
  server: ServerProcess,
  idleCount: number,
  checks: Checks,
): Promise<string> {
  const idle = await idleCrowd(server.port, idleCount);
  let trickling: { readonly sent: number } | undefined;
  const pending = trickledBody(server.port, (counter) => {
    trickling = counter;
  });
  // The signal comes once the request is in progress: its body has begun to arrive.
  await waitUntil(() => (trickling?.sent ?? 0) >= BODY_BYTES_FIRST, 10_000);
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
