// One way for tests to run a command as an operator would and read what it said: the
// operator commands (inquiries, staff, backup, restore), through npm or the project's Node.
import { spawn } from "node:child_process";

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `command` to its end with exactly `env`, and resolves with its exit code and output. */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd?: string,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, cwd });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
