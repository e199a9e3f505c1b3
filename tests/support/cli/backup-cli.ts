// Runs `npm run backup` and `npm run restore` the way npm does (the project's Node on the
// script package.json names), with only the variables the test gives.
import { readFileSync } from "node:fs";
import { type CliResult, runCommand } from "./run-command.ts";

const SCRIPTS = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

export function runBackupCommand(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const nodeArgs = (SCRIPTS[script] ?? "").split(" ").slice(1);
  return runCommand(process.execPath, [...nodeArgs, ...args], {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "/tmp",
    ...env,
  });
}
