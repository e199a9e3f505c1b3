import { createServer } from "node:net";

/**
 * A loopback TCP port nobody listens on right now: the operating system picks it, so
 * parallel test files and engineers sharing the machine never collide on a fixed number.
 * The one helper for tests, the reliability suite and benchmarks.
 */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}
