export const USAGE = `Usage: npm run inquiries -- <command> [options]

Commands:
  list [--since DATE] [--limit N]     latest inquiries as a table, newest first (N: 50, at most 10000)
  show ID                             one inquiry in full, with its notification status
  export --format csv|json [--since DATE] [--out FILE]
                                      every inquiry, oldest first, streamed to FILE or stdout
  erase --email ADDRESS               delete every inquiry from ADDRESS (any letter case)
  purge --older-than DURATION         delete inquiries older than DURATION (24mo, 90d, 12w, 2y)
  stats                               counts by month, inquiry type and size range

DATE: 2025-01-31 (midnight UTC) or a date-time with a zone, 2025-01-31T09:30:00Z.
The database is the server's: DATABASE_URL if set, else SQLITE_PATH (data/ucp.sqlite).
Exit status: 0 done, 1 failed (the reason on one line), 2 bad arguments.`;

/** Bad arguments: exit status 2, with the usage. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** An expected failure (nothing found, database unreachable): exit status 1, one line. */
export class CommandFailure extends Error {
  override name = "CommandFailure";
}

/** One line from any error; pg's connection errors can be an AggregateError with no message. */
export function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return reasonOf(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const text = error.message || (typeof code === "string" ? code : error.name);
    return text.replace(/\s*\n\s*/g, " ");
  }
  return String(error);
}

/** What a failed command says on its one line (with the usage for bad arguments), and its exit status. */
export function failureOf(name: string, usage: string, error: unknown): { code: 1 | 2; message: string } {
  if (error instanceof UsageError) return { code: 2, message: `${name}: ${error.message}\n\n${usage}` };
  return {
    code: 1,
    message: `${name}: ${error instanceof CommandFailure ? error.message : reasonOf(error)}`,
  };
}

/**
 * Runs a command's `main` on the process's arguments. Bad arguments print the reason and
 * the usage (exit status 2); any other failure one line, never a stack: the operator needs
 * the reason, not our call chain (exit status 1).
 */
export async function runCommand(name: string, usage: string, main: (argv: string[]) => Promise<void>) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    const failure = failureOf(name, usage, error);
    console.error(failure.message);
    process.exitCode = failure.code;
  }
}
