// Starts bench/support/smtp-sink-process.ts and talks to it over IPC.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

export interface BenchSink {
  url: string;
  /** Messages received so far. */
  count(): Promise<number>;
  stop(): Promise<void>;
}

export async function startBenchSink(): Promise<BenchSink> {
  const child: ChildProcess = spawn(
    process.execPath,
    [new URL("./smtp-sink-process.ts", import.meta.url).pathname],
    {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    },
  );
  const [ready] = (await once(child, "message")) as [{ port: number }];
  let received = 0;
  return {
    url: `smtp://127.0.0.1:${ready.port}`,
    async count() {
      child.send("take");
      const [answer] = (await once(child, "message")) as [{ count: number }];
      received += answer.count;
      return received;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.send("stop");
      await once(child, "exit");
    },
  };
}
