import { type CliResult, runCommand } from "#tests/support/cli/run-command.ts";
import { ROOT } from "./server-process.ts";

/** Runs `npm run <script> -- <args>` as an operator would, with `env` on top of a clean one. */
export function npmRun(script: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  const clean = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };
  return runCommand("npm", ["run", "--silent", script, "--", ...args], { ...clean, ...env }, ROOT);
}
