// Runs `npm run backup` and `npm run restore` the way npm does (the project's Node on the
// script package.json names), with only the variables the test gives.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import type { CliResult } from "./inquiries-cli.ts";

const SCRIPTS = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

export function runBackupCommand(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const nodeArgs = (SCRIPTS[script] ?? "").split(" ").slice(1);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, ...args], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
