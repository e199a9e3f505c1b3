// The server as an operator starts it (`node server/main.ts`, configured by its environment
// alone), in a child process on a chosen port: for tests of what the process itself does,
// such as the addresses it listens on and the lines it logs.
import { type ChildProcess, spawn } from "node:child_process";
import { eventually } from "./smtp.ts";
import { fixtureSiteDir } from "./test-server.ts";

export interface ServerProcess {
  /** Every line the process has written to stdout so far. */
  lines: string[];
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // Only what the test gives: none of the machine's own server settings.
  const inherited = { ...process.env };
  for (const name of ["DATABASE_URL", "SMTP_URL", "PUBLIC_SITE_URL", "HOST", "PORT", "SQLITE_PATH"]) {
    delete inherited[name];
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "server/main.ts"],
    {
      env: {
        ...inherited,
        SITE_DIR: fixtureSiteDir(),
        RATE_LIMIT_PER_MINUTE: "0",
        RATE_LIMIT_PER_DAY: "0",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const lines: string[] = [];
  let rest = "";
  let errors = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop() ?? "";
    lines.push(...parts);
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await eventually(
    () => lines.some((line) => line.startsWith("UCP website listening")) || child.exitCode !== null,
    "the server to listen",
  );
  if (child.exitCode !== null) throw new Error(`the server did not start: ${errors}`);
  return {
    lines,
    async stop() {
      child.kill("SIGINT");
      await exited;
    },
  };
}
