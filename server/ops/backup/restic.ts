import { spawn } from "node:child_process";

/** Where a restic repository is and how to open it: BACKUP_REPOSITORY and BACKUP_PASSWORD. */
export interface ResticTarget {
  repository: string;
  password: string;
  /** The restic binary; Debian's package puts it at /usr/bin/restic. */
  binary?: string;
}

const NOT_INSTALLED = "restic is not installed (Debian: apt-get install restic)";

export class ResticError extends Error {
  override name = "ResticError";
}

/**
 * Added to restic's nice value: hashing, compressing and encrypting gigabytes takes every
 * core it gets, and at a lower CPU priority it takes what the server leaves. `nice` sets it
 * before restic starts any thread (each thread keeps its own on Linux), only ever lowers
 * it, and cannot fail for want of rights.
 */
const NICENESS = "10";
/** What `nice` exits with when it cannot find the program it was to run. */
const NOT_FOUND = 127;

/**
 * Runs one restic command and resolves with what it printed. The password travels in the
 * environment, never on the command line, where any local user could read it.
 */
export function restic(
  target: ResticTarget,
  args: string[],
  options: { cwd?: string } = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("nice", ["-n", NICENESS, target.binary ?? "restic", ...args], {
      cwd: options.cwd,
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: process.env.HOME ?? "/tmp",
        // sftp: and s3: repositories read their own credentials from these when set.
        ...pick(process.env, [
          "AWS_ACCESS_KEY_ID",
          "AWS_SECRET_ACCESS_KEY",
          "AWS_DEFAULT_REGION",
          "SSH_AUTH_SOCK",
        ]),
        RESTIC_REPOSITORY: target.repository,
        RESTIC_PASSWORD: target.password,
        RESTIC_CACHE_DIR: process.env.RESTIC_CACHE_DIR ?? `${process.env.HOME ?? "/tmp"}/.cache/restic`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error) =>
      reject(
        new ResticError(
          (error as NodeJS.ErrnoException).code === "ENOENT"
            ? "nice is not installed (it comes with coreutils)"
            : error.message,
        ),
      ),
    );
    child.on("close", (code) => {
      const stdout = Buffer.concat(out).toString("utf8");
      const stderr = Buffer.concat(err).toString("utf8");
      if (code === 0) resolve({ stdout, stderr });
      else if (code === NOT_FOUND) reject(new ResticError(NOT_INSTALLED));
      else reject(new ResticError(`restic ${args[0]} failed: ${lastLine(stderr) || `exit ${code}`}`));
    });
  });
}

/** Opens the repository, creating it on first use. */
export async function ensureRepository(target: ResticTarget): Promise<void> {
  try {
    await restic(target, ["cat", "config"]);
  } catch (error) {
    if (error instanceof ResticError && /wrong password|no key found/i.test(error.message)) throw error;
    await restic(target, ["init"]);
  }
}

const lastLine = (text: string) => text.trim().split("\n").filter(Boolean).at(-1) ?? "";

function pick(env: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name] as string]] : [])));
}
